/**
 * Realistic resumes for tests, the CLI demo and the render benchmark. Words with "fi", "fl" and
 * "ffi" and non-ASCII names are there on purpose: they catch broken ligatures and missing glyphs.
 */
import { resumeSchema, type Experience, type Resume } from '@vitae/shared/resume/schema';

const EXPERIENCE: Experience[] = [
  {
    title: 'Staff Software Engineer',
    company: 'Nordlicht Payments GmbH',
    location: 'Zürich, Switzerland',
    start: 'Jan 2020',
    end: 'Present',
    description: [
      'Led a team of six engineers rebuilding the settlement workflow, cutting reconciliation time from 9 hours to 40 minutes.',
      'Designed an idempotent ledger service in TypeScript and PostgreSQL handling 12,000 transfers per second at peak.',
      'Introduced contract tests between 14 services, which reduced failed deployments by 63% within two quarters.',
      'Mentored five engineers; two were promoted to senior roles.',
    ],
  },
  {
    title: 'Senior Backend Engineer',
    company: 'Fieldflow Analytics',
    location: 'Łódź, Poland',
    start: 'March 2016',
    end: 'Dec 2019',
    description: [
      'Built an efficient ingestion pipeline (Kafka, Go) processing 2 TB of sensor data a day with exactly-once delivery.',
      'Profiled and fixed query hot spots, lowering p95 API latency from 850 ms to 120 ms.',
      'Ran the on-call rotation and wrote the incident playbooks the office still uses.',
    ],
  },
  {
    title: 'Software Engineer',
    company: 'Brightfield Labs',
    start: '2013',
    end: '2016',
    description: [
      'Shipped the first mobile offline mode, syncing 40,000 field reports a week across flaky networks.',
      'Automated release builds, shortening the release cycle from two weeks to two days.',
    ],
  },
  {
    title: 'Software Engineering Intern',
    company: 'Officina Digitale',
    location: 'Milan, Italy',
    start: 'Summer 2012',
    end: '',
    description: ['Wrote a configuration linter adopted by three product teams.'],
  },
];

/** A full resume (every section and field) that fills about two A4 pages in the classic template. */
export function buildSampleResume(): Resume {
  return resumeSchema.parse({
    fullName: 'Amélie Okonkwo-Fischer',
    email: 'amelie.fischer@example.com',
    phone: '+41 44 123 45 67',
    linkedin: 'linkedin.com/in/amelie-fischer',
    github: 'github.com/amelief',
    website: 'https://amelie.dev',
    location: 'Zürich, Switzerland',
    profile:
      'Backend engineer with eleven years of experience building reliable financial and data-intensive systems. ' +
      'I enjoy simplifying complex workflows, making services observable, and helping teams ship confidently. ' +
      'Looking for a staff role where correctness, performance and mentoring matter.',
    experience: EXPERIENCE,
    education: [
      { degree: 'MSc Computer Science', university: 'ETH Zürich', start: '2011', end: '2013', gpa: '5.6/6.0' },
      {
        degree: 'BSc Software Engineering',
        university: 'Politechnika Łódzka',
        start: 'Oct 2007',
        end: 'Jun 2011',
        gpa: '4.8',
      },
    ],
    projects: [
      {
        name: 'ledgerlint',
        ref: 'github.com/amelief/ledgerlint',
        start: '2021',
        end: 'Present',
        description: [
          'Open-source checker that finds unbalanced double-entry postings; 1,900 stars and 40 contributors.',
          'Runs in CI for several fintech firms; flags misconfigured rounding rules before they ship.',
        ],
      },
      {
        name: 'Offline-first field notes',
        ref: 'https://notes.amelie.dev',
        description: ['Conflict-free replicated notes app written in Rust and WebAssembly.'],
      },
    ],
    skills: [
      { category: 'Languages', technologies: ['TypeScript', 'Go', 'Rust', 'SQL', 'Python'] },
      { category: 'Data', technologies: ['PostgreSQL', 'Kafka', 'Redis', 'ClickHouse'] },
      { category: 'Infrastructure', technologies: ['Kubernetes', 'Terraform', 'AWS', 'OpenTelemetry'] },
      { category: 'Practices', technologies: ['Domain-driven design', 'Incident response', 'Code review'] },
    ],
    certifications: [
      {
        name: 'AWS Certified Solutions Architect – Professional',
        issuer: 'Amazon Web Services',
        date: 'May 2022',
        url: 'https://aws.amazon.com/verify/ABC123',
      },
      {
        name: 'Certified Kubernetes Administrator',
        issuer: 'Cloud Native Computing Foundation',
        date: '2021',
        url: '',
      },
    ],
    publications: [
      {
        title: 'Idempotency Keys at Scale',
        publisher: 'ACM Queue',
        date: 'Sep 2023',
        url: 'https://queue.acm.org/detail.cfm?id=123',
      },
      { title: 'Designing Ledgers That Never Lose a Cent', publisher: 'QCon London', date: 'April 2022', url: '' },
    ],
  });
}

/** A resume several pages long: many jobs with many bullets, to exercise page breaks. */
export function buildLongResume(jobCount = 14): Resume {
  const resume = buildSampleResume();
  const jobs = Array.from({ length: jobCount }, (_, i): Experience => {
    const source = EXPERIENCE[i % EXPERIENCE.length]!;
    return {
      ...source,
      title: `${source.title} ${i + 1}`,
      description: [...source.description, ...source.description].map((line, j) => `${line} (item ${i + 1}.${j + 1})`),
    };
  });
  return { ...resume, experience: jobs };
}
