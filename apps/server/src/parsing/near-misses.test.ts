/**
 * Lines from other layouts and languages that look like what a rule reads, and must not be read so:
 * each case was found by reviewing the rule (a helper's review of the rules of 2026-11-29's second
 * session) and asserts the right reading. Each rule's own tests are beside its step's tests.
 */
import { describe, it, expect } from 'vitest';
import { resumeFromLines } from './index.ts';
import { extractExperience } from './extract-experience.ts';
import { extractCertifications, extractPublications } from './extract-credentials.ts';
import { findDateRange, isDateOnly, removeDate } from './find-dates.ts';
import { makeLine } from './test-files/make-line.ts';
import { groupLines } from './group-lines.ts';
import type { TextItem } from './types.ts';
import { makeItem as item, onePage } from './test-files/make-item.ts';
import { extractEducation } from './extract-education.ts';
import { findSections } from './find-sections.ts';

const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });

describe('titlesOfWorks: bare titles read as publications', () => {
  it('keeps a Projects section of bare data-science project names as projects', () => {
    const { resume } = resumeFromLines([
      makeLine('Priya Natarajan', { size: 22 }),
      makeLine('priya.n@example.com'),
      heading('Experience'),
      makeLine('Data Analyst, Deloitte    2021 – 2023', { parts: ['Data Analyst, Deloitte', '2021 – 2023'] }),
      heading('Projects'),
      makeLine('Predicting House Prices with Random Forests'),
      makeLine('Sentiment Analysis of Tweets about Climate Change'),
      makeLine('Customer Segmentation with K-Means Clustering'),
      heading('Skills'),
      makeLine('Python, SQL, Tableau'),
    ]);
    expect(resume.publications).toEqual([]);
    // (They are still read as one project: an older flaw, not checked here.)
    expect(resume.projects.length).toBeGreaterThan(0);
  });

  it('keeps the author line under each title of a Publications list as no title of its own', () => {
    const { resume } = resumeFromLines([
      makeLine('Nadia Rahman', { size: 20 }),
      heading('Publications'),
      makeLine('Forecasting Hospital Bed Demand with Gradient Boosting', { isBold: true }),
      makeLine('Nadia Rahman and Thomas Becker'),
      makeLine('Explaining Readmission Risk to Clinicians', { isBold: true }),
      makeLine('Nadia Rahman and Lucia Ferreira'),
    ]);
    expect(resume.publications.map((p) => p.title)).toEqual([
      'Forecasting Hospital Bed Demand with Gradient Boosting',
      'Explaining Readmission Risk to Clinicians',
    ]);
  });
});

describe('namePlaceInOne: `Employer, City, Region` under a dated head', () => {
  it('keeps a first description line that tells a posting at a client site as description', () => {
    const bullet = (text: string) => makeLine(text, { x: 90, isBullet: true, gapAbove: 0.3 });
    const jobs = extractExperience([
      makeLine('Field Engineer, Schlumberger - 2018 to 2020', { isBold: true }),
      makeLine('Deployed at Shell, Rotterdam, Netherlands', { x: 70, gapAbove: 0.2 }),
      bullet('Ran wireline logging on 40 wells'),
      bullet('Trained six junior engineers'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([['Field Engineer', 'Schlumberger']]);
    expect(jobs[0]!.description[0]).toBe('Deployed at Shell, Rotterdam, Netherlands');
  });
});

describe('a note over a reference list is no reference', () => {
  it('keeps a first entry told in prose with no year (a chapter in preparation) as a publication', () => {
    const titles = extractPublications(
      [
        makeLine(
          'Book chapter on the history of hillslope science, invited for the Treatise on Geomorphology second edition, in preparation.',
        ),
        makeLine(
          'Clubb, F.J., Vasquez-Müller, H. (2020). Differences in channel and hillslope geometry. Geology 48, 184–188.',
        ),
        makeLine(
          'Vasquez-Müller, H. (2017). Detection of transience in eroding landscapes. Earth Surface Processes 42, 24–41.',
        ),
        makeLine(
          'Harel, M.-A., Vasquez-Müller, H. (2016). Global analysis of the stream power law. Geomorphology 268, 184–196.',
        ),
      ],
      'Helena Vasquez-Müller',
    );
    expect(titles).toHaveLength(4);
  });
});

describe('bullets that open on their dates are entries', () => {
  it('keeps a job whose achievements open on year ranges as one job', () => {
    const bullet = (text: string) => makeLine(text, { x: 86, isBullet: true, gapAbove: 0.2 });
    const jobs = extractExperience([
      makeLine('Acme Corp', { x: 73 }),
      bullet('2018 – 2019: rebuilt the data platform on Spark'),
      bullet('2019 – 2021: led the analytics team of six'),
      bullet('2021 – 2022: ran the migration to BigQuery'),
    ]);
    expect(jobs).toHaveLength(1);
  });
});

describe('skillsInProfile: short bullets closing a summary are skills', () => {
  it('does not read short highlight bullets of a summary as a skill group', () => {
    const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.3 });
    const { resume } = resumeFromLines([
      makeLine('Dana Whitfield', { size: 16, isBold: true }),
      heading('Professional Summary'),
      makeLine('Retail operations manager with a record of turning around underperforming stores.'),
      bullet('10+ years in retail management'),
      bullet('Bilingual English and Spanish'),
      bullet('Managed teams of 40 staff'),
      bullet('Grew store sales by 18%'),
      heading('Experience'),
      makeLine('Store Manager, Target    2016 – 2024', { parts: ['Store Manager, Target', '2016 – 2024'] }),
    ]);
    expect(resume.skills).toEqual([]);
  });
});

describe('words for `until now` that are names or ordinary words elsewhere', () => {
  it('does not read the company Agora on a line of its own as a date', () => {
    expect(isDateOnly('Agora')).toBe(false);
  });
  it('keeps the employer Agora, on its own line under the title, as the company', () => {
    const jobs = extractExperience([
      makeLine('Software Engineer', { isBold: true }),
      makeLine('Agora'),
      makeLine('2019 – 2021'),
      makeLine('Built the real-time video SDK for Android.', { x: 70, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Software Engineer', 'Agora', '2019', '2021'],
    ]);
  });
  it('reads a lone year set off by a dash before the employer adesso SE as that year alone', () => {
    expect(findDateRange('2019 – adesso SE, Dortmund')?.end ?? '').toBe('');
  });
  it('reads a lone year before Portuguese prose with `agora` as that year alone', () => {
    expect(findDateRange('Fundada em 2015 - agora com 200 funcionários')?.end ?? '').toBe('');
  });
});

describe('bulletsUnderLabels: certificates in bulleted groups under labels', () => {
  it('reads a certificate name over its bulleted issuer and credential id as one certificate', () => {
    const label = (text: string) => makeLine(text, { x: 72, gapAbove: 1.1 });
    const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.3 });
    const certs = extractCertifications([
      label('AWS Certified Solutions Architect'),
      bullet('Amazon Web Services'),
      bullet('Credential ID 7XK2-99QZ'),
      label('Google Data Analytics Certificate'),
      bullet('Coursera'),
      bullet('Credential ID GDA-4411'),
    ]);
    expect(certs.map((c) => c.name)).toEqual([
      'AWS Certified Solutions Architect',
      'Google Data Analytics Certificate',
    ]);
  });
});

describe('a long sentence beside marked bullets is the summary', () => {
  const bullet = (text: string) => makeLine(text, { x: 90, isBullet: true, gapAbove: 0.3 });
  it('keeps a long employer line in sentence case (title / employer / dates layout) as the employer', () => {
    const jobs = extractExperience([
      makeLine('Research Fellow', { isBold: true, size: 12 }),
      makeLine('Centre for the study of coastal flood risk, University of Exeter, Cornwall'),
      makeLine('2019 – 2023'),
      bullet('Modelled storm surge on the Tamar'),
      bullet('Supervised two PhD students'),
    ]);
    expect(jobs[0]!.company).toMatch(/^Centre for the study/);
  });
  it('keeps a long job title in sentence case (employer / title / dates layout) as the title', () => {
    const jobs = extractExperience([
      makeLine('Google', { isBold: true, size: 12 }),
      makeLine('Senior software engineer on the search quality and ranking infrastructure team'),
      makeLine('2019 – 2023'),
      bullet('Cut ranking latency by 30%'),
      bullet('Led a team of five'),
    ]);
    expect(jobs[0]!.title).toMatch(/^Senior software engineer/);
  });
});

describe("a 'Présentation' told in prose is the profile", () => {
  it('does not read an English Presentation section that tells of one talk as the profile', () => {
    const { resume } = resumeFromLines([
      makeLine('Hannah Moreau', { size: 18, isBold: true }),
      makeLine('hannah.moreau@example.com'),
      heading('Education'),
      makeLine('MSc Marine Biology, University of Plymouth    2018 – 2020', {
        parts: ['MSc Marine Biology, University of Plymouth', '2018 – 2020'],
      }),
      heading('Presentation'),
      makeLine('Presented my thesis research on coral reef resilience to marine heatwaves at the Annual Meeting'),
      makeLine('of the Ecological Society of America in Portland, Oregon, in August 2019. The poster was awarded'),
      makeLine('the student prize of the Aquatic Ecology section.'),
    ]);
    expect(resume.profile).toBe('');
  });
});

describe("'Zur Person' heads personal details", () => {
  it('keeps an introduction in prose under Zur Person as the profile', () => {
    const { resume } = resumeFromLines([
      makeLine('Lena Hofmann', { size: 20, isBold: true }),
      makeLine('lena.hofmann@example.de'),
      heading('Zur Person'),
      makeLine('Ich bin Softwareentwicklerin mit acht Jahren Erfahrung in der Entwicklung von Webanwendungen'),
      makeLine('für Banken und Versicherungen und suche eine neue Herausforderung im Raum München.'),
      heading('Berufserfahrung'),
      makeLine('Softwareentwicklerin, Allianz    2016 – heute', {
        parts: ['Softwareentwicklerin, Allianz', '2016 – heute'],
      }),
    ]);
    expect(resume.profile).toContain('Softwareentwicklerin mit acht Jahren');
  });
});

// Misreadings a review found in the rules of the third session of 2026-11-29 (mended since).
const reviewLabel = (text: string) => makeLine(text, { isBold: true, gapAbove: 1.1 });
const reviewBullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.4 });

describe('placeInBrackets: a city and region in brackets after a school', () => {
  it('keeps `(Ann Arbor, MI)` out of the degree', () => {
    const schools = extractEducation([
      makeLine('University of Michigan (Ann Arbor, MI) 2015 – 2019', { isBold: true }),
      makeLine('BSc Computer Science'),
    ]);
    expect(schools.map((e) => [e.degree, e.start, e.end])).toEqual([['BSc Computer Science', '2015', '2019']]);
  });

  it('keeps `(Zurich, Switzerland)` out of the degree on a one-line entry', () => {
    const schools = extractEducation([
      makeLine('MSc Computer Science, ETH Zurich (Zurich, Switzerland), 2019 – 2021', { isBold: true }),
    ]);
    expect(schools.map((e) => e.degree)).toEqual(['MSc Computer Science']);
  });
});

describe('namesRole: a bullet `Title — Something` under a job is no job of its own', () => {
  it('keeps `Tech Lead — Payments Platform Migration` in the last role’s description', () => {
    const jobs = extractExperience([
      reviewLabel('Google'),
      reviewBullet('Senior Software Engineer, 2021 – 2023'),
      reviewBullet('Software Engineer, 2019 – 2021'),
      reviewBullet('Software Engineering Intern, 2018 – 2018'),
      reviewBullet('Tech Lead — Payments Platform Migration'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Senior Software Engineer', 'Google'],
      ['Software Engineer', 'Google'],
      ['Software Engineering Intern', 'Google'],
    ]);
  });

  it('keeps a job’s employer when its bullets tell a lead role and mentoring', () => {
    const jobs = extractExperience([
      reviewLabel('Software Engineer, Google'),
      reviewBullet('Tech Lead — Search Ranking (2021 – 2022)'),
      reviewBullet('Mentor — Onboarded 12 new engineers'),
      reviewBullet('Reduced index build time by 40%'),
    ]);
    expect(jobs.map((j) => j.company)).toEqual(['Google']);
  });
});

describe('opensWithDegree: a bullet that opens on a degree word is not always a degree', () => {
  it('keeps `Honours: First Class…` with the degree above', () => {
    const schools = extractEducation([
      reviewLabel('University of Oxford'),
      reviewBullet('DPhil Statistics, 2019 – 2023'),
      reviewBullet('MSc Statistics, 2018 – 2019'),
      reviewBullet('BA Mathematics, 2015 – 2018'),
      reviewBullet('Honours: First Class, Scholar of Balliol College'),
    ]);
    expect(schools.map((e) => e.degree)).toEqual(['DPhil Statistics', 'MSc Statistics', 'BA Mathematics']);
  });

  it('keeps `Master’s thesis: …` with the degree above', () => {
    const schools = extractEducation([
      reviewLabel('Stanford University'),
      reviewBullet('PhD Computer Science, 2019 – 2023'),
      reviewBullet('MS Computer Science, 2017 – 2019'),
      reviewBullet('BS Computer Science, 2013 – 2017'),
      reviewBullet('Master’s thesis: Robust Speech Recognition in Noisy Rooms'),
    ]);
    expect(schools.map((e) => e.degree)).toEqual([
      'PhD Computer Science',
      'MS Computer Science',
      'BS Computer Science',
    ]);
  });
});

describe('SMALL_WORDS: German joining words make German prose (nouns capitalised) read as title case', () => {
  it('keeps unmarked German description lines as descriptions', () => {
    const head = (name: string, dates: string) =>
      makeLine(`${name}   ${dates}`, { isBold: true, gapAbove: 1.3, parts: [name, dates] });
    const jobs = extractExperience([
      head('Softwareentwickler, Siemens AG', '2018 – 2021'),
      makeLine('Entwicklung von Webanwendungen mit React und Node.js für Kunden der Automobilindustrie'),
      makeLine('Einführung von Continuous Integration und Code Reviews im Team der Abteilung'),
      head('Werkstudent, Bosch GmbH', '2016 – 2018'),
      makeLine('Wartung der Testumgebung und Pflege von Datenbanken für Projekte der Fahrzeugtechnik'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.description.length])).toEqual([
      ['Softwareentwickler', 'Siemens AG', 2],
      ['Werkstudent', 'Bosch GmbH', 1],
    ]);
  });
});

describe('numbered headings over numbered lists', () => {
  it('keeps a numbered heading over a numbered reference list as a heading', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });
    const sections = findSections([
      makeLine('Anna Kowalska', { size: 20 }),
      heading('1. Experience'),
      makeLine('Research Scientist, CNRS 2018 – 2022'),
      heading('2. Publications'),
      makeLine('1. Kowalska A, Smith J. Deep learning for protein folding. Nature 2021;590:1-5.'),
      makeLine('2. Kowalska A. Graph networks in chemistry. JACS 2020;142:10-20.'),
      heading('3. Skills'),
      makeLine('Python, R, PyTorch'),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'publications', 'skills']);
  });
});

// A second review's finds on the date rules of the same session (mended since).

describe('squeeze: English `Out`/`Set`/`SET` before a year stay words', () => {
  it.each([
    ['Hackathon: Break Out 2019 – Winner', '2019', 'Hackathon: Break Out – Winner'],
    ['Best Paper Award, SET 2019', '2019', 'Best Paper Award, SET'],
    ['Time Out 2018 Award for Best New Bar', '2018', 'Time Out Award for Best New Bar'],
    ['Test Set 2020 Leaderboard: 1st of 300 teams', '2020', 'Test Set Leaderboard: 1st of 300 teams'],
    ['SAP S/4HANA Roll-Out 2021 (Germany, Austria)', '2021', 'SAP S/4HANA Roll-Out (Germany, Austria)'],
  ])('%s', (text, start, rest) => {
    const r = findDateRange(text)!;
    expect(r.start).toBe(start); // d81666c: 'Oct 2019', 'Sep 2019', 'Oct 2018', 'Sep 2020', 'Oct 2021'
    expect(removeDate(text, r)).toBe(rest); // d81666c: 'Hackathon: Break – Winner', 'Best Paper Award', …
  });

  it('does not rewrite `Out` to `Oct` in the text left after removing another date on the line', () => {
    const text = 'Volunteer Coordinator, Sold Out 2019 Tour | Jun 2019 – Aug 2019';
    const r = findDateRange(text)!;
    expect([r.start, r.end]).toEqual(['Jun 2019', 'Aug 2019']);
    expect(removeDate(text, r)).toContain('Sold Out 2019 Tour');
  });

  it('whole resume: an employer and a project named with `Out` before a year', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const { resume } = resumeFromLines([
      makeLine('Chloe Martin', { size: 20, isBold: true }),
      makeLine('chloe.martin@example.com'),
      heading('Experience'),
      makeLine('Volunteer Coordinator, Sold Out 2019 Tour | Jun 2019 – Aug 2019', { isBold: true, gapAbove: 1.5 }),
      makeLine('Recruited and scheduled 40 volunteers across 12 venues.', { x: 70, isBullet: true }),
      heading('Projects'),
      makeLine('Lights Out 2020 Hackathon', { isBold: true, gapAbove: 1.5 }),
      makeLine('Built an energy-monitoring app in 48 hours; won 1st place.', { x: 70, isBullet: true }),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Volunteer Coordinator', 'Sold Out 2019 Tour', 'Jun 2019', 'Aug 2019'],
    ]);
    expect(resume.projects.map((p) => [p.name, p.start])).toEqual([['Lights Out Hackathon', '2020']]);
  });
});

describe('mergeByTop: a date level with a content row', () => {
  it('keeps a date centred on a three-row head (level with its middle row) before the head', () => {
    // A date column whose dates are vertically centred on each school's three rows (a Word table
    // cell set to centre, or a template centring the date on its entry): the date's top is level
    // with the degree row, the school row 12 pt above it (under 1.2 × the date's 10.5 pt).
    const items: TextItem[] = [item('Jane Doe', 137, 60, 80, 16), item('jane.doe@example.com', 137, 80, 150)];
    items.push(item('Education', 137, 110, 70, 13));
    const date = (s: string, y: number) => item(s, 128 - s.length * 5.2, y, s.length * 5.2, 10.5);
    let y = 134;
    for (const [d, school, degree, place] of [
      ['2017 – 2019', 'Technical University of Munich', 'M.Sc. Informatics, grade 1.3', 'Munich, Germany'],
      ['2013 – 2017', 'Karlsruhe Institute of Technology', 'B.Sc. Computer Science', 'Karlsruhe, Germany'],
    ] as const) {
      items.push(
        item(school, 137, y, 200),
        item(degree, 137, y + 12, 200),
        item(place, 137, y + 24, 200),
        date(d, y + 12),
      );
      y += 24 + 22;
    }
    items.push(
      item('Skills', 137, y, 50, 13),
      date('Languages', y + 22),
      item('English, German, French', 137, y + 22, 200),
    );
    const lines = groupLines(onePage(items, 595, 842));
    const texts = lines.map((l) => l.text);
    expect(texts.indexOf('2017 – 2019')).toBe(texts.indexOf('Technical University of Munich') - 1);
    expect(texts.indexOf('2013 – 2017')).toBe(texts.indexOf('Karlsruhe Institute of Technology') - 1);
    const { resume } = resumeFromLines(lines);
    expect(resume.education.map((e) => [e.degree, e.university, e.start])).toEqual([
      ['M.Sc. Informatics in Munich', 'Technical University of Munich', '2017'],
      ['B.Sc. Computer Science Karlsruhe', 'Karlsruhe Institute of Technology', '2013'],
    ]);
  });
});
