import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';

/** A small, realistic resume and job used by the tailoring tests. */
export function buildSampleResume(): Resume {
  return resumeSchema.parse({
    fullName: 'Ana Silva',
    email: 'ana@example.com',
    phone: '+351 912 345 678',
    linkedin: 'linkedin.com/in/anasilva',
    github: 'github.com/anasilva',
    profile: 'Engineer who likes calm on-call rotations.',
    experience: [
      {
        title: 'Software Engineer',
        company: 'Shopwise',
        start: 'Mar 2020',
        end: 'Present',
        description: [
          'Mentored two junior engineers through code reviews.',
          'Wrote internal wiki pages for onboarding.',
          'Built REST services in Node and TypeScript serving 2M requests a day.',
          'Moved 14 services to k8s with Helm charts, cutting deploy time by 40%.',
          'Tuned Postgres queries, reducing p95 latency from 800ms to 120ms.',
        ],
      },
      {
        title: 'Junior Developer',
        company: 'Agency Nine',
        start: 'Jan 2017',
        end: 'Feb 2020',
        description: ['Built marketing sites with WordPress and PHP.', 'Set up CI pipelines with GitHub Actions.'],
      },
    ],
    projects: [
      { name: 'Recipe Box', ref: 'github.com/anasilva/recipes', description: ['A meal planner built with React.'] },
      { name: 'Queue Lab', ref: '', description: ['Benchmarked Redis streams against Postgres LISTEN/NOTIFY.'] },
    ],
    skills: [
      { category: 'Languages', technologies: ['PHP', 'TypeScript', 'JavaScript'] },
      { category: 'Tools', technologies: ['Git', 'Docker'] },
    ],
    education: [{ degree: 'BSc Computer Science', university: 'University of Porto', start: '2013', end: '2017' }],
  });
}

/** Another saved resume of the same person, the source for 'Add Projects'. */
export function buildOtherResume(): Resume {
  return resumeSchema.parse({
    fullName: 'Ana Silva',
    projects: [
      {
        name: 'Ledger Sync',
        ref: 'github.com/anasilva/ledger',
        description: ['Event pipeline on Kafka feeding PostgreSQL, 3 consumers.'],
      },
      { name: 'Garden Diary', ref: '', description: ['Photo journal for my allotment.'] },
    ],
  });
}

export const SAMPLE_JOB = `Senior Backend Engineer - Fintrail
We are looking for a backend engineer to build and operate our payment APIs.
Requirements:
- 5+ years building backend services with Node.js and TypeScript
- Strong PostgreSQL skills and query performance tuning
- Experience running services on Kubernetes; Terraform is a plus
- CI/CD with GitHub Actions
- You care about latency, reliability and code reviews
Nice to have: Kafka, Go, AWS.`;
