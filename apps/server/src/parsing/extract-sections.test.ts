import { describe, it, expect } from 'vitest';
import { extractExperience } from './extract-experience.ts';
import { endsInCutRange } from './split-head.ts';
import { extractEducation } from './extract-education.ts';
import { extractSkills } from './extract-skills.ts';
import { extractCertifications, extractPublications } from './extract-credentials.ts';
import { extractProjects } from './extract-projects.ts';
import { makeLine } from './test-files/make-line.ts';
import type { Line } from './types.ts';

describe('extractExperience', () => {
  it('reads company-above-title entries with unmarked sentence bullets and re-joins wrapped lines', () => {
    const lines = [
      makeLine('Globex GmbH', { size: 12 }),
      makeLine('Mar 2019 - Present'),
      makeLine('Backend Developer'),
      makeLine('Cut the p95 latency of the orders API from 800 ms to 200 ms by adding', { x: 70, isBullet: true }),
      makeLine('a cache', { x: 70 }),
      makeLine('Mentored four junior developers through their first year', { x: 70, isBullet: true }),
    ];
    expect(extractExperience(lines)).toEqual([
      {
        title: 'Backend Developer',
        company: 'Globex GmbH',
        start: 'Mar 2019',
        end: 'Present',
        description: [
          'Cut the p95 latency of the orders API from 800 ms to 200 ms by adding a cache',
          'Mentored four junior developers through their first year',
        ],
      },
    ]);
  });
});

describe('extractExperience with a head of one piece', () => {
  const head = (name: string, dates: string) =>
    makeLine(`${name} ${dates}`, { isBold: true, gapAbove: 1.2, parts: [name, dates] });
  const bullet = (text: string) => makeLine(text, { x: 70, isBullet: true });

  it('reads a place set apart in the head as the location, not the company', () => {
    const parts = ['Battelle', 'Columbus, OH', '(Feb 2023 – present)'];
    const [job] = extractExperience([makeLine(parts.join(' '), { parts }), bullet('Reverse engineering')]);
    expect(job).toMatchObject({ title: '', company: 'Battelle', location: 'Columbus, OH', start: 'Feb 2023' });
    // Beside a title, a name and a state set apart are the company.
    const titled = ['Data Analyst', 'Deloitte, NY', 'Jun 2019 – Jun 2021'];
    const [analyst] = extractExperience([makeLine(titled.join(' '), { parts: titled }), bullet('Audits')]);
    expect(analyst).toMatchObject({ title: 'Data Analyst', company: 'Deloitte, NY' });
  });

  it('reads a lone name with no rank word as the employer, and a rank word as the title', () => {
    const lines = [
      head('Stripe', 'Jan 2021 - Present'),
      bullet('Rebuilt the payouts ledger in Go'),
      head('Paralegal', 'Jun 2018 - Dec 2020'),
      bullet('Drafted discovery requests for 40 commercial cases'),
      head('Postdoctoral Fellow', 'Sep 2016 - May 2018'),
      bullet('Ran the cohort study of 2,000 patients'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.start])).toEqual([
      ['', 'Stripe', 'Jan 2021'],
      ['Paralegal', '', 'Jun 2018'],
      ['Postdoctoral Fellow', '', 'Sep 2016'],
    ]);
  });
});

describe('entries whose dates stand in a column at their left', () => {
  it('reads a date that opens an entry from a column of its own with the text on its row as the head', () => {
    const jobs = extractExperience([
      makeLine('June-July 2017', { x: 57, y: 100, gapAbove: 1.5 }),
      makeLine('Programmer Trainee (Summer) at New Modern Technology Ltd.', { x: 144, y: 100, gapAbove: 0 }),
      makeLine('Worked on adding enhancements to two existing Java projects with frameworks such as GWT.', {
        x: 144,
        y: 112,
        size: 8,
      }),
      makeLine('May-August 2016 Trainee at KPMG', { x: 44, y: 130, gapAbove: 1.4 }),
      makeLine('Wrote VBA modules in Word to create custom toolbars with useful macros.', { x: 144, y: 142, size: 8 }),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Programmer Trainee (Summer)', 'New Modern Technology Ltd.', 'June 2017', 'July 2017'],
      ['Trainee', 'KPMG', 'May 2016', 'August 2016'],
    ]);
  });

  it('reads a date column that stacks the end over the start', () => {
    const jobs = extractExperience([
      makeLine('September 2020 Graduation Project Intern, TNO, the Netherlands', { x: 52, y: 100 }),
      makeLine('January 2020', { x: 63, y: 112, gapAbove: 0.2 }),
      makeLine('Research project design and qualitative analysis from interviews and workshops.', {
        x: 132,
        y: 112,
        gapAbove: 0,
      }),
    ]);
    expect(jobs.map((j) => [j.title, j.start, j.end])).toEqual([
      ['Graduation Project Intern', 'January 2020', 'September 2020'],
    ]);
  });

  it('opens an entry at each line whose first chunk is a right-aligned date in a column of its own', () => {
    const row = (date: string, dateX: number, text: string, gapAbove: number) =>
      makeLine(`${date} ${text}`, { x: dateX, gapAbove, chunks: [date, text], chunkXs: [dateX, 182] });
    const wrap = (text: string) => makeLine(text, { x: 182, gapAbove: 0.2 });
    const schools = extractEducation([
      row('2017 – Present', 104, 'PhD candidate in Marine Science, University of Tasmania,', 0.8),
      wrap('Hobart, Australia'),
      row('2014', 151, 'Master of Science in Meteorology,', 0.6),
      wrap('Utrecht University, the Netherlands'),
      row('2011', 151, 'Bachelor of Engineering in Aeronautical Engineering,', 0.6),
      wrap('Inholland University, Delft'),
    ]);
    // A place after the school on its wrapped line stays with it (`Utrecht University, the Netherlands`).
    expect(schools.map((e) => [e.university.split(',')[0], e.end])).toEqual([
      ['University of Tasmania', 'Present'],
      ['Utrecht University', '2014'],
      ['Inholland University', '2011'],
    ]);
  });
});

describe('extractExperience with roles grouped under one company', () => {
  const bold = { isBold: true, gapAbove: 1.2 };
  const role = (title: string, dates: string) => makeLine(`${title} ${dates}`, { parts: [title, dates] });
  const bullet = (text: string) => makeLine(text, { x: 70, isBullet: true });

  it('gives a role headed by its title and dates alone the company above the role before it', () => {
    const lines = [
      makeLine('Walgreens Boots Alliance Deerfield, IL', {
        ...bold,
        parts: ['Walgreens Boots Alliance', 'Deerfield, IL'],
      }),
      role('Senior Data Engineer', 'Mar 2022 - Present'),
      bullet('Built a Kafka and Spark Structured Streaming pipeline processing 40M events a day'),
      role('Data Engineer', 'Jun 2019 - Feb 2022'),
      bullet('Migrated 300 Informatica jobs to Airflow on Kubernetes'),
      role('Junior Data Engineer', 'Jan 2018 - May 2019'),
      bullet('Wrote the first Airflow DAGs for store sales'),
      makeLine('Coyote Logistics Chicago, IL', { ...bold, parts: ['Coyote Logistics', 'Chicago, IL'] }),
      role('Data Analyst', 'Jul 2017 - Dec 2017'),
      bullet('Built Tableau dashboards for carrier performance'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.location, j.start])).toEqual([
      ['Senior Data Engineer', 'Walgreens Boots Alliance', 'Deerfield, IL', 'Mar 2022'],
      ['Data Engineer', 'Walgreens Boots Alliance', 'Deerfield, IL', 'Jun 2019'],
      ['Junior Data Engineer', 'Walgreens Boots Alliance', 'Deerfield, IL', 'Jan 2018'],
      ['Data Analyst', 'Coyote Logistics', 'Chicago, IL', 'Jul 2017'],
    ]);
  });

  it('leaves a role without a company when the role before it named its company below the title', () => {
    const lines = [
      role('Senior Data Engineer', 'Mar 2022 - Present'),
      makeLine('Walgreens Boots Alliance'),
      bullet('Built a Kafka and Spark Structured Streaming pipeline processing 40M events a day'),
      role('Data Engineer', 'Jun 2019 - Feb 2022'),
      bullet('Migrated 300 Informatica jobs to Airflow on Kubernetes'),
    ];
    expect(extractExperience(lines).map((j) => j.company)).toEqual(['Walgreens Boots Alliance', '']);
  });

  it('leaves a role of one working for oneself after the group without its company', () => {
    const lines = [
      makeLine('Walgreens Boots Alliance Deerfield, IL', {
        ...bold,
        parts: ['Walgreens Boots Alliance', 'Deerfield, IL'],
      }),
      role('Senior Data Engineer', 'Mar 2022 - Present'),
      bullet('Built a Kafka and Spark Structured Streaming pipeline processing 40M events a day'),
      role('Independent Consultant', 'Jan 2016 - Dec 2017'),
      bullet('Advised three retailers on their data warehouses'),
    ];
    expect(extractExperience(lines).map((j) => j.company)).toEqual(['Walgreens Boots Alliance', '']);
  });
});

describe('extractExperience with descriptions as paragraphs a gap apart', () => {
  // LinkedIn's own PDF: no bullet marks, each paragraph a gap below the one before, its lines tight.
  const head = (text: string, over: Partial<Line> = {}) => makeLine(text, { right: 300, ...over });
  const para = (text: string, gapAbove: number, right: number) => makeLine(text, { gapAbove, right });

  it('joins a wrapped line that opens in capitals onto its paragraph', () => {
    const lines = [
      head('Stripe', { isBold: true, size: 12, gapAbove: 1.1 }),
      head('Junior Software Developer'),
      head('January 2019 - February 2021 (2 years 2 months)'),
      para('Shipped offline-first mobile sync in Rust, raising the App Store rating from', 0.6, 548),
      para('3.9 to 4.6', 0.3, 110),
      para('Reduced CI build time by 62% by parallelising test suites and caching', 0.6, 542),
      para('Terraform layers', 0.3, 130),
      para('Implemented OAuth 2.0 / OIDC single sign-on for 80k enterprise users', 0.6, 546),
      para('Automated infrastructure provisioning with gRPC modules covering 226', 0.7, 551),
      para('AWS accounts', 0.2, 118),
      head('Leroux GIE', { isBold: true, size: 12, gapAbove: 1.1 }),
      head('Frontend Developer'),
      head('January 2015 - November 2018 (3 years 11 months)'),
      para('Owned on-call rotation for 121 production services', 0.6, 420),
    ].map((l) => ({ ...l, x: 50 }));
    const jobs = extractExperience([
      ...lines,
      makeLine('Edge line running to the right margin of the column', { right: 560, x: 50, gapAbove: 0.6 }),
    ]);
    expect(jobs.map((j) => [j.company, j.title])).toEqual([
      ['Stripe', 'Junior Software Developer'],
      ['Leroux GIE', 'Frontend Developer'],
    ]);
    expect(jobs[0]!.description).toEqual([
      'Shipped offline-first mobile sync in Rust, raising the App Store rating from 3.9 to 4.6',
      'Reduced CI build time by 62% by parallelising test suites and caching Terraform layers',
      'Implemented OAuth 2.0 / OIDC single sign-on for 80k enterprise users',
      'Automated infrastructure provisioning with gRPC modules covering 226 AWS accounts',
    ]);
  });

  it('keeps the items of a list set tight apart, however long they run', () => {
    const lines = [
      head('Booking.com', { isBold: true, size: 12, gapAbove: 1.1 }),
      head('Backend Developer 2018 - 2021'),
      para('Optimised Docker queries and added composite indexes, speeding up the API by 56%', 0.6, 555),
      para('Led a team of 4 engineers to deliver the new checkout flow, increasing conversion', 0.2, 556),
      para('Introduced contract testing with Pact across 5 teams, cutting incidents by 48%', 0.2, 554),
      para('Implemented OAuth 2.0 / OIDC single sign-on for 75k enterprise users', 0.2, 500),
    ].map((l) => ({ ...l, x: 50 }));
    expect(extractExperience(lines)[0]!.description).toHaveLength(4);
  });
});

describe('extractExperience over a page break', () => {
  it('keeps the entries of page 1 when page 2 is set further left (no label column there)', () => {
    const head = (text: string, over = {}) => makeLine(text, { x: 193, ...over });
    const body = (text: string, over = {}) => makeLine(text, { x: 223, ...over });
    const lines = [
      head('Siemens juin 2022 - Present', { parts: ['Siemens', 'juin 2022 - Present'] }),
      head('Head of Supply Chain'),
      body('Rolled out safety training for 221 staff, lowering recordable incidents by 54%'),
      head('Maersk août 2015 - août 2019', { parts: ['Maersk', 'août 2015 - août 2019'] }),
      head('Procurement Assistant'),
      body('Implemented Oracle SCM demand planning, improving forecast accuracy by 10%'),
      makeLine('Maintained 98.7% on-time delivery across 144 outbound routes during peak season', { x: 110, page: 2 }),
    ];
    const jobs = extractExperience(lines);
    expect(jobs.map((j) => [j.company, j.title, j.start, j.end])).toEqual([
      ['Siemens', 'Head of Supply Chain', 'Jun 2022', 'Present'],
      ['Maersk', 'Procurement Assistant', 'Aug 2015', 'Aug 2019'],
    ]);
    expect(jobs[1]!.description).toHaveLength(2);
  });
});

describe('extractExperience with a duration line and the company set apart', () => {
  it('drops `3 ans 8 mois` and takes the name below it as the company', () => {
    const lines = [
      makeLine("Mars 2023 - Aujourd'hui  Backend Engineer", {
        parts: ["Mars 2023 - Aujourd'hui", 'Backend Engineer'],
        size: 11,
      }),
      makeLine('3 ans 8 mois', { size: 8 }),
      makeLine('Sielemann, Holtfreter und Dieckmann', { x: 120, size: 8 }),
      makeLine('Implemented single sign-on for 55k enterprise users', { x: 80, isBullet: true, size: 8 }),
      makeLine('Led a team of 8 engineers to deliver the new checkout flow', { x: 80, isBullet: true, size: 8 }),
    ];
    expect(extractExperience(lines)).toMatchObject([
      {
        title: 'Backend Engineer',
        company: 'Sielemann, Holtfreter und Dieckmann',
        start: 'Mar 2023',
        end: 'Present',
        description: [
          'Implemented single sign-on for 55k enterprise users',
          'Led a team of 8 engineers to deliver the new checkout flow',
        ],
      },
    ]);
  });
});

describe('extractExperience with the duration in brackets after the dates', () => {
  it('leaves no `( )` behind to be read as the company', () => {
    const lines = [
      makeLine('Senior Backend Engineer', { size: 8, isBold: true }),
      makeLine('Jan 2022 - now (4 years 11 months)', { parts: ['Jan 2022 - now (4 years 11 months)'], size: 6 }),
      makeLine('Led a team of 8 engineers to deliver the new checkout flow', { x: 80, isBullet: true, size: 7 }),
    ];
    const [job] = extractExperience(lines);
    expect(job).toMatchObject({ title: 'Senior Backend Engineer', start: 'Jan 2022', end: 'Now' });
    expect(job!.company).not.toMatch(/[()]/);
  });
});

describe('extractExperience with pipe-separated heads', () => {
  it('keeps commas and dashes inside the pieces of a line cut at pipes', () => {
    const lines = [
      makeLine('Backend Engineer | Flatley, Walker and Kunze March 2018 – Feb 2022', {
        parts: ['Backend Engineer | Flatley, Walker and Kunze', 'March 2018 – Feb 2022'],
      }),
      makeLine('Shipped the billing service', { x: 56, isBullet: true }),
    ];
    expect(extractExperience(lines)).toMatchObject([
      { title: 'Backend Engineer', company: 'Flatley, Walker and Kunze', start: 'March 2018', end: 'Feb 2022' },
    ]);
  });
});

describe('entries whose pieces are separated by semicolons', () => {
  it('cuts a school line at its semicolons too, and a job line with one piece at ` at `', () => {
    const schools = extractEducation([
      makeLine('MRes, Mathematics of Planet Earth; 2016-2017; Imperial College & University of Reading'),
      makeLine('BSc, Mathematics with Professional Practice; 2011-2015; Brunel University London'),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['MRes in Mathematics of Planet Earth', 'Imperial College & University of Reading', '2016', '2017'],
      ['BSc in Mathematics with Professional Practice', 'Brunel University London', '2011', '2015'],
    ]);
    const jobs = extractExperience([
      makeLine('Data Scientist at Sedex; Jun18 - Nov18'),
      makeLine('Built the supplier risk model', { x: 70, isBullet: true }),
    ]);
    expect(jobs).toMatchObject([{ title: 'Data Scientist', company: 'Sedex', start: 'Jun18', end: 'Nov18' }]);
  });
});

describe('a date range cut by a line wrap after its month', () => {
  it('reads the line that opens with the year as the end of that range, not as the next school', () => {
    const line = (text: string, gapAbove: number) => makeLine(text, { x: 57, size: 12, gapAbove });
    const schools = extractEducation([
      line('Master of Science in Software Engineering, University of California, Davis (Sep 2016 – Jun', 0.5),
      line('2018); GPA: 3.14/4.00', 0.1),
      line('B.Tech in Information Technology, New York University (Sep 2011 – Jun 2014); GPA: 3.89', 0.3),
    ]);
    expect(schools.map((e) => [e.university, e.start, e.end, e.gpa])).toEqual([
      ['University of California, Davis', 'Sep 2016', 'Jun 2018', '3.14/4.00'],
      ['New York University', 'Sep 2011', 'Jun 2014', '3.89'],
    ]);
  });

  it('takes no name that starts like a month for a cut range', () => {
    expect(endsInCutRange('Staff Nurse - Łukaszewski-Markowski', '2015-06 - 2017-04')).toBe(false);
    expect(endsInCutRange('Davis (Sep 2016 – June', '2018); GPA: 3.1')).toBe(true);
  });
});

describe('a wrapped bullet that opens with a year', () => {
  it('goes on with the line above when it closes the bracket that line opened', () => {
    const bullet = (text: string) => makeLine(text, { x: 112, isBullet: true, right: 560, gapAbove: 0.4 });
    const wrap = (text: string) => makeLine(text, { x: 112, gapAbove: 0.2 });
    const jobs = extractExperience([
      makeLine('SNLab    Oct. 2016 - Present', {
        x: 90,
        parts: ['SNLab', 'Oct. 2016 - Present'],
        isBold: true,
        isBullet: true,
      }),
      bullet('Developed an Intellij IDEA plugin for Yang modeling language, supporting syntax analysis and'),
      wrap('highlights.'),
      bullet('Developed a complete IDE to support the whole SDN APP development on Maple(SIGCOMM'),
      wrap('2014) and FAST(SIGCOMM Poster).'),
      bullet('Developed Unicorn together, an infrastructure to cut the time of transmissions of'),
      wrap('big files, whose paper was published in SuperComputing 2017'),
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.description[1]).toBe(
      'Developed a complete IDE to support the whole SDN APP development on Maple(SIGCOMM 2014) and FAST(SIGCOMM Poster).',
    );
  });
});

describe('entries headed `Company: Title`', () => {
  it('cuts a short name before a colon off the title', () => {
    const jobs = extractExperience([
      makeLine('2016 - now', { isBold: true }),
      makeLine('Citrusbyte: Tech Lead • Senior Software Engineer', { x: 65 }),
      makeLine('Lead teams and set frontend direction', { x: 83, isBullet: true }),
      makeLine('2015 - now', { isBold: true }),
      makeLine('Firehose Project: Mentor', { x: 65 }),
      makeLine('Teach, guide, pair on code, and assign appropriate homework', { x: 83, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Tech Lead', 'Citrusbyte'],
      ['Mentor', 'Firehose Project'],
    ]);
  });
});

describe('extractEducation from a table under a row of column names', () => {
  it('reads each row by the columns it stands under, and the lines after the table as usual', () => {
    const row = (cells: string[], xs = [63, 207, 340, 377]) =>
      makeLine(cells.join(' '), { x: xs[0], chunks: cells, chunkXs: xs, parts: [cells.join(' ')] });
    const schools = extractEducation([
      row(['Degree', 'Institution', 'Year', 'Percentage']),
      row(['B.E. Computer Engineering', 'University of Pune', '2009 – 2013', '72%']),
      // A cell left empty: the rest still stand under their columns.
      row(['HSC', 'Maharashtra State Board', '81%'], [63, 207, 377]),
      makeLine('Certificate in Data Analytics, Coursera, 2020'),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.start, e.end, e.gpa])).toEqual([
      ['B.E. Computer Engineering', 'University of Pune', '2009', '2013', '72%'],
      ['HSC', 'Maharashtra State Board', '', '', '81%'],
      ['Certificate in Data Analytics', 'Coursera', '', '2020', ''],
    ]);
  });
});

describe('extractEducation with degree names that look otherwise', () => {
  const read = (...texts: string[]) =>
    extractEducation(texts.map((t) => makeLine(t))).map((e) => [e.degree, e.university]);
  it('keeps `High School Diploma` in its order and `(AAS)` as the initials of its degree', () => {
    expect(read('High School Diploma, 2014', 'Lincoln High School')).toEqual([
      ['High School Diploma', 'Lincoln High School'],
    ]);
    expect(read('Associate of Applied Science (AAS), Nursing', 'Portland Community College')).toEqual([
      ['Associate of Applied Science (AAS) in Nursing', 'Portland Community College'],
    ]);
    expect(read('Applied Mathematics M.Sc.', 'University of Bonn')).toEqual([
      ['M.Sc. in Applied Mathematics', 'University of Bonn'],
    ]);
    // A field's initials in brackets stay the field, and a city named in the school goes.
    expect(read('B.Tech (CSE), VIT University, Vellore, 2018')).toEqual([['B.Tech in CSE', 'VIT University']]);
    expect(read('Associate of Applied Science (AAS), Portland Community College, Portland')).toEqual([
      ['Associate of Applied Science (AAS)', 'Portland Community College'],
    ]);
    // A field whose last word is in the school's name is no city of it; a school printed twice is one.
    expect(read('Indian Institute of Technology Bombay', 'Information Technology, B.Tech')).toEqual([
      ['B.Tech in Information Technology', 'Indian Institute of Technology Bombay'],
    ]);
    expect(
      extractEducation([
        makeLine('RWTH Aachen University Sep 2020 - Jul 2022 RWTH Aachen University', {
          parts: ['RWTH Aachen University Sep 2020 - Jul 2022', 'RWTH Aachen University'],
        }),
      ]).map((e) => [e.degree, e.university]),
    ).toEqual([['', 'RWTH Aachen University']]);
    // A code after a school may be its degree.
    expect(read('University of Mumbai, ME, 2018')[0]![1]).toBe('University of Mumbai, ME');
  });
  it("drops the country after a school's name and keeps a campus", () => {
    expect(read('Master of Science, Computer Science', 'Technical University of Munich, Germany')).toEqual([
      ['Master of Science in Computer Science', 'Technical University of Munich'],
    ]);
    expect(read('BS, Biology', 'University of California, Davis')).toEqual([
      ['BS in Biology', 'University of California, Davis'],
    ]);
  });
});

describe('extractEducation from a tight table', () => {
  const row = (cells: string[], xs: number[], gapAbove = 0.2) =>
    makeLine(cells.join(' '), { x: xs[0], chunks: cells, chunkXs: xs, parts: [cells.join(' ')], gapAbove });
  it('opens a row at any year cell, `Pursuing` too, and reads two school columns as one school', () => {
    const xs = [63, 160, 260, 380, 450];
    const schools = extractEducation([
      row(['Examination', 'Board/University', 'Institution', 'Year', 'Percentage'], xs, 0.5),
      row(['Ph.D. (CSE)', 'IISc', 'IISc Bangalore', 'Pursuing', '-'], xs),
      row(['B.Tech (CSE)', 'AKTU', 'KIET Ghaziabad', '2019', '78%'], xs),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.end, e.gpa])).toEqual([
      ['Ph.D. (CSE)', 'IISc IISc Bangalore', 'Pursuing', '-'],
      ['B.Tech (CSE)', 'AKTU KIET Ghaziabad', '2019', '78%'],
    ]);
  });
  it('reads every row of a table with no year column', () => {
    const xs = [63, 200, 400];
    const schools = extractEducation([
      row(['Qualification', 'Institution', 'Percentage'], xs, 0.5),
      row(['B.Sc. Physics', 'Delhi University', '81%'], xs),
      row(['XII', 'CBSE', '92%'], xs),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['B.Sc. Physics', 'Delhi University', '81%'],
      ['XII', 'CBSE', '92%'],
    ]);
  });
});

describe('extractEducation from a table whose cells wrap', () => {
  it('goes on with a row on the lines tight under it, and ends at the next table of column names', () => {
    const cellsAt = (cells: [string, number][], gapAbove: number) =>
      makeLine(cells.map(([t]) => t).join(' '), {
        x: cells[0]![1],
        chunks: cells.map(([t]) => t),
        chunkXs: cells.map(([, x]) => x),
        parts: [cells.map(([t]) => t).join(' ')],
        gapAbove,
      });
    const schools = extractEducation([
      cellsAt(
        [
          ['Zeitraum', 72],
          ['Ausbildung', 204],
          ['Institution', 340],
        ],
        0.3,
      ),
      cellsAt([['2019 – 2020', 72]], 0.5),
      cellsAt(
        [
          ['Dipl. Online Social', 204],
          ['Klubschule Migros, St.', 340],
        ],
        0,
      ),
      cellsAt(
        [
          ['Media Marketing', 204],
          ['Gallen', 340],
        ],
        0.2,
      ),
      cellsAt([['Manager IAB', 204]], 0.1),
      cellsAt(
        [
          ['2013', 72],
          ['Dipl. Qualitätsmanager FA', 204],
          ['ZBW, St. Gallen', 340],
        ],
        0.4,
      ),
      cellsAt(
        [
          ['Zeitraum', 72],
          ['Schule', 204],
        ],
        0.3,
      ),
      cellsAt(
        [
          ['1995 – 1998', 72],
          ['Oberstufe, Bronschhofen SG', 204],
        ],
        0.5,
      ),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['Dipl. Online Social Media Marketing Manager IAB', 'Klubschule Migros, St. Gallen', '2019', '2020'],
      ['Dipl. Qualitätsmanager FA', 'ZBW, St. Gallen', '', '2013'],
      ['', 'Oberstufe, Bronschhofen SG', '1995', '1998'],
    ]);
  });
});

describe('extractEducation with bullets set left of the heads', () => {
  it("splits at each head though a bullet's wrapped rest stands left of them", () => {
    const head = (text: string, dates: string) =>
      makeLine(`${text} ${dates}`, { x: 64, size: 11, gapAbove: 0.7, parts: [text, dates] });
    const school = (text: string, place: string) =>
      makeLine(`${text} ${place}`, { x: 64, size: 11, gapAbove: 0.2, parts: [text, place] });
    const bullet = (text: string) => makeLine(text, { x: 47, size: 9, gapAbove: 0.3, isBullet: true });
    const schools = extractEducation([
      head('Resident Physician, Otolaryngology', '2021-2026'),
      school('University of Chicago Medical Center', 'Chicago, IL'),
      bullet('Presented Grand Rounds on 3D Printing in OHNS, Optimization of Surgical Scars, and Factors'),
      makeLine('that Affect Free Flap Outcomes', { x: 47, size: 9, gapAbove: 0.3 }),
      head('Doctor of Medicine (M.D.)', '2017 - 2021'),
      school('University of Chicago Pritzker School of Medicine', 'Chicago, IL'),
      bullet('USMLE Step 1 259 (4/2019)'),
    ]);
    expect(schools.map((e) => [e.university, e.start, e.end])).toEqual([
      ['University of Chicago Medical Center', '2021', '2026'],
      ['University of Chicago Pritzker School of Medicine', '2017', '2021'],
    ]);
  });
});

describe('extractEducation with labelled details under a school', () => {
  it('keeps a `Relevant Coursework:` line inside its school, not as a school of its own', () => {
    const lines = [
      makeLine('Carnegie Mellon University Pittsburgh, PA', {
        parts: ['Carnegie Mellon University', 'Pittsburgh, PA'],
      }),
      makeLine('Bachelor of Science in Electrical and Computer Engineering, Minor in Robotics Expected May 2027', {
        parts: ['Bachelor of Science in Electrical and Computer Engineering, Minor in Robotics', 'Expected May 2027'],
      }),
      makeLine('GPA: 3.71/4.00; Dean’s List (Fall 2023, Spring 2024)'),
      makeLine(
        'Relevant Coursework: Embedded Systems, Signals and Systems, Computer Architecture, Distributed Systems',
      ),
    ];
    expect(extractEducation(lines).map((e) => [e.university, e.degree, e.end, e.gpa])).toEqual([
      [
        'Carnegie Mellon University',
        'Bachelor of Science in Electrical and Computer Engineering',
        'May 2027',
        '3.71/4.00',
      ],
    ]);
  });
});

describe('extractEducation with a school inside a university', () => {
  const head = (text: string, date: string) => makeLine(`${text} ${date}`, { gapAbove: 1, parts: [text, date] });

  it('takes the university, not the school or department inside it, and initials beside a unit', () => {
    const schools = extractEducation([
      head('M.S., School of Engineering, Stanford University', '2014 – 2016'),
      head('Ph.D., Faculty of Law, EPFL', '2016 – 2020'),
    ]);
    expect(schools.map((e) => e.university)).toEqual(['Stanford University', 'EPFL']);
    // A field's initials are no school.
    const [btech] = extractEducation([head('B.Tech, CSE, College of Engineering Trivandrum', '2016 – 2020')]);
    expect(btech?.university).toBe('College of Engineering Trivandrum');
  });
});

describe('extractEducation in Spanish, Portuguese, French and Italian', () => {
  it('reads a faculty as the school and the degree words and grade words of those languages', () => {
    const lines = [
      makeLine('2015-2020', { x: 40, gapAbove: 1.5 }),
      makeLine('Doctorado en Ciencias de la Atmósfera', { x: 110, isBold: true }),
      makeLine('Facultad de Ciencias Exactas y Naturales', { x: 110 }),
      makeLine('2009-2015', { x: 40, gapAbove: 1.5 }),
      makeLine('Licenciatura en Oceanografía', { x: 110, isBold: true }),
      makeLine('Facultad de Ciencias Exactas y Naturales', { x: 110 }),
      makeLine('Promedio: 8.7', { x: 110 }),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['Doctorado en Ciencias de la Atmósfera', 'Facultad de Ciencias Exactas y Naturales', ''],
      ['Licenciatura en Oceanografía', 'Facultad de Ciencias Exactas y Naturales', '8.7'],
    ]);
    const [laurea] = extractEducation([
      makeLine('Laurea Magistrale in Fisica, Facoltà di Scienze, Università di Pisa 2014 – 2016', {
        parts: ['Laurea Magistrale in Fisica, Facoltà di Scienze, Università di Pisa', '2014 – 2016'],
      }),
    ]);
    expect(laurea).toMatchObject({ degree: 'Laurea Magistrale in Fisica', university: 'Università di Pisa' });
    // A degree that names its field in its own language takes no faculty for one; a faculty
    // named with `del` or `do` is no university.
    const row = (text: string) => makeLine(`${text} 2014 – 2018`, { parts: [text, '2014 – 2018'] });
    const [economia, direito, deporte] = extractEducation([
      row('Licenciatura en Economía, Facultad de Ciencias Económicas, Universidad de Buenos Aires'),
      row('Mestrado em Direito, Faculdade do Porto, Universidade do Porto'),
      row('Máster en Derecho, Facultad del Deporte, Universidad de Granada'),
    ]);
    expect(economia).toMatchObject({ degree: 'Licenciatura en Economía', university: 'Universidad de Buenos Aires' });
    expect(direito).toMatchObject({ degree: 'Mestrado em Direito', university: 'Universidade do Porto' });
    expect(deporte).toMatchObject({ degree: 'Máster en Derecho', university: 'Universidad de Granada' });
    // The word alone names no school.
    const [physics] = extractEducation([row('B.S. in Physics, Faculty Advisor Dr. Smith, Stanford University')]);
    expect(physics?.university).toBe('Stanford University');
  });
});

describe('heads that change weight between the things they name', () => {
  const head = (text: string, boldLead: string, parts = [text]) => makeLine(text, { gapAbove: 1, boldLead, parts });

  it('reads a bold run opening a head line as a piece of its own', () => {
    const schools = extractEducation([
      head(
        'Bachelor of Science in Computer Engineering University of California, Santa Cruz — 2017',
        'Bachelor of Science in Computer Engineering',
      ),
    ]);
    expect(schools).toMatchObject([
      { degree: 'Bachelor of Science in Computer Engineering', university: 'University of California, Santa Cruz' },
    ]);
    // A bold degree that goes on in `in` keeps its field.
    const [ms] = extractEducation([head('M.S. in Computer Science, Stanford University', 'M.S.')]);
    expect(ms).toMatchObject({ degree: 'M.S. in Computer Science', university: 'Stanford University' });
    const [job] = extractExperience([
      head('Data Engineer at Acme Analytics', 'Data Engineer', ['Data Engineer at Acme Analytics']),
    ]);
    expect(job).toMatchObject({ title: 'Data Engineer', company: 'Acme Analytics' });
  });

  it('leaves a bold label with what it labels, and takes a bracketed link beside a bold name as the ref', () => {
    const [paper] = extractPublications(
      [
        makeLine('Forecasting Hospital Bed Demand', { size: 11, gapAbove: 1 }),
        head('Published by Journal of Healthcare Informatics 2023-05', 'Published by', [
          'Published by Journal of Healthcare Informatics',
          '2023-05',
        ]),
      ],
      'Zoe Obrien',
    );
    expect(paper?.publisher).toBe('Journal of Healthcare Informatics');
    const [project] = extractProjects([
      head('Marathon Training Log (github.com/zoe/marathon-log)', 'Marathon Training Log'),
      makeLine('Web app for logging runs', { x: 70, isBullet: true }),
    ]);
    expect(project).toMatchObject({ name: 'Marathon Training Log', ref: 'github.com/zoe/marathon-log' });
  });
});

describe('extractEducation with the school on a line of its own', () => {
  it('drops the city and region after the school as a head line does, and keeps a campus', () => {
    const degree = (text: string) => makeLine(text, { x: 145 });
    const school = (text: string) => makeLine(text, { x: 180, gapAbove: 0.2 });
    expect(
      extractEducation([
        degree('B.S. Chemistry & General Engineering'),
        school('California Polytechnic State University, San Luis Obispo, CA'),
        degree('PhD Pre-Candidate in Physical Chemistry'),
        school('University of California, Irvine'),
        degree('M.S. Computer Science'),
        school('University of Wisconsin, Madison, WI'),
        degree('Master of Science in Aerospace Engineering'),
        school('Queensland University of Technology, Brisbane, QLD'),
      ]).map((e) => [e.degree, e.university]),
    ).toEqual([
      ['B.S. Chemistry & General Engineering', 'California Polytechnic State University'],
      ['PhD Pre-Candidate in Physical Chemistry', 'University of California, Irvine'],
      ['M.S. Computer Science', 'University of Wisconsin, Madison'],
      ['Master of Science in Aerospace Engineering', 'Queensland University of Technology'],
    ]);
  });
});

describe('extractEducation with the school on an `at` line', () => {
  it('drops the `at` that joins the school to the degree above it', () => {
    const [degree] = extractEducation([
      makeLine('M.Sc. in Applied Mathematics'),
      makeLine('at Universidad de Sevilla'),
      makeLine('Jan 2018 - Jan 2020', { x: 114 }),
    ]);
    expect(degree).toMatchObject({ degree: 'M.Sc. in Applied Mathematics', university: 'Universidad de Sevilla' });
  });

  it('puts a degree written after its field first, and leaves `Master of Science` alone', () => {
    const degrees = extractEducation([
      makeLine('Universidad de Sevilla 2018 — 2020', { parts: ['Universidad de Sevilla', '2018 — 2020'], size: 13.5 }),
      makeLine('Applied Mathematics', { x: 61, isBullet: true }),
      makeLine('M.Sc.', { x: 61, gapAbove: 0.1 }),
      makeLine('MIT 2014 — 2018', { parts: ['MIT', '2014 — 2018'], size: 13.5 }),
      makeLine('Master of Science', { x: 61, isBullet: true }),
    ]);
    expect(degrees.map((d) => d.degree)).toEqual(['M.Sc. in Applied Mathematics', 'Master of Science']);
  });
});

describe('extractEducation over a page break', () => {
  it('starts the next school on a page set further left, at the same place on its own page', () => {
    const degrees = extractEducation([
      makeLine('Universidad de Sevilla 2012 - 2016', {
        x: 169,
        page: 3,
        size: 13.5,
        parts: ['Universidad de Sevilla', '2012 - 2016'],
      }),
      makeLine('Ph.D. - Computational Biology', { x: 169, page: 3 }),
      makeLine('Universidad de Sevilla 2007 - 2011', {
        x: 69,
        page: 4,
        size: 13.5,
        parts: ['Universidad de Sevilla', '2007 - 2011'],
      }),
      makeLine('Bachelor of Science - Statistics', { x: 69, page: 4 }),
    ]);
    expect(degrees.map((d) => [d.university, d.start, d.end])).toEqual([
      ['Universidad de Sevilla', '2012', '2016'],
      ['Universidad de Sevilla', '2007', '2011'],
    ]);
  });
});

describe('extractEducation with a field and a degree set apart by a slash', () => {
  it('reads `Field / Degree` as `Degree in Field`', () => {
    const [entry] = extractEducation([
      makeLine('Universitat de Barcelona  Sep 2011 - May 2015', {
        parts: ['Universitat de Barcelona', 'Sep 2011 - May 2015'],
        size: 13,
      }),
      makeLine('Computational Biology / Ph.D.', { size: 9.7 }),
    ]);
    expect(entry).toMatchObject({ degree: 'Ph.D. in Computational Biology', university: 'Universitat de Barcelona' });
  });
});

describe('extractEducation', () => {
  it('starts the next entry where the style of its first line comes back, with no dates to go by, and reads a grade after a dash', () => {
    const school = (text: string) => makeLine(text, { size: 16, isHeading: true, isParagraph: true });
    const plain = (text: string) => makeLine(text, { isParagraph: true });
    expect(
      extractEducation([
        school('Universitat de Barcelona'),
        plain('Applied Mathematics, M.Sc. —3.8/4.0'),
        school('Universidad de Sevilla'),
        plain('Economics, B.Sc.'),
      ]).map((e) => [e.university, e.degree, e.gpa]),
    ).toEqual([
      ['Universitat de Barcelona', 'M.Sc. in Applied Mathematics', '3.8/4.0'],
      ['Universidad de Sevilla', 'B.Sc. in Economics', ''],
    ]);
  });

  it('reads consecutive one-line schools as separate entries', () => {
    const lines = [
      makeLine('M.Sc. in Applied Mathematics | University of Manchester September 2010 – May 2012', {
        parts: ['M.Sc. in Applied Mathematics | University of Manchester', 'September 2010 – May 2012'],
      }),
      makeLine('University of California, Davis 2005 – 2008', {
        parts: ['University of California, Davis', '2005 – 2008'],
      }),
    ];
    expect(extractEducation(lines)).toEqual([
      {
        degree: 'M.Sc. in Applied Mathematics',
        university: 'University of Manchester',
        start: 'September 2010',
        end: 'May 2012',
        gpa: '',
      },
      { degree: '', university: 'University of California, Davis', start: '2005', end: '2008', gpa: '' },
    ]);
  });

  it('joins degree and field and reads a grade', () => {
    const lines = [
      makeLine('Computer Science, B.Sc., University of Lagos'),
      makeLine('2014 - 2018'),
      makeLine('GPA: 3.7/4.0'),
    ];
    expect(extractEducation(lines)).toEqual([
      {
        degree: 'B.Sc. in Computer Science',
        university: 'University of Lagos',
        start: '2014',
        end: '2018',
        gpa: '3.7/4.0',
      },
    ]);
  });
});

describe('extractSkills', () => {
  it('reads a name of a few words and a dash before a list as the group, and a dash in an item as text', () => {
    const lines = [
      makeLine('Python - 8 years', { isBullet: true }),
      makeLine('Analytical Methods - agent-based modeling, optimization, Monte Carlo simulation', { isBullet: true }),
      makeLine('Languages – German (Native), English (Business Fluent)', { isBullet: true }),
    ];
    expect(extractSkills(lines).map((s) => [s.category, s.technologies])).toEqual([
      ['', ['Python - 8 years']],
      ['Analytical Methods', ['agent-based modeling', 'optimization', 'Monte Carlo simulation']],
      ['Languages', ['German (Native)', 'English (Business Fluent)']],
    ]);
  });

  it('reads tags a Word document set with only spaces between them, each under the line that names them', () => {
    const lines = [
      makeLine('Cloud & DevOps'),
      makeLine('GCP Jenkins Azure AWS GitHub Actions Terraform'),
      makeLine('Languages'),
      makeLine('SQL Rust JavaScript'),
      makeLine('Practices'),
      makeLine('Observability Microservices TDD Agile/Scrum CI/CD Domain-Driven Design'),
    ];
    expect(extractSkills(lines)).toEqual([
      { category: 'Cloud & DevOps', technologies: ['GCP', 'Jenkins', 'Azure', 'AWS', 'GitHub Actions', 'Terraform'] },
      { category: 'Languages', technologies: ['SQL', 'Rust', 'JavaScript'] },
      {
        category: 'Practices',
        technologies: ['Observability', 'Microservices', 'TDD', 'Agile/Scrum', 'CI/CD', 'Domain-Driven Design'],
      },
    ]);
    // One skill a line is a list, not categories.
    expect(extractSkills([makeLine('Kubernetes'), makeLine('DCF Valuation'), makeLine('Terraform')])).toEqual([
      { category: '', technologies: ['Kubernetes', 'DCF Valuation', 'Terraform'] },
    ]);
  });

  it('reads Category: list lines, category headers over bullets, and tag rows', () => {
    const lines = [
      makeLine('Languages: TypeScript, Go (1.22), SQL'),
      makeLine('Cloud', { isBold: true }),
      makeLine('AWS', { x: 70, isBullet: true }),
      makeLine('GCP', { x: 70, isBullet: true }),
    ];
    expect(extractSkills(lines)).toEqual([
      { category: 'Languages', technologies: ['TypeScript', 'Go (1.22)', 'SQL'] },
      { category: 'Cloud', technologies: ['AWS', 'GCP'] },
    ]);
    expect(
      extractSkills([
        makeLine('ACLS'),
        makeLine('Tools: Jira, Excel'),
        makeLine('Six Sigma, Lean'),
        makeLine('Finance: IFRS, US GAAP,'),
        makeLine('Consolidation'),
        makeLine('Content', { isBold: true }),
      ]),
    ).toEqual([
      { category: '', technologies: ['ACLS'] },
      { category: 'Tools', technologies: ['Jira', 'Excel'] },
      { category: '', technologies: ['Six Sigma', 'Lean'] },
      { category: 'Finance', technologies: ['IFRS', 'US GAAP', 'Consolidation'] },
      { category: 'Content', technologies: [] },
    ]);
    const tags = makeLine('Figma Sketch Adobe XD', { chunks: ['Figma', 'Sketch', 'Adobe XD'], chunkXs: [0, 60, 120] });
    expect(extractSkills([tags])).toEqual([{ category: '', technologies: ['Figma', 'Sketch', 'Adobe XD'] }]);
  });

  it('reads a group’s name set before one bar and a comma list, and cuts a list at a sentence’s full stop', () => {
    const libs = 'Languages & Libs | HTML 5, CSS 3, jQuery, PHP 5.x & 7, Sass/LESS. Familiarity with Ruby';
    expect(
      extractSkills([
        makeLine(libs, { boldLead: 'Languages & Libs |' }),
        makeLine('Software | Adobe CC Suite, Axure RP'),
      ]),
    ).toEqual([
      {
        category: 'Languages & Libs',
        technologies: ['HTML 5', 'CSS 3', 'jQuery', 'PHP 5.x & 7', 'Sass/LESS', 'Familiarity with Ruby'],
      },
      { category: 'Software', technologies: ['Adobe CC Suite', 'Axure RP'] },
    ]);
    // A skill before the bar is the list's first item; a row of bars is a list; an abbreviation's
    // full stop cuts nothing.
    expect(
      extractSkills([
        makeLine('Excel | PowerPoint, Word'),
        makeLine('Salesforce | Microsoft Office (Word, Excel)'),
        makeLine('Python | Go, Rust | SQL'),
        makeLine('Adv. Excel, Project Mgmt. Software, Mech. Design for manufacturing'),
      ]),
    ).toEqual([
      {
        category: '',
        technologies: [
          'Excel',
          'PowerPoint',
          'Word',
          'Salesforce',
          'Microsoft Office (Word, Excel)',
          'Python',
          'Go',
          'Rust',
          'SQL',
          'Adv. Excel',
          'Project Mgmt. Software',
          'Mech. Design for manufacturing',
        ],
      },
    ]);
  });
});

describe('extractPublications', () => {
  it('reads references by the name that recurs in them when the CV prints no name', () => {
    const bullet = (text: string) => makeLine(text, { x: 92, isBullet: true, gapAbove: 0.2 });
    const wrap = (text: string) => makeLine(text, { x: 92, gapAbove: 0.1 });
    const lines = [
      bullet('Jardine, Adam, Nick Danis, and Luca Iacoponi. 2021. A formal investigation of Q-Theory in'),
      wrap('comparison to Autosegmental Representations. Linguistic Inquiry 52.2. [doi, lingbuzz]'),
      bullet('Danis, Nick. 2020. Yoruba vowel deletion involves compensatory lengthening: evidence from'),
      wrap('phonetics. Stellenbosch Papers in Linguistics Plus 60. [doi]'),
      bullet('Danis, Nick. 2019. Long-distance major place harmony. Phonology 36.4. 573-604.'),
      bullet('Danis, Nick. 2011. The Phonological Word in Medumba. Ms., Boston University.'),
    ];
    expect(extractPublications(lines, '').map((p) => [p.title, p.date])).toEqual([
      ['A formal investigation of Q-Theory in comparison to Autosegmental Representations', '2021'],
      ['Yoruba vowel deletion involves compensatory lengthening: evidence from phonetics', '2020'],
      ['Long-distance major place harmony', '2019'],
      ['The Phonological Word in Medumba', '2011'],
    ]);
  });

  it('reads title, publisher and date from one line each', () => {
    const lines = [
      makeLine('Scaling Queues in Practice, ACM Queue, July 2018'),
      makeLine('On Remote Teams, Harvard Business Review, 03/2016'),
    ];
    expect(extractPublications(lines)).toEqual([
      { title: 'Scaling Queues in Practice', publisher: 'ACM Queue', date: 'July 2018', url: '' },
      { title: 'On Remote Teams', publisher: 'Harvard Business Review', date: '03/2016', url: '' },
    ]);
  });
});

describe('extractExperience with the head shapes people write', () => {
  const bullet = (text: string) => makeLine(text, { x: 70, isBullet: true });
  it.each([
    [['VP Marketing at Nwuzor Ltd', 'Feb 2024 - Current'], 'VP Marketing', 'Nwuzor Ltd'],
    [['Nwuzor Ltd — VP Marketing', 'Feb 2024 - Current'], 'VP Marketing', 'Nwuzor Ltd'],
    [
      ['Account Manager, Smith, Jones and Partners', 'Feb 2024 - Current'],
      'Account Manager',
      'Smith, Jones and Partners',
    ],
    [
      ['Dickens, Satterfield and Lemke, Growth Marketer', 'Feb 2024 - Current'],
      'Growth Marketer',
      'Dickens, Satterfield and Lemke',
    ],
  ])('reads %j', (parts, title, company) => {
    const [entry] = extractExperience([makeLine(parts.join(' '), { parts }), bullet('Grew pipeline by 40%')]);
    expect(entry).toMatchObject({
      title,
      company,
      start: 'Feb 2024',
      end: 'Current',
      description: ['Grew pipeline by 40%'],
    });
  });

  it('keeps a city and state cut at commas out of the company and reads them as the location', () => {
    const [entry] = extractExperience([
      makeLine('Google, Mountain View, CA', { parts: ['Google, Mountain View, CA', 'Jan 2020 - Mar 2022'] }),
      makeLine('Software Engineer'),
      bullet('Shipped search ranking'),
    ]);
    expect(entry).toMatchObject({ title: 'Software Engineer', company: 'Google', location: 'Mountain View, CA' });
    const [noCity] = extractExperience([
      makeLine('Software Engineer, Google, CA', { parts: ['Software Engineer, Google, CA', '2020 - 2022'] }),
      bullet('Shipped search ranking'),
    ]);
    expect(noCity!.company).toContain('Google');
  });

  it('reads title and company on separate lines in either order, with dates on their own line', () => {
    const entries = extractExperience([
      makeLine('Wiza - VonRueden', { size: 12 }),
      makeLine('Data Engineer'),
      makeLine('Jan 2020 - Mar 2022'),
      bullet('Moved 40 pipelines to Airflow'),
      makeLine('Senior Accountant'),
      makeLine('Barclays'),
      makeLine('2018 - 2020'),
      bullet('Closed the books monthly'),
    ]);
    expect(entries.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Data Engineer', 'Wiza - VonRueden', 'Jan 2020', 'Mar 2022'],
      ['Senior Accountant', 'Barclays', '2018', '2020'],
    ]);
  });

  it('does not start an entry at the wrapped end of an unmarked bullet', () => {
    const entries = extractExperience([
      makeLine('Analyst at Acme Corp', { parts: ['Analyst at Acme Corp', '2019 - 2021'] }),
      makeLine('Reconciled 40 accounts each month across three regional ledgers and the', { x: 50 }),
      makeLine('consolidated group ledger', { x: 50, gapAbove: 0.2 }),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.description).toEqual([
      'Reconciled 40 accounts each month across three regional ledgers and the consolidated group ledger',
    ]);
  });
});

describe('extractEducation with the shapes people write', () => {
  it('reads a grade in brackets, a colon between degree and field, and dates printed after the entry', () => {
    const entries = extractEducation([
      makeLine('Universidad Complutense de Madrid', { x: 217, isBold: true }),
      makeLine('B.A.: Communications (3.67/4.00)', { x: 241, isBullet: true }),
      makeLine('SEP 2013 TO MAY 2017', { x: 62 }),
    ]);
    expect(entries).toEqual([
      {
        degree: 'B.A. in Communications',
        university: 'Universidad Complutense de Madrid',
        start: 'SEP 2013',
        end: 'MAY 2017',
        gpa: '3.67/4.00',
      },
    ]);
  });

  it('reads a bare grade in brackets after the school, and a field in brackets after the degree', () => {
    const entries = extractEducation([
      makeLine('Universidad de Sevilla (3.84)', { gapAbove: 1 }),
      makeLine('Ph.D. (Computational Biology) ‖ 2012-09 - 2016-07', {
        parts: ['Ph.D. (Computational Biology)', '2012-09 - 2016-07'],
      }),
      makeLine('Universidad de Sevilla', { gapAbove: 1 }),
      makeLine('Bachelor of Science (Honours) ‖ 2007 - 2011', {
        parts: ['Bachelor of Science (Honours)', '2007 - 2011'],
      }),
    ]);
    expect(entries.map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['Ph.D. in Computational Biology', 'Universidad de Sevilla', '3.84'],
      ['Bachelor of Science (Honours)', 'Universidad de Sevilla', ''],
    ]);
    // Standing in brackets is no field, a degree with its field already has none to take, and a
    // number in brackets in a course list is no grade.
    const [hons, physics] = extractEducation([
      makeLine('University of Leeds ‖ 2015 - 2018', { parts: ['University of Leeds', '2015 - 2018'], gapAbove: 1 }),
      makeLine('B.Sc. (Hons)'),
      makeLine('Relevant courses: Linear Algebra, Probability, Statistics, Econometrics (4.0)', {
        x: 70,
        isBullet: true,
      }),
      makeLine('University of York ‖ 2012 - 2015', { parts: ['University of York', '2012 - 2015'], gapAbove: 1 }),
      makeLine('BSc Physics (First Class)'),
    ]);
    expect([hons?.degree, hons?.gpa, physics?.degree]).toEqual(['B.Sc. (Hons)', '', 'BSc Physics (First Class)']);
  });

  it('reads a lone year as the year the degree was finished', () => {
    const [entry] = extractEducation([
      makeLine('BSc Nursing, King’s College London', { parts: ['BSc Nursing, King’s College London', '2019'] }),
    ]);
    expect(entry).toMatchObject({ start: '', end: '2019', university: 'King’s College London' });
  });
});

describe('extractEducation in a grid', () => {
  it('reads two schools set side by side column by column', () => {
    const row = (a: string, b: string, over = {}) =>
      makeLine(`${a} ${b}`, { parts: [a, b], partXs: [50, 320], ...over });
    const entries = extractEducation([
      row('Universität Hamburg', 'RWTH Aachen University', { isBold: true, size: 10.5 }),
      row('Sep 2011 - May 2014', 'Sep 2007 - May 2009', { size: 9 }),
      row('Bachelor of Nursing', 'Associate Degree in Nursing', { size: 9 }),
    ]);
    expect(entries.map((e) => [e.university, e.degree, e.start, e.end])).toEqual([
      ['Universität Hamburg', 'Bachelor of Nursing', 'Sep 2011', 'May 2014'],
      ['RWTH Aachen University', 'Associate Degree in Nursing', 'Sep 2007', 'May 2009'],
    ]);
  });
});

describe('extractProjects with a link on the title line', () => {
  it('splits the link off the name into ref', () => {
    const [project] = extractProjects([
      makeLine('Vitae (github.com/ada/vitae)', { isBold: true }),
      makeLine('Resume builder used by 2,000 people', { x: 70, isBullet: true }),
    ]);
    expect(project).toMatchObject({ name: 'Vitae', ref: 'github.com/ada/vitae' });
  });
});

describe('extractExperience with company, dates and title in one style', () => {
  it('keeps the title with its company when only the title has bullets', () => {
    const head = (text: string) => makeLine(text, { size: 8.5, isBold: true, x: 46 });
    const entries = extractExperience([
      head('Johar Brothers'),
      makeLine('October 2022 – Present', { size: 7.1, x: 46 }),
      head('Senior Software Engineer'),
      makeLine('Automated provisioning of 175 AWS accounts', { size: 7.1, x: 56, isBullet: true }),
      head('Spotify'),
      makeLine('March 2019 – June 2022', { size: 7.1, x: 46 }),
      head('Backend Engineer'),
      makeLine('Cut bundle size by 26%', { size: 7.1, x: 56, isBullet: true }),
    ]);
    expect(entries.map((e) => [e.company, e.title, e.start, e.description.length])).toEqual([
      ['Johar Brothers', 'Senior Software Engineer', 'October 2022', 1],
      ['Spotify', 'Backend Engineer', 'March 2019', 1],
    ]);
  });
});

describe('extractCertifications in groups under labels', () => {
  it('reads each bullet under a label as a certificate, the label its issuer when it names one', () => {
    const label = (text: string) => makeLine(text, { x: 72, gapAbove: 1.1 });
    const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.3 });
    const certificates = extractCertifications([
      label('Languages'),
      bullet('\u{1F1EE}\u{1F1EE} English certificate B2'),
      bullet('\u{1F1EE}\u{1F1EE} German participation certificate A1'),
      label('Cisco'),
      bullet('Routing and Switching Introduction to Networks'),
      bullet('Linux essential'),
      label('Other certificates'),
      bullet('Samsung Innovation Camp'),
    ]);
    expect(certificates.map((c) => [c.name, c.issuer])).toEqual([
      ['English certificate B2', ''],
      ['German participation certificate A1', ''],
      ['Routing and Switching Introduction to Networks', 'Cisco'],
      ['Linux essential', 'Cisco'],
      ['Samsung Innovation Camp', ''],
    ]);
  });
});

describe('extractCertifications with name and issuer run together', () => {
  it('splits the issuer after an acronym or the word Certification, and keeps an acronym set apart', () => {
    const certs = extractCertifications([
      makeLine('Certified Kubernetes Application Developer (CKAD) The Linux Foundation Jul 2016'),
      makeLine('HubSpot Inbound Marketing Certification HubSpot Academy Sep 2023'),
      makeLine('Critical Care Registered Nurse (CCRN) AACN Certification Corporation Apr 2024'),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Certified Kubernetes Application Developer (CKAD)', 'The Linux Foundation', 'Jul 2016'],
      ['HubSpot Inbound Marketing Certification', 'HubSpot Academy', 'Sep 2023'],
      ['Critical Care Registered Nurse (CCRN)', 'AACN Certification Corporation', 'Apr 2024'],
    ]);
    const [split] = extractCertifications([
      makeLine('Certified Developer (CKAD) Jul 2016', { parts: ['Certified Developer', '(CKAD)', 'Jul 2016'] }),
    ]);
    expect(split).toMatchObject({ name: 'Certified Developer (CKAD)', issuer: '' });
  });
});

describe('extractCertifications with each date above its entry', () => {
  it('opens an entry at each date when the section starts with one', () => {
    const certs = extractCertifications([
      makeLine('Jul 2024'),
      makeLine('Google Professional Cloud Developer'),
      makeLine('Google Cloud'),
      makeLine('May 2023'),
      makeLine('Certified Kubernetes Administrator'),
      makeLine('The Linux Foundation'),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Google Professional Cloud Developer', 'Google Cloud', 'Jul 2024'],
      ['Certified Kubernetes Administrator', 'The Linux Foundation', 'May 2023'],
    ]);
  });
});

describe('extractProjects one a line', () => {
  it('reads `Name: description` lines as one project each', () => {
    const projects = extractProjects([
      makeLine('pixelboard: Real-time collaborative whiteboard built with WebSockets and Go'),
      makeLine('ratelimitd: A distributed rate limiter with a Redis backend'),
    ]);
    expect(projects.map((p) => [p.name, p.description])).toEqual([
      ['pixelboard', ['Real-time collaborative whiteboard built with WebSockets and Go']],
      ['ratelimitd', ['A distributed rate limiter with a Redis backend']],
    ]);
  });

  it('reads a bold `Name:` with nothing after it as a project without a description', () => {
    const projects = extractProjects([
      makeLine('Marathon Training Log: Used by 55 members of a running club.', {
        boldLead: 'Marathon Training Log:',
      }),
      makeLine('Warehouse Slotting Optimizer:', { isBold: true, gapAbove: 0.1 }),
      makeLine('schema-diff:', { isBold: true, gapAbove: 0.1 }),
    ]);
    expect(projects.map((p) => [p.name, p.description])).toEqual([
      ['Marathon Training Log', ['Used by 55 members of a running club.']],
      ['Warehouse Slotting Optimizer', []],
      ['schema-diff', []],
    ]);
  });

  it('joins a wrapped line to its project and takes names of up to six words', () => {
    const projects = extractProjects([
      makeLine('Volunteer Website for Food Bank: Rebuilt the donation site of a local food bank on', { gapAbove: 1.5 }),
      makeLine('WordPress', { gapAbove: 0.4 }),
      makeLine('SEO audit toolkit: Spreadsheet-based audit template used by freelance marketers', { gapAbove: 1.5 }),
    ]);
    expect(projects.map((p) => [p.name, p.description])).toEqual([
      ['Volunteer Website for Food Bank', ['Rebuilt the donation site of a local food bank on WordPress']],
      ['SEO audit toolkit', ['Spreadsheet-based audit template used by freelance marketers']],
    ]);
  });
});

describe('extractEducation with rows set at a tab stop', () => {
  it('reads `School ⇥ City, ST` / `Degree ⇥ dates` rows row by row, not as a grid of columns', () => {
    const row = (left: string, right: string) =>
      makeLine(`${left} ${right}`, { parts: [left, right], partXs: [50, 400] });
    const lines = [
      row('Stanford University', 'Stanford, CA'),
      row('MS Computer Science', '2020 – 2022'),
      row('Massachusetts Institute of Technology', 'Cambridge, MA'),
      row('BS Computer Science', '2016 – 2020'),
    ];
    expect(extractEducation(lines)).toMatchObject([
      {
        university: 'Stanford University',
        degree: 'MS Computer Science',
        start: '2020',
        end: '2022',
      },
      {
        university: 'Massachusetts Institute of Technology',
        degree: 'BS Computer Science',
        start: '2016',
        end: '2020',
      },
    ]);
  });
});

describe('extractSkills with a list wrapped after its separator', () => {
  it('reads the line under a line that ends in a separator as the rest of its list, not a category', () => {
    const item = (text: string, gapAbove = 1.4) => makeLine(text, { x: 37, size: 6.2, gapAbove });
    const skills = extractSkills([
      makeLine('Techniques', { x: 34, size: 10.2 }),
      item('Rust | Haskell | Java | C++ |', 1.1),
      item('Python', 0.4),
      item('git | awk | sed | bash | vim'),
      item('| helix', 0.4),
      item('ArchLinux | MacOS'),
    ]);
    expect(skills).toEqual([
      {
        category: 'Techniques',
        technologies: [
          'Rust',
          'Haskell',
          'Java',
          'C++',
          'Python',
          'git',
          'awk',
          'sed',
          'bash',
          'vim',
          'helix',
          'ArchLinux',
          'MacOS',
        ],
      },
    ]);
  });
});

describe('extractSkills in a table of labels and lists', () => {
  it('reads a label set apart from a list cut at middle dots as its group', () => {
    const row = (label: string, list: string) =>
      makeLine(`${label} ${list}`, { parts: [label, list], partXs: [78, 225], gapAbove: 0.3 });
    expect(extractSkills([row('Programming Languages', 'C · Python · Java'), row('Other', 'Unix · Git')])).toEqual([
      { category: 'Programming Languages', technologies: ['C', 'Python', 'Java'] },
      { category: 'Other', technologies: ['Unix', 'Git'] },
    ]);
  });
});

describe('extractSkills in a grid of pills', () => {
  it('gives each item row set in the categories’ size to the category above its column', () => {
    const row = (names: string[], over: Partial<Parameters<typeof makeLine>[1]> = {}) =>
      makeLine(names.join(' '), { chunks: names, chunkXs: names.map((_, k) => 50 + k * 150), ...over });
    const lines = [
      row(['Languages', 'Frameworks', 'Tools'], { isBold: true }),
      row(['Python', 'React', 'Docker']),
      row(['Go', 'Django', 'Kubernetes']),
      row(['Databases', 'Clouds'], { isBold: true }),
      row(['PostgreSQL', 'AWS']),
    ];
    expect(extractSkills(lines)).toEqual([
      { category: 'Languages', technologies: ['Python', 'Go'] },
      { category: 'Frameworks', technologies: ['React', 'Django'] },
      { category: 'Tools', technologies: ['Docker', 'Kubernetes'] },
      { category: 'Databases', technologies: ['PostgreSQL'] },
      { category: 'Clouds', technologies: ['AWS'] },
    ]);
  });
});

describe('extractSkills under category names set as one run', () => {
  it('cuts `Visualization Statistics` where the second column of items starts', () => {
    // 24 characters over 240 pt: 10 pt a character; the second column starts at x 194 (character 14).
    const header = makeLine('Visualization Statistics', { x: 50, right: 290, size: 18, isBold: true });
    const row = (a: string, b?: string) =>
      makeLine(b ? `${a} ${b}` : a, { x: 50, size: 12, parts: b ? [a, b] : [a], partXs: b ? [50, 194] : [50] });
    expect(extractSkills([header, row('Tableau', 'Time Series'), row('Looker', 'Regression'), row('Plotly')])).toEqual([
      { category: 'Visualization', technologies: ['Tableau', 'Looker', 'Plotly'] },
      { category: 'Statistics', technologies: ['Time Series', 'Regression'] },
    ]);
  });
});

describe('extractSkills under a Word sub-heading over a table of labels and lists', () => {
  it('never cuts a paragraph at columns its words have no place in', () => {
    const heading = makeLine('Tools & Software', { x: 0, size: 14, isBold: true, isParagraph: true, isHeading: true });
    const row = (a: string, b: string) =>
      makeLine(`${a} ${b}`, {
        x: 0,
        parts: [a, b],
        partXs: [0, 100],
        chunks: [a, b],
        chunkXs: [0, 100],
        isParagraph: true,
      });
    const groups = extractSkills([heading, row('Office', 'MS Word, MS Excel'), row('Design', 'Procreate, Blender 3D')]);
    expect(groups.filter((g) => g.technologies.length > 0)).toEqual([
      { category: 'Office', technologies: ['MS Word', 'MS Excel'] },
      { category: 'Design', technologies: ['Procreate', 'Blender 3D'] },
    ]);
  });
});

describe('extractExperience with unmarked description lines in title case', () => {
  it('keeps a Title-Case description line under a sentence in the entry, not as a new job', () => {
    const lines = [
      makeLine('Software Engineer, Acme Corp 2020 – Present', {
        parts: ['Software Engineer, Acme Corp', '2020 – Present'],
        isBold: true,
      }),
      makeLine('Built the payment platform that serves two million customers every month.'),
      makeLine('Led Migration Of Legacy Billing Services To Kubernetes Across Three Regions'),
      makeLine('Data Analyst, Globex 2018 – 2020', { parts: ['Data Analyst, Globex', '2018 – 2020'], isBold: true }),
      makeLine('Wrote the weekly revenue reports read by the board and the sales teams.'),
    ];
    expect(extractExperience(lines)).toMatchObject([
      {
        title: 'Software Engineer',
        company: 'Acme Corp',
        description: [
          'Built the payment platform that serves two million customers every month.',
          'Led Migration Of Legacy Billing Services To Kubernetes Across Three Regions',
        ],
      },
      { title: 'Data Analyst', company: 'Globex' },
    ]);
  });
});

describe('extractExperience with short description sentences', () => {
  it('keeps a short sentence under a description line in the job, so the next job keeps its own company', () => {
    const lines = [
      makeLine('Office Administrator Dec 2013 to Current', { isBold: true, gapAbove: 1.2 }),
      makeLine('Carter Logistics - Austin, TX'),
      makeLine('Helps to develop policies, directs and coordinates activities such as employment and labor relations.'),
      makeLine('Maintains and updates employee records.'),
      makeLine('Medical Claims Analyst Mar 2012 to Dec 2013', { isBold: true, gapAbove: 1.2 }),
      makeLine('Beacon Health - Houston, TX'),
      makeLine('Reviewed medical bills for the accuracy of the treatments and services billed.'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.start, j.description.length])).toEqual([
      ['Office Administrator', 'Carter Logistics', 'Dec 2013', 2],
      ['Medical Claims Analyst', 'Beacon Health', 'Mar 2012', 1],
    ]);
  });
});

describe('extractExperience with marked bullets that wrap onto a capital', () => {
  it('joins a bullet that ran to the right edge with the line right below it, and starts the next job at the gap', () => {
    const head = (text: string, over = {}) => makeLine(text, { gapAbove: 0.4, ...over });
    const bullet = (text: string, right: number) => makeLine(text, { isBullet: true, right, gapAbove: 0.5 });
    const lines = [
      head('Jun 2020 - May 2023', { gapAbove: 1.8 }),
      head('Thoughtworks', { isBold: true, size: 15 }),
      head('Senior Software Engineer', { size: 13.5 }),
      bullet('Mentored 8 junior developers and ran weekly code-review sessions on', 500),
      makeLine('Kubernetes best practices', { gapAbove: 0.5, right: 180 }),
      bullet('Rewrote the search indexer using Go', 260),
      head('May 2019 - Apr 2020', { gapAbove: 2.5 }),
      head('Chopra - Sharma', { isBold: true, size: 15 }),
      head('Backend Engineer', { size: 13.5 }),
      bullet('Automated infrastructure provisioning with AWS Lambda modules covering', 500),
      makeLine('136 AWS accounts', { gapAbove: 0.5, right: 140 }),
    ];
    expect(extractExperience(lines)).toMatchObject([
      {
        company: 'Thoughtworks',
        description: [
          'Mentored 8 junior developers and ran weekly code-review sessions on Kubernetes best practices',
          'Rewrote the search indexer using Go',
        ],
      },
      { company: 'Chopra - Sharma', start: 'May 2019' },
    ]);
  });
});

describe('extractSkills with bracketed lists', () => {
  it('keeps `Python (NumPy, Pandas)` an item, and reads categories where one line clearly names one', () => {
    const items = [
      makeLine('Python (NumPy, Pandas, scikit-learn)', { isBullet: true }),
      makeLine('JavaScript (React, Node.js)', { isBullet: true }),
    ];
    expect(extractSkills(items)).toEqual([
      { category: '', technologies: ['Python (NumPy, Pandas, scikit-learn)', 'JavaScript (React, Node.js)'] },
    ]);
    const groups = [makeLine('Databases (MySQL, Redis)'), makeLine('Content (Copywriting, Video Editing)')];
    expect(extractSkills(groups)).toEqual([
      { category: 'Databases', technologies: ['MySQL', 'Redis'] },
      { category: 'Content', technologies: ['Copywriting', 'Video Editing'] },
    ]);
  });
});

describe('extractCertifications and extractProjects with label-like text', () => {
  it('keeps a track after the acronym (`(CCNA) Routing and Switching`) in the name, not as the issuer', () => {
    const [ccna] = extractCertifications([
      makeLine('Cisco Certified Network Associate (CCNA) Routing and Switching 2021'),
    ]);
    expect(ccna).toMatchObject({ name: 'Cisco Certified Network Associate (CCNA) Routing and Switching', issuer: '' });
  });

  it('reads `Tech Stack:` and `Link:` lines as a project’s description and link, not as projects', () => {
    const lines = [
      makeLine('Project: Vitae, an open-source resume builder'),
      makeLine('Tech Stack: React, Node.js, PostgreSQL'),
      makeLine('Link: https://github.com/ada/vitae'),
    ];
    expect(extractProjects(lines)).toEqual([
      {
        name: expect.stringContaining('Vitae') as string,
        ref: 'https://github.com/ada/vitae',
        description: expect.arrayContaining(['Tech Stack: React, Node.js, PostgreSQL']) as string[],
      },
    ]);
  });
});

describe('extractExperience and extractProjects with a list in brackets', () => {
  it('keeps the bracket with the name before it', () => {
    const jobs = extractExperience([
      makeLine('Software Engineer (Backend, Payments), Acme Corp 2019 – 2021', {
        parts: ['Software Engineer (Backend, Payments), Acme Corp', '2019 – 2021'],
      }),
      makeLine('Built the billing API', { x: 70, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([['Software Engineer (Backend, Payments)', 'Acme Corp']]);
    const projects = extractProjects([
      makeLine('Personal Website (React, Next.js) 2023', { parts: ['Personal Website (React, Next.js)', '2023'] }),
      makeLine('Built my own site', { x: 70, isBullet: true }),
    ]);
    expect(projects.map((p) => p.name)).toEqual(['Personal Website (React, Next.js)']);
  });
});

describe('extractExperience with an at-sign between title and company', () => {
  it('cuts `Title @ Company`, and the sign leaves the company', () => {
    const jobs = extractExperience([
      makeLine('Software Engineer @ Acme Corp Jan 2019 – Mar 2021', {
        parts: ['Software Engineer @ Acme Corp', 'Jan 2019 – Mar 2021'],
      }),
      makeLine('Built the billing API', { x: 70, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([['Software Engineer', 'Acme Corp']]);
  });
});

describe('extractSkills with lists marked otherwise', () => {
  it('reads a bracketed list after items set apart by bullets as the last item', () => {
    expect(extractSkills([makeLine('Tableau • Power BI • Excel (VLOOKUP, Pivot Tables)')])).toEqual([
      { category: '', technologies: ['Tableau', 'Power BI', 'Excel (VLOOKUP, Pivot Tables)'] },
    ]);
  });
  it('keeps a label with no list after a semicolon inside its item', () => {
    expect(extractSkills([makeLine('Languages: English (native); German: C1; French: B2')])).toEqual([
      { category: 'Languages', technologies: ['English (native)', 'German: C1', 'French: B2'] },
    ]);
  });
  it('starts a group at a label after a semicolon', () => {
    expect(extractSkills([makeLine('Technical: SAP, Oracle, QuickBooks; Soft: Leadership, Communication')])).toEqual([
      { category: 'Technical', technologies: ['SAP', 'Oracle', 'QuickBooks'] },
      { category: 'Soft', technologies: ['Leadership', 'Communication'] },
    ]);
  });
});

describe('extractSkills with a bracket never closed', () => {
  it('joins a bracket wrapped onto the next line, and no more than a few lines for one left open', () => {
    const wrapped = extractSkills([
      makeLine('Databases (MySQL, Redis,'),
      makeLine('DynamoDB)'),
      makeLine('Git, Docker'),
    ]);
    expect(wrapped[0]).toEqual({
      category: 'Databases',
      technologies: expect.arrayContaining(['MySQL', 'Redis', 'DynamoDB']) as string[],
    });
    const open = extractSkills([
      makeLine('Python (5 years, Django'),
      ...['Go, gRPC', 'SQL, PostgreSQL', 'Docker, Kubernetes', 'AWS, Terraform', 'Git, GitHub Actions'].map((t) =>
        makeLine(t),
      ),
    ]);
    expect(open.flatMap((s) => s.technologies)).toEqual(
      expect.arrayContaining(['Go', 'gRPC', 'SQL', 'PostgreSQL', 'AWS', 'Terraform', 'Git', 'GitHub Actions']),
    );
  });
});

describe('entries whose company and dates are indented under the title', () => {
  it('reads the indented line above the date line as the company, and a school named in its own language', () => {
    const title = (text: string) => makeLine(text, { x: 34, size: 12.3, isBold: true });
    const under = (text: string) => makeLine(text, { x: 64 });
    expect(
      extractExperience([
        title('Full-Stack Engineer'),
        under('Zalando'),
        under('Nov 2022 – Present'),
        title('Frontend Developer'),
        under('Báez Medina y Batista Leyva'),
        under('Nov 2020 – Aug 2022'),
      ]).map((j) => [j.title, j.company, j.start, j.end]),
    ).toEqual([
      ['Full-Stack Engineer', 'Zalando', 'Nov 2022', 'Present'],
      ['Frontend Developer', 'Báez Medina y Batista Leyva', 'Nov 2020', 'Aug 2022'],
    ]);
    expect(
      extractEducation([
        title('M.Sc., Computer Science'),
        under('Universitat de Barcelona'),
        under('Jan 2018 – Jan 2020'),
      ]),
    ).toEqual([
      {
        degree: 'M.Sc. in Computer Science',
        university: 'Universitat de Barcelona',
        start: 'Jan 2018',
        end: 'Jan 2020',
        gpa: '',
      },
    ]);
  });
});

describe("a Jake's-style resume", () => {
  it('keeps the degree written before its GPA, and takes a bare host as the link of a project', () => {
    const row = (parts: string[], over = {}) => makeLine(parts.join(' '), { parts, ...over });
    expect(
      extractEducation([
        row(['University of California, Davis', 'Amsterdam, NL']),
        row(['Master of Science in Software Engineering; GPA: 3.14/4.00', 'September 2016 – June 2018']),
      ]),
    ).toEqual([
      {
        degree: 'Master of Science in Software Engineering',
        university: 'University of California, Davis',
        start: 'September 2016',
        end: 'June 2018',
        gpa: '3.14/4.00',
      },
    ]);
    const [project] = extractProjects([
      row(['Warehouse Slotting Optimizer', 'warehouse-slotting-optimizer.netlify.app']),
      makeLine('Built with Socket.io and Node.js, used by 40 pickers', { x: 70, isBullet: true }),
    ]);
    expect(project).toMatchObject({
      name: 'Warehouse Slotting Optimizer',
      ref: 'warehouse-slotting-optimizer.netlify.app',
      description: ['Built with Socket.io and Node.js, used by 40 pickers'],
    });
  });
});

describe('entries led by their dates (a date column read before each row)', () => {
  it('opens an entry at each date line when a date line leads the first entry', () => {
    const date = (text: string) => makeLine(text, { x: 72, size: 10.9 });
    const row = (text: string) => makeLine(text, { x: 137, size: 10.9 });
    expect(
      extractEducation([
        date('2006 – 2010'),
        row('Ph.D. in Computational Biology, Boston University'),
        date('2004 – 2006'),
        row('M.Sc. in Applied Mathematics, Georgia Institute of Technology, GPA: 3.26'),
      ]).map((e) => [e.degree, e.university, e.start, e.end, e.gpa]),
    ).toEqual([
      ['Ph.D. in Computational Biology', 'Boston University', '2006', '2010', ''],
      ['M.Sc. in Applied Mathematics', 'Georgia Institute of Technology', '2004', '2006', '3.26'],
    ]);
    // Every line in one style: the dates, then school, field, degree and grade, each on its own line.
    const plain = (text: string) => makeLine(text, { x: 126, size: 11.2 });
    expect(
      extractEducation(
        ['2018 - 2020', 'Universitat de Barcelona', 'Computer Science', 'M.Sc.', 'GPA: 3.12', '2014 - 2018']
          .concat(['Universidad de Sevilla', 'Mathematics', 'B.Sc.'])
          .map(plain),
      ).map((e) => [e.degree, e.university, e.start, e.gpa]),
    ).toEqual([
      ['M.Sc. in Computer Science', 'Universitat de Barcelona', '2018', '3.12'],
      ['B.Sc. in Mathematics', 'Universidad de Sevilla', '2014', ''],
    ]);
  });
});

describe('extractSkills in a table', () => {
  it('reads a table whose category names sit closer than a tab stop, and joins a term broken at its hyphen', () => {
    const row = (cells: [string, number][], over = {}) =>
      makeLine(cells.map(([t]) => t).join(' '), {
        x: cells[0]![1],
        size: 12,
        parts: [cells.map(([t]) => t).join(' ')],
        partXs: [cells[0]![1]],
        chunks: cells.map(([t]) => t),
        chunkXs: cells.map(([, x]) => x),
        ...over,
      });
    const header = row(
      [
        ['Databases', 94],
        ['Practices', 203],
        ['Languages', 312],
      ],
      { size: 18.2, isBold: true, parts: ['Databases Practices', 'Languages'], partXs: [94, 312] },
    );
    expect(
      extractSkills([
        header,
        row([
          ['Redis', 94],
          ['Microservices', 203],
          ['SQL', 312],
        ]),
        row([
          ['Cassandra', 94],
          ['Domain-', 203],
          ['JavaScript', 312],
        ]),
        row([['Driven Design', 203]]),
      ]),
    ).toEqual([
      { category: 'Databases', technologies: ['Redis', 'Cassandra'] },
      { category: 'Practices', technologies: ['Microservices', 'Domain-Driven Design'] },
      { category: 'Languages', technologies: ['SQL', 'JavaScript'] },
    ]);
  });
});

/**
 * A row of cells (`[text, x]`) at height y: each cell a chunk (a tag), or with byParts a part too
 * (set a tab stop apart).
 */
function cellRow(y: number, cells: [string, number][], over: Partial<Line> = {}, byParts = false): Line {
  const texts = cells.map(([t]) => t);
  const xs = cells.map(([, x]) => x);
  return makeLine(texts.join(' '), {
    x: xs[0],
    y,
    chunks: texts,
    chunkXs: xs,
    ...(byParts ? { parts: texts, partXs: xs } : {}),
    ...over,
  });
}

describe('extractSkills in a grid of staggered blocks', () => {
  it('joins category names and items wrapped in their narrow columns, and keeps evenly set items apart', () => {
    const row = (y: number, cells: [string, number][], over = {}) => cellRow(y, cells, { size: 12, ...over }, true);
    const big = { size: 18.2, isBold: true };
    const skills = extractSkills([
      row(
        448,
        [
          ['Process', 94],
          ['Tools', 203],
          ['Supply Chain', 312],
        ],
        big,
      ),
      row(469, [['Improvement', 94]], { ...big, gapAbove: 0.2 }),
      row(481.5, [['Oracle SCM', 203]]),
      row(481.5, [['Inventory', 312]]),
      row(495, [['Management', 312]]),
      row(502.5, [
        ['Root Cause', 94],
        ['SAP', 203],
      ]),
      row(516, [
        ['Analysis', 94],
        ['S/4HANA', 203],
        ['Logistics', 312],
      ]),
      row(541.5, [
        ['Kaizen', 94],
        ['Jira', 203],
        ['S&OP', 312],
      ]),
      row(567, [
        ['Lean', 94],
        ['Tableau', 203],
        ['Procurement', 312],
      ]),
    ]);
    expect(skills).toEqual([
      { category: 'Process Improvement', technologies: ['Root Cause Analysis', 'Kaizen', 'Lean'] },
      { category: 'Tools', technologies: ['Oracle SCM', 'SAP S/4HANA', 'Jira', 'Tableau'] },
      { category: 'Supply Chain', technologies: ['Inventory Management', 'Logistics', 'S&OP', 'Procurement'] },
    ]);
  });
});

describe('extractSkills with tags centred in boxes', () => {
  const row = (y: number, cells: [string, number][], over = {}) => cellRow(y, cells, { size: 5.6, ...over });

  it('reads a row of tags under a category line as its items, even when the next row starts under them', () => {
    const skills = extractSkills([
      makeLine('Frameworks', { x: 50, y: 100, size: 6.7, isBold: true }),
      row(110, [
        ['Express', 72],
        ['Spring Boot', 109],
        ['Django', 160],
      ]),
      row(120, [
        ['Vue.js', 97],
        ['Angular', 131],
      ]),
    ]);
    expect(skills).toEqual([
      { category: 'Frameworks', technologies: ['Express', 'Spring Boot', 'Django', 'Vue.js', 'Angular'] },
    ]);
  });

  it('reads a label a tab stop before a row of pills, and the last pill wrapped alone as no category', () => {
    const skills = extractSkills([
      makeLine('Practices', { x: 193, y: 100, size: 10.8 }),
      row(112, [
        ['Domain-Driven Design', 257],
        ['Observability', 363],
        ['TDD', 431],
      ]),
      row(124, [['Microservices', 257]]),
      makeLine('Cloud & DevOps Azure AWS GCP Docker', {
        x: 193,
        y: 140,
        size: 10.8,
        parts: ['Cloud & DevOps', 'Azure AWS GCP Docker'],
        partXs: [193, 295],
        chunks: ['Cloud & DevOps', 'Azure', 'AWS', 'GCP', 'Docker'],
        chunkXs: [193, 295, 334, 369, 403],
      }),
    ]);
    expect(skills).toEqual([
      { category: 'Practices', technologies: ['Domain-Driven Design', 'Observability', 'TDD', 'Microservices'] },
      { category: 'Cloud & DevOps', technologies: ['Azure', 'AWS', 'GCP', 'Docker'] },
    ]);
  });

  it('reads centred rows of tags set alike as one list, not as a grid of categories', () => {
    const skills = extractSkills([
      row(110, [
        ['DynamoDB', 57],
        ['Cassandra', 90],
        ['Redis', 130],
        ['MongoDB', 160],
      ]),
      row(120, [
        ['MySQL', 94],
        ['PostgreSQL', 118],
      ]),
    ]);
    expect(skills).toEqual([
      { category: '', technologies: ['DynamoDB', 'Cassandra', 'Redis', 'MongoDB', 'MySQL', 'PostgreSQL'] },
    ]);
  });
});

describe('extractSkills with a comma list wrapped in a narrow column', () => {
  it('carries an item cut by the wrap on into the next line, and keeps lines that end a list apart', () => {
    const item = (text: string, right: number, gapAbove = 0.2) => makeLine(text, { x: 64, right, gapAbove, size: 9.5 });
    const skills = extractSkills([
      makeLine('Supply Chain', { x: 64, right: 120, isBold: true, size: 9.5 }),
      item('Logistics, Inventory', 148),
      item('Management, S&OP,', 140),
      item('Demand Planning,', 136),
      item('Procurement', 115),
      makeLine('Tools', { x: 64, right: 90, isBold: true, size: 9.5, gapAbove: 0.5 }),
      item('Excel, Smartsheet, Oracle', 152),
      item('SCM, Jira', 100),
      makeLine('Languages', { x: 64, right: 110, isBold: true, size: 9.5, gapAbove: 0.5 }),
      // A short line that ends its list: the next line is a list of its own.
      item('Python, Go', 105),
      item('Rust, SQL', 100),
    ]);
    expect(skills).toEqual([
      {
        category: 'Supply Chain',
        technologies: ['Logistics', 'Inventory Management', 'S&OP', 'Demand Planning', 'Procurement'],
      },
      { category: 'Tools', technologies: ['Excel', 'Smartsheet', 'Oracle SCM', 'Jira'] },
      { category: 'Languages', technologies: ['Python', 'Go', 'Rust', 'SQL'] },
    ]);
  });
});

describe('extractExperience with a comma in the title', () => {
  it('keeps a department after the rank in the title, on one line with the company or over it', () => {
    const body = (text: string) => makeLine(text, { x: 70, isBullet: true });
    const [one] = extractExperience([
      makeLine('Director, Product Management, Feest, Auer and Wiza', {
        parts: ['Director, Product Management, Feest, Auer and Wiza', '12/2021 – 05/2025'],
      }),
      body('Led a team of 7 product managers'),
    ]);
    expect([one!.title, one!.company]).toEqual(['Director, Product Management', 'Feest, Auer and Wiza']);
    const [two] = extractExperience([
      makeLine('Senior Manager, Financial Planning & Analysis', { isBold: true }),
      makeLine('Feest, Auer and Wiza, São Paulo, Brazil'),
      makeLine('Dec 2021 - May 2025'),
      body('Built a three-statement financial model'),
    ]);
    expect([two!.title, two!.company]).toEqual([
      'Senior Manager, Financial Planning & Analysis',
      'Feest, Auer and Wiza',
    ]);
    // A company after the title is no department.
    const [three] = extractExperience([
      makeLine('Engineering Manager, Amazon Web Services', {
        parts: ['Engineering Manager, Amazon Web Services', '2019 – 2021'],
      }),
      body('Ran the storage team'),
    ]);
    expect([three!.title, three!.company]).toEqual(['Engineering Manager', 'Amazon Web Services']);
  });

  it('keeps the title whole when the company stands on its own line, and a lone city below stays no company', () => {
    const body = (text: string) => makeLine(text, { x: 70, isBullet: true });
    const [kpmg] = extractExperience([
      makeLine('Vice President, Corporate Finance', { isBold: true }),
      makeLine('KPMG'),
      makeLine('2020 – 2024'),
      body('Performed due diligence on 4 acquisition targets'),
    ]);
    expect([kpmg!.title, kpmg!.company]).toEqual(['Vice President, Corporate Finance', 'KPMG']);
    const [above] = extractExperience([
      makeLine('Nwuzor Ltd', { isBold: true }),
      makeLine('Registered Nurse – ICU'),
      makeLine('2019 – 2021'),
      body('Cared for ventilated patients'),
    ]);
    expect([above!.title, above!.company]).toEqual(['Registered Nurse – ICU', 'Nwuzor Ltd']);
    const [google] = extractExperience([
      makeLine('Software Engineer, Google'),
      makeLine('Berlin'),
      makeLine('2019 – 2021'),
      body('Built the search index'),
    ]);
    expect([google!.title, google!.company]).toEqual(['Software Engineer', 'Google']);
    // Below the title, a line that names its place beside a name names the company.
    const [placed] = extractExperience([
      makeLine('Registered Nurse – ICU', { isBold: true }),
      makeLine('Công ty Hà · San Francisco, CA'),
      makeLine('January 2021 – April 2022'),
      body('Administered medications and IV therapy'),
    ]);
    expect([placed!.title, placed!.company, placed!.location]).toEqual([
      'Registered Nurse – ICU',
      'Công ty Hà',
      'San Francisco, CA',
    ]);
    // A work mode is no place, and how one was employed names no company.
    const heads = [
      ['Product Designer – Figma', 'Full-time · Remote'],
      ['Registered Nurse – ICU', 'Mayo Clinic', 'Full-time · Remote'],
      ['Figma', 'Senior Product Designer, Growth', 'San Francisco Bay Area · Remote'],
    ].map((head) => {
      const [entry] = extractExperience([...head.map((t) => makeLine(t)), makeLine('2019 – 2021'), body('Shipped it')]);
      return [entry!.title, entry!.company];
    });
    expect(heads).toEqual([
      ['Product Designer', 'Figma'],
      ['Registered Nurse – ICU', 'Mayo Clinic'],
      ['Senior Product Designer, Growth', 'Figma'],
    ]);
  });
});

describe('extractProjects one a line', () => {
  it('reads `name - description` lines as projects, as it reads `name: description`', () => {
    expect(
      extractProjects([
        makeLine('tinyqueue - Lightweight job queue for TypeScript with retries and dead-letter support'),
        makeLine('pixelboard: Real-time collaborative whiteboard on WebSockets'),
      ]).map((p) => [p.name, p.description]),
    ).toEqual([
      ['tinyqueue', ['Lightweight job queue for TypeScript with retries and dead-letter support']],
      ['pixelboard', ['Real-time collaborative whiteboard on WebSockets']],
    ]);
  });
});

describe('extractSkills with labels a little apart from their lists', () => {
  it('reads a short label set a little more than a space before its comma list as its category', () => {
    const row = (label: string, list: string) =>
      makeLine(`${label} ${list}`, { chunks: [label, list], chunkXs: [87, 137] });
    expect(
      extractSkills([
        row('Analytics', 'Looker Studio, Attribution Modeling, Excel'),
        row('Tools', 'Hootsuite, Semrush, Mailchimp'),
      ]),
    ).toEqual([
      { category: 'Analytics', technologies: ['Looker Studio', 'Attribution Modeling', 'Excel'] },
      { category: 'Tools', technologies: ['Hootsuite', 'Semrush', 'Mailchimp'] },
    ]);
  });
});

describe('entries whose title stands right of their text', () => {
  it('reads a short bold line set larger than the text as the title, wherever it stands', () => {
    const text = (t: string, x: number) => makeLine(t, { x, size: 7.9 });
    expect(
      extractProjects([
        makeLine('Volunteer Website for Food Bank', { x: 345, size: 11.2, isBold: true }),
        text('Rebuilt the donation site of a local food bank on WordPress', 227),
        text('Online donations grew 28% in the first year', 255),
        makeLine('Marathon Training Log', { x: 345, size: 11.2, isBold: true }),
        text('Mobile-friendly web app for logging runs and heart-rate zones', 227),
      ]).map((p) => [p.name, p.description.length]),
    ).toEqual([
      ['Volunteer Website for Food Bank', 2],
      ['Marathon Training Log', 1],
    ]);
  });
});

describe('entries named by the outer bullets of a nested list (a Word list saved as PDF)', () => {
  const outer = (text: string) => makeLine(text, { x: 92, isBullet: true, gapAbove: 1.1 });
  const inner = (text: string) => makeLine(text, { x: 128, isBullet: true, gapAbove: 1 });
  const dates = (text: string) => makeLine(text, { x: 57, gapAbove: 1.1 });

  it('reads each outer bullet with its date line as a job and the deeper bullets as its description', () => {
    const jobs = extractExperience([
      outer('Software Engineer II, Gutkowski, Swaniawski and Larkin'),
      dates('Apr, 2021 - Present'),
      inner('Reduced CI build time by 45% by parallelising test suites and caching GraphQL'),
      makeLine('layers', { x: 128, gapAbove: 0.3 }),
      inner('Mentored 8 junior developers'),
      outer('Backend Developer, Booking.com'),
      dates('Dec, 2018 - Jan, 2021'),
      inner('Optimised Docker queries'),
    ]);
    expect(jobs).toMatchObject([
      {
        title: 'Software Engineer II',
        company: 'Gutkowski, Swaniawski and Larkin',
        start: 'Apr 2021',
        end: 'Present',
        description: [
          'Reduced CI build time by 45% by parallelising test suites and caching GraphQL layers',
          'Mentored 8 junior developers',
        ],
      },
      {
        title: 'Backend Developer',
        company: 'Booking.com',
        start: 'Dec 2018',
        description: ['Optimised Docker queries'],
      },
    ]);
  });

  it('reads an outer bullet with a date set apart on its row as an entry, though nothing nests under it', () => {
    const row = (text: string, date: string) =>
      makeLine(`${text} ${date}`, { x: 92, isBullet: true, gapAbove: 0.9, parts: [text, date] });
    const schools = extractEducation([
      row('Ph.D., School of Electrical Engineering, KAIST — South Korea', 'Mar 2016 – Feb 2022'),
      inner('Advisor: Yongdae Kim'),
      row('B.S., Computer Science, KAIST — South Korea', 'Mar 2010 – Feb 2014'),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.start])).toEqual([
      ['Ph.D. in School of Electrical Engineering', 'KAIST', 'Mar 2016'],
      ['B.S. in Computer Science', 'KAIST', 'Mar 2010'],
    ]);
  });

  it('reads a bullet followed by its labelled date as a credential', () => {
    expect(
      extractCertifications([
        outer('AWS Certified Solutions Architect – Associate, Amazon Web Services'),
        dates('Issued on: Dec 01, 2020'),
      ]),
    ).toMatchObject([
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', date: 'Dec 2020' },
    ]);
  });

  it('reads a label before a date on its own line (`Year: 2017-02`) as no publisher', () => {
    expect(
      extractPublications([
        makeLine('Lessons from Remote Team Leadership', { isBold: true }),
        makeLine('Year: 2017-02'),
      ]),
    ).toMatchObject([{ title: 'Lessons from Remote Team Leadership', publisher: '', date: '2017-02' }]);
  });

  it('leaves a one-level list of bullets under a job head as its description', () => {
    const jobs = extractExperience([
      makeLine('Data Analyst, Acme', { x: 57 }),
      dates('2019 - 2021'),
      outer('Built the churn model'),
      outer('Ran the weekly report'),
    ]);
    expect(jobs).toMatchObject([
      { title: 'Data Analyst', description: ['Built the churn model', 'Ran the weekly report'] },
    ]);
  });
});

describe('extractSkills in a nested list whose two levels differ only in type', () => {
  it('reads the last item above the next category as an item, not a category', () => {
    const category = (text: string) => makeLine(text, { x: 104, isBold: true, isBullet: true });
    const item = (text: string) => makeLine(text, { x: 68 });
    expect(
      extractSkills([
        category('Tools'),
        item('Google Ads'),
        item('Semrush'),
        category('Digital Marketing'),
        item('SEO'),
        item('Email Marketing'),
      ]),
    ).toEqual([
      { category: 'Tools', technologies: ['Google Ads', 'Semrush'] },
      { category: 'Digital Marketing', technologies: ['SEO', 'Email Marketing'] },
    ]);
  });

  it('reads the bullets in the first line’s style as categories over the bullets below them', () => {
    const category = (text: string) => makeLine(text, { x: 199, size: 13.5, isBold: true, isBullet: true });
    const item = (text: string) => makeLine(text, { x: 92, size: 27, isBold: true, isBullet: true });
    expect(
      extractSkills([
        category('Databases'),
        item('MySQL'),
        item('Redis'),
        category('Frameworks'),
        item('Node.js'),
        item('Vue.js'),
      ]),
    ).toEqual([
      { category: 'Databases', technologies: ['MySQL', 'Redis'] },
      { category: 'Frameworks', technologies: ['Node.js', 'Vue.js'] },
    ]);
  });
});

describe('extractPublications one a line, some wrapped', () => {
  it('joins the lines before each line that ends in a date into one entry', () => {
    const line = (text: string, gapAbove = 0.5) => makeLine(text, { x: 236, gapAbove });
    expect(
      extractPublications([
        line('Forecasting Hospital Bed Demand with Gradient Boosting. Journal'),
        line('of Healthcare Informatics, 06/2022', 0.1),
        line('Lessons from Remote Team Leadership. Harvard Business'),
        line('Review (online), 08/2023', 0.1),
        line('Mentoring Early-Career Professionals. Medium, 01/2018'),
      ]),
    ).toMatchObject([
      {
        title: 'Forecasting Hospital Bed Demand with Gradient Boosting',
        publisher: 'Journal of Healthcare Informatics',
      },
      { title: 'Lessons from Remote Team Leadership', publisher: 'Harvard Business Review (online)', date: '08/2023' },
      { title: 'Mentoring Early-Career Professionals', publisher: 'Medium', date: '01/2018' },
    ]);
  });

  it('joins a bullet with the line it wraps onto', () => {
    expect(
      extractPublications([
        makeLine('Reducing CLABSI Through Bundle Audits. Journal of Nursing Care', { x: 224, isBullet: true }),
        makeLine('Quality, June 2024', { x: 224, gapAbove: 0.3 }),
        makeLine('Nurse-Led Rounding and Patient Satisfaction. Medium, Jan 2018', { x: 224, isBullet: true }),
      ]),
    ).toMatchObject([
      {
        title: 'Reducing CLABSI Through Bundle Audits',
        publisher: 'Journal of Nursing Care Quality',
        date: 'June 2024',
      },
      { title: 'Nurse-Led Rounding and Patient Satisfaction', publisher: 'Medium' },
    ]);
  });

  it('keeps a bold title apart from its venue and date on the line below', () => {
    expect(
      extractPublications([
        makeLine('Lessons from Remote Team Leadership', { isBold: true }),
        makeLine('Harvard Business Review (online) Feb 2017', {
          parts: ['Harvard Business Review (online)', 'Feb 2017'],
        }),
      ]),
    ).toMatchObject([{ title: 'Lessons from Remote Team Leadership', publisher: 'Harvard Business Review (online)' }]);
  });
});

describe('extractProjects with a link wrapped at its hyphen', () => {
  it('joins the link back before reading the project’s ref', () => {
    const projects = extractProjects([
      makeLine('Marathon Training Log – github.com/josegarc/marathon-', { x: 177 }),
      makeLine('training-log', { x: 177, gapAbove: 0.2 }),
      makeLine('Mobile-friendly web app for logging runs', { x: 213, isBullet: true }),
    ]);
    expect(projects).toMatchObject([
      { name: 'Marathon Training Log', ref: 'github.com/josegarc/marathon-training-log' },
    ]);
  });
});

describe('extractCertifications with `Name, Issuer` wrapped at the right edge', () => {
  it('joins the issuer’s end when its first word would not have fit on the line above', () => {
    const date = (text: string) => makeLine(text, { x: 78, right: 107, gapAbove: 1.5 });
    const line = (text: string, right: number, gapAbove = 0.3) => makeLine(text, { x: 163, right, gapAbove });
    expect(
      extractCertifications([
        date('2022'),
        line('Pediatric Advanced Life Support (PALS), American Heart', 521),
        line('Association', 229, 0.17),
        date('2024'),
        line('Critical Care Registered Nurse (CCRN), AACN', 457),
        line('Certification Corporation', 310, 0.17),
        date('2021'),
        line('Basic Life Support (BLS), American Red Cross', 420),
      ]),
    ).toMatchObject([
      { name: 'Pediatric Advanced Life Support (PALS)', issuer: 'American Heart Association', date: '2022' },
      { name: 'Critical Care Registered Nurse (CCRN)', issuer: 'AACN Certification Corporation', date: '2024' },
      { name: 'Basic Life Support (BLS)', issuer: 'American Red Cross', date: '2021' },
    ]);
  });
});

describe('extractProjects named in lower case', () => {
  it('starts a project at a lower-case name set at the entry’s own edge, a little left of the bullet above', () => {
    const head = (text: string) => makeLine(text, { x: 169, gapAbove: 0.5, right: 420 });
    const bullet = (text: string) => makeLine(text, { x: 178, isBullet: true, gapAbove: 0.1, right: 300 });
    const projects = extractProjects([
      head('Marathon Training Log — github.com/jo/marathon-training-log'),
      bullet('Used by 111 members of a running club'),
      head('housing-price-model — gitlab.com/jo/housing-price-model'),
      bullet('Top 36% finish in a Kaggle competition'),
    ]);
    expect(projects.map((p) => p.name)).toEqual(['Marathon Training Log', 'housing-price-model']);
  });

  it('starts a project at a lower-case name opening in bold under a bullet, which no wrapped bullet does', () => {
    // The bullets' mark is part of their run, so they start 1.9 pt right of the heads.
    const head = (text: string) =>
      makeLine(text, { x: 43.2, gapAbove: 0.4, right: 245, boldLead: text.split(' | ')[0] });
    const bullet = (text: string, right: number) => makeLine(text, { x: 45.1, isBullet: true, gapAbove: 0.2, right });
    const projects = extractProjects([
      head('ratelimitd | ratelimitd.netlify.app'),
      bullet('A distributed rate limiter written in Terraform with a Redis backend', 360),
      bullet('Handles 5k requests per second in benchmarks; 111 GitHub stars', 346),
      head('tinyqueue | github.com/jodibeah/tinyqueue'),
      bullet('Lightweight job queue for gRPC with retries and dead-letter support', 362),
      // A bullet that ran to the edge goes on in its own type at the entry's edge.
      makeLine('ms', { x: 43.2, gapAbove: 0.2, right: 55 }),
    ]);
    expect(projects).toMatchObject([
      {
        name: 'ratelimitd',
        description: [expect.any(String), 'Handles 5k requests per second in benchmarks; 111 GitHub stars'],
      },
      {
        name: 'tinyqueue',
        ref: 'github.com/jodibeah/tinyqueue',
        description: ['Lightweight job queue for gRPC with retries and dead-letter support ms'],
      },
    ]);
  });

  it('starts a project at a lower-case name set well left of the bullet above it', () => {
    const head = (text: string) => makeLine(text, { x: 57, gapAbove: 0.57, right: 420 });
    const bullet = (text: string) => makeLine(text, { x: 93, isBullet: true, gapAbove: 0.2, right: 300 });
    const projects = extractProjects([
      head('Marathon Training Log – github.com/jo/marathon-training-log'),
      bullet('Mobile-friendly web app for logging runs'),
      head('housing-price-model – gitlab.com/jo/housing-price-model'),
      bullet('Gradient-boosted model predicting housing prices'),
    ]);
    expect(projects).toMatchObject([
      { name: 'Marathon Training Log', description: ['Mobile-friendly web app for logging runs'] },
      { name: 'housing-price-model', ref: 'gitlab.com/jo/housing-price-model' },
    ]);
  });
});

describe('extractCertifications with a bold name wrapped in a narrow sidebar', () => {
  it('joins the bold lines of the name and keeps the plain issuer apart', () => {
    const line = (text: string, right: number, isBold = true, size = 9) =>
      makeLine(text, { x: 50, right, isBold, size });
    expect(
      extractCertifications([
        line('AWS Certified Solutions', 168),
        line('Architect – Associate', 150),
        line('Amazon Web Services', 140, false),
        line('Dec 2020', 80, false, 7.5),
      ]),
    ).toMatchObject([
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', date: 'Dec 2020' },
    ]);
  });
});

describe('extractEducation in a narrow sidebar', () => {
  it('joins a degree and a school each wrapped at the column’s edge, and keeps a school under a degree apart', () => {
    const line = (text: string, right: number, isBold = false) =>
      makeLine(text, { x: 60, right, isBold, gapAbove: 0.2 });
    const sidebar = [
      line('linkedin.com/in/felipe-oliveira', 168),
      line('MBA in Operations', 140, true),
      line('Management', 118, true),
      line('Pontifícia Universidade', 160),
      line('Católica do Rio de Janeiro', 166),
      line('2016 - 2018', 105),
    ];
    expect(extractEducation(sidebar.slice(1), sidebar)).toMatchObject([
      {
        degree: 'MBA in Operations Management',
        university: 'Pontifícia Universidade Católica do Rio de Janeiro',
        start: '2016',
        end: '2018',
      },
    ]);
    // The same lines in a wide column: nothing ran to its edge.
    const wide = [
      ...sidebar,
      makeLine('Led a team of 4 engineers to deliver the new checkout flow', { x: 60, right: 520 }),
    ];
    expect(extractEducation(sidebar.slice(1), wide)[0]?.degree).not.toBe('MBA in Operations Management');
  });
});

describe('extractExperience with one marked line that is no list', () => {
  it('still reads unmarked sentences as the jobs’ descriptions when only a total beside the heading has a mark', () => {
    const head = (text: string, x: number, isBold = false) => makeLine(text, { x, size: 8.5, isBold });
    const bullet = (text: string) => makeLine(text, { x: 58, size: 7 });
    const lines = [
      makeLine('14 YEARS', { x: 279, size: 10.7, isBullet: true }),
      head('Cty TNHH Lê', 77, true),
      makeLine('January 2022 – Present', { x: 65, size: 7 }),
      head('Senior Backend Engineer', 51, true),
      bullet('Led a team of 8 engineers to deliver the new checkout flow, increasing conversion by 12%'),
      bullet('Owned on-call rotation for 77 production services; reduced mean time to recovery'),
      head('Stripe', 90, true),
      makeLine('January 2014 – December 2017', { x: 51, size: 7 }),
      head('Frontend Developer', 62, true),
      bullet('Shipped offline-first mobile sync in gRPC, raising the App Store rating from 3.9 to 4.6'),
      bullet('Migrated a monolithic Swift service to 151 microservices, cutting p95 latency by half'),
      bullet('Introduced contract testing with Pact across 5 teams, cutting integration incidents'),
    ];
    expect(extractExperience(lines).map((job) => [job.title, job.start, job.description.length])).toEqual([
      ['Senior Backend Engineer', 'January 2022', 2],
      ['Frontend Developer', 'January 2014', 3],
    ]);
  });
});

describe('extractSkills with group names and runs of items alternating in one style', () => {
  const plain = (text: string) => makeLine(text, { size: 10 });

  it('reads each group word as the category of the run below it, and keeps a run of names it cannot cut', () => {
    const lines = [
      plain('Certifications'),
      plain('TNCC NIHSS BLS'),
      plain('Clinical Skills'),
      plain('Medication Administration Wound Care Telemetry Monitoring Patient Assessment IV Therapy'),
      plain('Systems'),
      plain('Cerner Omnicell Epic Meditech'),
    ];
    expect(extractSkills(lines)[0]).toEqual({ category: 'Certifications', technologies: ['TNCC', 'NIHSS', 'BLS'] });
    expect(extractSkills(lines).map((s) => [s.category, s.technologies.join(' ')])).toEqual([
      ['Certifications', 'TNCC NIHSS BLS'],
      ['Clinical Skills', 'Medication Administration Wound Care Telemetry Monitoring Patient Assessment IV Therapy'],
      ['Systems', 'Cerner Omnicell Epic Meditech'],
    ]);
  });

  it('reads a plain list of one name a line as items, and drops a sentence that strayed into the section', () => {
    const lines = [plain('Python'), plain('Kubernetes'), plain('PostgreSQL'), plain('Terraform')];
    expect(extractSkills(lines)).toEqual([
      { category: '', technologies: ['Python', 'Kubernetes', 'PostgreSQL', 'Terraform'] },
    ]);
    const strayed = plain(
      'Growth marketer who has scaled paid and organic channels for startups from seed to Series C.',
    );
    expect(extractSkills([strayed])).toEqual([]);
  });
});

describe('extractPublications with the date between title and publisher', () => {
  it('opens each entry at the title’s type, not after each date', () => {
    const title = (text: string) => makeLine(text, { size: 14, font: 'h3' });
    const small = (text: string) => makeLine(text, { size: 12, font: 'h5' });
    const lines = [
      title('Mentoring Early-Career Professionals'),
      small('12/2022'),
      small('Medium'),
      title('Lessons from Remote Team Leadership'),
      small('09/2020'),
      small('Harvard Business Review (online)'),
    ];
    expect(extractPublications(lines).map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Mentoring Early-Career Professionals', 'Medium', '12/2022'],
      ['Lessons from Remote Team Leadership', 'Harvard Business Review (online)', '09/2020'],
    ]);
  });
});

describe('extractSkills with labels wrapped in their column', () => {
  it('ends a label with the word wrapped under it, and keeps a next label with its own row apart', () => {
    const row = (label: string, list: string, gapAbove = 0.7) =>
      makeLine(`${label} ${list}`, { x: 62, parts: [label, list], partXs: [62, 177], gapAbove });
    const wrap = (text: string) => makeLine(text, { x: 62, gapAbove: 0.2, isBold: true });
    const lines = [
      row('Machine', 'Hugging Face, scikit-learn, TensorFlow'),
      wrap('Learning'),
      row('Certificatio', 'TNCC, BLS, PALS', 0.3),
      wrap('ns'),
      row('Systems', 'Epic, Cerner', 0.3),
    ];
    expect(extractSkills(lines).map((s) => s.category)).toEqual(['Machine Learning', 'Certifications', 'Systems']);
  });
});

describe('extractExperience with the title set right on the company’s row', () => {
  it('keeps a short title on the head’s row in the head, and a description line beside a head in the body', () => {
    const lines = [
      makeLine('Unilever', { x: 234, y: 100 }),
      makeLine('Brand Manager', { x: 498, y: 100.5 }),
      makeLine('Jun 2021 - Present', { x: 483, y: 112 }),
      makeLine('Coordinated the rebrand of 187 product pages and print collateral with an agency', { x: 245, y: 126 }),
      makeLine('Ran 189 landing-page experiments in WordPress; the winning variant won', { x: 245, y: 138 }),
      makeLine('Mu Sigma', { x: 234, y: 160 }),
      makeLine('Automated weekly KPI reporting in', { x: 498, y: 160.5 }),
      makeLine('Mar 2017 - Aug 2020', { x: 483, y: 172 }),
      makeLine('Built a churn-prediction model with Spark that saved an estimated $480K', { x: 245, y: 186 }),
    ];
    const jobs = extractExperience(lines);
    expect(jobs[0]).toMatchObject({ title: 'Brand Manager', company: 'Unilever', start: 'Jun 2021' });
    expect(jobs[1]!.title).not.toBe('Automated weekly KPI reporting in');
  });
});

describe('extractPublications with a bold title wrapped beside its date', () => {
  it('ends the title with the bold line right below it', () => {
    const lines = [
      makeLine('Reducing CLABSI Through Bundle novembre 2024', {
        x: 193,
        size: 10.8,
        parts: ['Reducing CLABSI Through Bundle', 'novembre 2024'],
        boldLead: 'Reducing CLABSI Through Bundle',
      }),
      makeLine('Audits', { x: 193, size: 10.8, isBold: true, gapAbove: 0.3 }),
      makeLine('Journal of Nursing Care Quality', { x: 193, size: 9.7, gapAbove: 1.1 }),
    ];
    expect(extractPublications(lines)).toMatchObject([
      { title: 'Reducing CLABSI Through Bundle Audits', publisher: 'Journal of Nursing Care Quality' },
    ]);
  });
});

describe('extractPublications with the venue joined by a preposition', () => {
  it('drops the `in` that joins the venue to the title', () => {
    const lines = [
      makeLine('Mentoring Early-Career Professionals in Medium Dec 2022', {
        parts: ['Mentoring Early-Career Professionals', 'in Medium', 'Dec 2022'],
      }),
    ];
    expect(extractPublications(lines)).toMatchObject([
      { title: 'Mentoring Early-Career Professionals', publisher: 'Medium', date: 'Dec 2022' },
    ]);
  });
});

describe('extractPublications wrapped in a narrow sidebar', () => {
  it('starts the venue at the first wrapped line that names one, and drops `(4 years ago)`', () => {
    const line = (text: string, gapAbove = 0.2) => makeLine(text, { x: 38, size: 6.7, gapAbove });
    const lines = [
      line('Forecasting Hospital Bed', 1.8),
      line('Demand with Gradient Boosting'),
      line('Journal of Healthcare'),
      line('Informatics'),
      makeLine('Jul 2022 (4 years ago)', { x: 38, size: 5.4, gapAbove: 0.7 }),
    ];
    expect(extractPublications(lines)).toMatchObject([
      {
        title: 'Forecasting Hospital Bed Demand with Gradient Boosting',
        publisher: 'Journal of Healthcare Informatics',
        date: 'Jul 2022',
      },
    ]);
  });
});

describe('extractSkills under category names that fill their cells', () => {
  it('cuts the names run together in one chunk at the words over each column', () => {
    const header = makeLine('Clinical Skills Languages Systems', {
      x: 94,
      right: 374,
      size: 18.2,
      isBold: true,
      parts: ['Clinical Skills Languages Systems'],
      partXs: [94],
      chunks: ['Clinical Skills Languages', 'Systems'],
      chunkXs: [94, 311.6],
    });
    const row = (cells: [string, number][]) =>
      makeLine(cells.map(([t]) => t).join(' '), {
        x: cells[0]![1],
        size: 12,
        parts: cells.map(([t]) => t),
        partXs: cells.map(([, x]) => x),
        chunks: cells.map(([t]) => t),
        chunkXs: cells.map(([, x]) => x),
      });
    const lines = [
      header,
      row([
        ['Wound Care', 94],
        ['Hindi', 202.7],
        ['Cerner', 311.6],
      ]),
      row([
        ['IV Therapy', 94],
        ['Spanish', 202.7],
        ['Omnicell', 311.6],
      ]),
    ];
    expect(extractSkills(lines)).toEqual([
      { category: 'Clinical Skills', technologies: ['Wound Care', 'IV Therapy'] },
      { category: 'Languages', technologies: ['Hindi', 'Spanish'] },
      { category: 'Systems', technologies: ['Cerner', 'Omnicell'] },
    ]);
  });
});

describe('extractEducation with years stacked beside a wrapped school', () => {
  it('reads the two rows as one school with a range', () => {
    const row = (year: string, text: string, gapAbove: number) =>
      makeLine(`${year} ${text}`, {
        x: 380,
        size: 8.5,
        isBold: true,
        parts: [year, text],
        partXs: [380, 410],
        gapAbove,
      });
    const lines = [
      row('2021', 'Hanoi University of Science and', 2.9),
      row('2023', 'Technology', 0.2),
      makeLine('Master of Arts', { x: 426, size: 7.1, isBullet: true, gapAbove: 0.6 }),
      makeLine('Journalism', { x: 415, size: 7.1, gapAbove: 1.5 }),
    ];
    expect(extractEducation(lines)).toMatchObject([
      { university: 'Hanoi University of Science and Technology', start: '2021', end: '2023' },
    ]);
  });
});

describe('extractProjects with labelled project names', () => {
  it('reads `Capstone:` and `Thesis:` heads with their own dates as projects of their own', () => {
    const lines = [
      makeLine('Weather App 2022', { parts: ['Weather App', '2022'] }),
      makeLine('Capstone: Autonomous Drone Navigation 2023', {
        parts: ['Capstone: Autonomous Drone Navigation', '2023'],
      }),
      makeLine('Thesis: Robust Control of Quadrotors 2024', {
        parts: ['Thesis: Robust Control of Quadrotors', '2024'],
      }),
    ];
    expect(extractProjects(lines)).toHaveLength(3);
  });
});

describe('extractExperience with a date column that stacks start over end', () => {
  it('reads the date beside the title as the start and the one under it as the end', () => {
    const date = (text: string) => makeLine(text, { x: 89, size: 9 });
    const lines = [
      date('04/2021'),
      makeLine('Mobile Engineer (iOS)', { x: 141, isBold: true }),
      date('08/2023'),
      makeLine('Infosys · Seattle, WA', { x: 141 }),
      makeLine('Introduced contract testing with Pact across 7 teams', { x: 153, isBullet: true }),
      date('01/2019'),
      makeLine('Junior Software Developer', { x: 141, isBold: true }),
      date('02/2021'),
      makeLine('Stripe · Berlin, Germany', { x: 141 }),
      makeLine('Shipped offline-first mobile sync in Rust', { x: 153, isBullet: true }),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Mobile Engineer (iOS)', 'Infosys', '04/2021', '08/2023'],
      ['Junior Software Developer', 'Stripe', '01/2019', '02/2021'],
    ]);
  });
});

describe("entries of a job board's anonymised export", () => {
  it('reads the employer apart from the place a dash sets after it, a state written out or as `State`', () => {
    const jobs = extractExperience([
      makeLine('Staff Accountant 04/2015 to Current', {
        gapAbove: 1.5,
        parts: ['Staff Accountant', '04/2015 to Current'],
      }),
      makeLine('Company Name – City, State'),
      makeLine('Prepared monthly journal entries for 12 entities.', { x: 70, isBullet: true }),
      makeLine('Nurse 06/2011 to 03/2015', { gapAbove: 1.5, parts: ['Nurse', '06/2011 to 03/2015'] }),
      makeLine('Memorial Hermann – Houston, Texas'),
      makeLine('Cared for 30 patients a shift.', { x: 70, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.location, j.start, j.end])).toEqual([
      ['Staff Accountant', 'Company Name', 'City, State', '04/2015', 'Current'],
      ['Nurse', 'Memorial Hermann', 'Houston, Texas', '06/2011', '03/2015'],
    ]);
  });

  it('reads a state written out before a code as the city (Nykaa, New York, NY)', () => {
    const [job] = extractExperience([
      makeLine('Nykaa, New York, NY — Senior Marketing Manager', { gapAbove: 1.5 }),
      makeLine('SEPTEMBER 2023 - PRESENT'),
      makeLine('Grew organic traffic by 40%.', { x: 70, isBullet: true }),
    ]);
    expect([job?.title, job?.company, job?.location]).toEqual(['Senior Marketing Manager', 'Nykaa', 'New York, NY']);
  });

  it('cuts a school that opens with its kind from the degree on its line, and drops the place after it', () => {
    const lines = [
      makeLine('2021 BEng : Computer Engineering University of Delhi – City, State', { gapAbove: 1.5 }),
      makeLine('2019 Master of Science : Data Science Universidad Complutense de Madrid – Madrid, Spain', {
        gapAbove: 1.5,
      }),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.end])).toEqual([
      ['BEng in Computer Engineering', 'University of Delhi', '2021'],
      ['Master of Science in Data Science', 'Universidad Complutense de Madrid', '2019'],
    ]);
    // With no school before it, the piece before a country is the school; a degree word inside a
    // school's kind (`High School Diploma`) cuts nothing.
    const [phd, abitur] = extractEducation([
      makeLine('PhD in medical imaging, TU Dresden, Germany 2015', { gapAbove: 1.5 }),
      makeLine('High School Diploma (Abitur) 2010', { gapAbove: 1.5 }),
    ]);
    expect([phd?.degree, phd?.university]).toEqual(['PhD in medical imaging', 'TU Dresden']);
    expect(abitur?.degree).toBe('High School Diploma (Abitur)');
  });

  it('cuts the placeholder place set right after the name with no mark between', () => {
    const [job] = extractExperience([
      makeLine('HR Administrator Dec 2013 - Current', {
        gapAbove: 1.5,
        parts: ['HR Administrator', 'Dec 2013 - Current'],
      }),
      makeLine('Company Name City, State'),
      makeLine('Prepared employee separation notices.', { x: 70, isBullet: true }),
    ]);
    expect([job?.title, job?.company, job?.location]).toEqual(['HR Administrator', 'Company Name', 'City, State']);
    const [school] = extractEducation([
      makeLine('Associate : Business Administration , 1999 Jefferson College City, State'),
    ]);
    expect([school?.degree, school?.university, school?.end]).toEqual([
      'Associate in Business Administration',
      'Jefferson College',
      '1999',
    ]);
    // A city that happens to be named City stays with its company when no `State` follows.
    const [other] = extractExperience([
      makeLine('Analyst 2019 - 2021', { gapAbove: 1.5, parts: ['Analyst', '2019 - 2021'] }),
      makeLine('Carson City Bank'),
    ]);
    expect(other?.company).toBe('Carson City Bank');
  });
});

describe('extractExperience with an undated job after dated ones', () => {
  it('keeps it an entry of its own, not a part of the job before', () => {
    const jobs = extractExperience([
      makeLine('Software Engineer, Acme Corp 2019 - Present', {
        gapAbove: 1.5,
        parts: ['Software Engineer, Acme Corp', '2019 - Present'],
      }),
      makeLine('Built the billing service.', { x: 70, isBullet: true }),
      makeLine('Data Analyst, Globex 2016 - 2019', { gapAbove: 1.5, parts: ['Data Analyst, Globex', '2016 - 2019'] }),
      makeLine('Wrote the churn model.', { x: 70, isBullet: true }),
      makeLine('Habitat for Humanity', { isBold: true, gapAbove: 1.5 }),
      makeLine('Built homes on weekends.', { x: 70, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.company, j.description])).toEqual([
      ['Acme Corp', ['Built the billing service.']],
      ['Globex', ['Wrote the churn model.']],
      ['Habitat for Humanity', ['Built homes on weekends.']],
    ]);
  });
});

describe('extractExperience with the place after a dash', () => {
  const job = (place: string) =>
    extractExperience([
      makeLine('Web Developer August 2019 to Current', {
        gapAbove: 1.5,
        parts: ['Web Developer', 'August 2019 to Current'],
      }),
      makeLine(place),
      makeLine('Built the chamber’s member portal.', { x: 70, isBullet: true }),
    ]).map((j) => [j.company, j.location])[0];
  it('reads a state or a country written in capitals, and a country by its two-letter code', () => {
    expect(job('Canton Chamber of Commerce – North Canton, OHIO')).toEqual([
      'Canton Chamber of Commerce',
      'North Canton, OHIO',
    ]);
    expect(job('Siemens AG – Munich, GERMANY')).toEqual(['Siemens AG', 'Munich, GERMANY']);
    expect(job('Plato Creative - Christchurch, NZ')).toEqual(['Plato Creative', 'Christchurch, NZ']);
    expect(job('Swisscom - Zürich, CH')).toEqual(['Swisscom', 'Zürich, CH']);
  });

  it('takes no word in capitals or two-letter code that names no place for one', () => {
    expect(job('Acme Corp – Data Platform, IT')).toEqual(['Acme Corp – Data Platform, IT', undefined]);
    expect(job('Acme Corp – Analytics, STATE')).toEqual(['Acme Corp – Analytics, STATE', undefined]);
    // A field's or licence's initials that are also a country's code: industrial engineering, a physical therapist.
    const [school] = extractEducation([makeLine('Purdue University, B.S., IE 2014 - 2018', { gapAbove: 1.5 })]);
    expect([school?.degree, school?.university]).toEqual(['B.S. in IE', 'Purdue University']);
    expect(job('Sales Associate, Target, Electronics, PT')?.[1]).toBeUndefined();
  });
});

describe('extractEducation with the degree and school under their dates, cut by semicolons', () => {
  it('reads each piece of the indented line as a head line’s piece', () => {
    const lines = [
      makeLine('2013-2017 (expected)', { gapAbove: 1.5 }),
      makeLine('PhD; The University of Hong Kong; Evolution Study of Influenza A Virus', { x: 90 }),
      makeLine('2006-2009', { gapAbove: 0.5 }),
      makeLine('MSc; Anhui Medical University; Biochemistry and Molecular Biology', { x: 90 }),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['PhD in Evolution Study of Influenza A Virus', 'The University of Hong Kong', '2013', '2017'],
      ['MSc in Biochemistry and Molecular Biology', 'Anhui Medical University', '2006', '2009'],
    ]);
    // A line that only mentions a school is no piece list.
    const [exchange] = extractEducation([
      makeLine('BSc Economics, Bocconi University 2015 - 2018', { gapAbove: 1.5 }),
      makeLine('Exchange semester at National University of Singapore; courses in corporate finance', { x: 90 }),
    ]);
    expect(exchange?.degree).toBe('BSc Economics');
    // The same in a Word file, every line at one edge: a date qualified `(expected)` still leads.
    const flat = lines.map((l) => ({ ...l, x: 50, gapAbove: 0.5 }));
    expect(extractEducation(flat).map((e) => [e.university, e.start, e.end])).toEqual([
      ['The University of Hong Kong', '2013', '2017'],
      ['Anhui Medical University', '2006', '2009'],
    ]);
  });
});

describe('extractEducation with the school first and the degree on the same line', () => {
  it('cuts at the degree word after the school, in Spanish too', () => {
    const lines = [
      makeLine('2017-2020 Universidad de New England Doctorado en Ecología', { gapAbove: 1.5 }),
      makeLine('2010-15 Universidad de Sevilla Grado en Biología', { gapAbove: 1.5 }),
      makeLine('2008 University College London Master of Science in Physics', { gapAbove: 1.5 }),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['Doctorado en Ecología', 'Universidad de New England', '2017', '2020'],
      ['Grado en Biología', 'Universidad de Sevilla', '2010', '2015'],
      ['Master of Science in Physics', 'University College London', '', '2008'],
    ]);
  });
});

describe('extractEducation with a place after the school', () => {
  const row = (text: string) => makeLine(text, { gapAbove: 1.5 });
  it('drops the place but never the school, the degree or a degree that is also a state code', () => {
    const read = (text: string) => extractEducation([row(text)]).map((e) => [e.degree, e.university]);
    expect(read('B.S. in Computer Science, Stanford University, California, 2015')).toEqual([
      ['B.S. in Computer Science', 'Stanford University'],
    ]);
    expect(read('M.S., Biology, Ohio University, Ohio, 2011')).toEqual([['M.S. in Biology', 'Ohio University']]);
    expect(read('Boston University, Economics, MA, 2014')).toEqual([['MA in Economics', 'Boston University']]);
    expect(read('Certificate in University Teaching, Harvard University, 2019')).toEqual([
      ['Certificate in University Teaching', 'Harvard University'],
    ]);
    expect(
      read(
        'Bachelor of Engineering in Industrial Engineering, Technische Universität München (2015 – 2019); GPA: 3.61/4.00',
      ),
    ).toEqual([['Bachelor of Engineering in Industrial Engineering', 'Technische Universität München']]);
    expect(read('University of Nairobi, Bachelor of Commerce, Kenya, 2014')).toEqual([
      ['Bachelor of Commerce', 'University of Nairobi'],
    ]);
  });

  it('drops a place between the school and the degree, and a city named for the university', () => {
    const read = (text: string) => extractEducation([row(text)]).map((e) => [e.degree, e.university]);
    expect(read('Manipal Academy of Higher Education, San Francisco, CA — Master of Science, Finance')).toEqual([
      ['Master of Science in Finance', 'Manipal Academy of Higher Education'],
    ]);
    expect(read('University of Delhi, New Delhi, India — BSc, Physics, 2019')).toEqual([
      ['BSc in Physics', 'University of Delhi'],
    ]);
    expect(read('BSc, Meteorology, University of Reading, Reading, UK, 2010')).toEqual([
      ['BSc in Meteorology', 'University of Reading'],
    ]);
    // A campus stays with its university.
    expect(read('BS, Computer Science, University of California, Santa Cruz, CA, 2014')).toEqual([
      ['BS in Computer Science', 'University of California, Santa Cruz'],
    ]);
  });

  it('reads a state whose code is also a degree as the state when the entry names its degree elsewhere', () => {
    const read = (...texts: string[]) =>
      extractEducation(texts.map((t, k) => (k === 0 ? row(t) : makeLine(t)))).map((e) => [e.degree, e.university]);
    expect(
      read('Massachusetts Institute of Technology, Cambridge, MA', 'Bachelor of Science in Physics, 2018'),
    ).toEqual([['Bachelor of Science in Physics', 'Massachusetts Institute of Technology']]);
    expect(read('Tufts University, Medford, MA', 'MA in International Relations', '2016')).toEqual([
      ['MA in International Relations', 'Tufts University'],
    ]);
    expect(read('Johns Hopkins University, Baltimore, MD — BS in Biology, 2014')).toEqual([
      ['BS in Biology', 'Johns Hopkins University'],
    ]);
    expect(read('University of Mississippi, Oxford, MS', 'BA in English', '2012 - 2016')).toEqual([
      ['BA in English', 'University of Mississippi, Oxford'],
    ]);
    // With no other degree the code stays the degree.
    expect(read('Stanford University, MS, 2016')).toEqual([['MS', 'Stanford University']]);
  });

  it('keeps fields listed after the degree and closed by `and` as one field, and no places so listed', () => {
    const read = (text: string) => extractEducation([row(text)]).map((e) => e.degree);
    expect(read('PhD, Atmosphere, Oceans and Climate, University of Reading, 2014')).toEqual([
      'PhD in Atmosphere, Oceans and Climate',
    ]);
    expect(
      read('Member of the Helmholtz Research School, Helmholtz Association, Stuttgart and Karlsruhe, 2017'),
    ).toEqual(['Helmholtz Association']);
  });
});

describe('extractExperience in CVs written in other languages', () => {
  it('reads a name with a place at its right under a date-led head as the employer, and French titles as titles', () => {
    const head = (text: string) => makeLine(text, { x: 180, size: 8.6, gapAbove: 0.9 });
    const place = (name: string, where: string) =>
      makeLine(`${name} ${where}`, { x: 233, size: 7.7, gapAbove: 0.5, parts: [name, where] });
    const bullet = (text: string) => makeLine(text, { x: 240, size: 7.7, gapAbove: 0.4, isBullet: true });
    const jobs = extractExperience([
      head('2024 – 2025 Développeur Full Stack Rust'),
      place('LetScan', 'Nantes, France'),
      bullet('Développement d’un backend CPU et GPU.'),
      head('2018 – 2020 Softwareentwickler'),
      place('Zühlke', 'Zürich, Switzerland'),
      bullet('Entwicklung von Messgeräten.'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.location, j.start])).toEqual([
      ['Développeur Full Stack Rust', 'LetScan', 'Nantes, France', '2024'],
      ['Softwareentwickler', 'Zühlke', 'Zürich, Switzerland', '2018'],
    ]);
  });

  it("reads a long sentence under a head as the job's summary even where its bullets are marked", () => {
    const bullet = (text: string) => makeLine(text, { x: 90, isBullet: true, gapAbove: 0.3 });
    const jobs = extractExperience([
      makeLine('Store Leader Mentor, GameStop', { isBold: true, size: 14 }),
      makeLine('Leading sales teams to accomplish sales growth goals, while staffing/training/mentoring all', {
        gapAbove: 0.9,
      }),
      makeLine('associates in-store, and leaders from all around my district (18 stores)', { gapAbove: 0.1 }),
      bullet('$2.5m sales volume annually'),
      bullet('Supervise and develop staff of 25'),
      makeLine('Operations Coordinator', { isBold: true, size: 14, gapAbove: 2 }),
      // A head line with its dates, however long, stays the head.
      makeLine('Larson, Hodkiewicz and Kerluke | Jan 2023 - Feb 2025 (2 years 1 month)', { gapAbove: 0.5 }),
      bullet('Rolled out safety training for 58 staff'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.description.length])).toEqual([
      ['Store Leader Mentor', 'GameStop', 3],
      ['Operations Coordinator', 'Larson, Hodkiewicz and Kerluke', 1],
    ]);
    expect(jobs[0]!.description[0]).toMatch(/^Leading sales teams .* \(18 stores\)$/);
  });

  it('reads an indented `Employer, City, Region` right under a `Title - dates` head as the employer and place', () => {
    const head = (text: string) => makeLine(text, { x: 250, size: 7.5, gapAbove: 0.1 });
    const under = (text: string) => makeLine(text, { x: 280, size: 7.5, gapAbove: 0.1 });
    const jobs = extractExperience([
      head('Production Artist - 2018 to Present'),
      under('Airship, Portland, Oregon'),
      head('Graphic Designer - 2016 to 2017'),
      under('Paylasso Inc, Portland, Oregon'),
      under('Designed packaging, signage and a quarterly catalogue for retail partners.'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.location, j.start, j.end])).toEqual([
      ['Production Artist', 'Airship', 'Portland, Oregon', '2018', 'Present'],
      ['Graphic Designer', 'Paylasso Inc', 'Portland, Oregon', '2016', '2017'],
    ]);
    expect(jobs[1]!.description).toEqual([
      'Designed packaging, signage and a quarterly catalogue for retail partners.',
    ]);
    // A first bullet that happens to open with a name and a comma stays a bullet.
    const bullets = extractExperience([
      head('Production Artist - 2018 to Present'),
      under('Airship, Portland, Oregon'),
      makeLine('Nike, Adidas and Puma campaigns: led art direction', {
        x: 290,
        size: 7.5,
        gapAbove: 0.1,
        isBullet: true,
      }),
    ]);
    expect(bullets[0]!.description).toEqual(['Nike, Adidas and Puma campaigns: led art direction']);
  });

  it('cuts a title from its employer at `bei`, `chez`, `presso` and `bij` before a capital', () => {
    const read = (text: string) =>
      extractExperience([makeLine(`${text} 2019 – 2021`, { parts: [text, '2019 – 2021'] })]).map((j) => [
        j.title,
        j.company,
      ]);
    expect(read('Softwareentwickler bei LAR Process Analysers AG')).toEqual([
      ['Softwareentwickler', 'LAR Process Analysers AG'],
    ]);
    expect(read('Ingénieure logiciel chez Thales')).toEqual([['Ingénieure logiciel', 'Thales']]);
  });

  it('keeps two ranks joined by a dash in a bold title as one title when the employer follows', () => {
    const jobs = extractExperience([
      makeLine('Februar 2022 – Juni 2022', { isBold: true, gapAbove: 1.1 }),
      makeLine('Polymechaniker – Stv. Abteilungsleiter Zerspanung | Angehrn AG Umformtechnik,', {
        gapAbove: 0.9,
        boldLead: 'Polymechaniker – Stv. Abteilungsleiter Zerspanung',
      }),
      makeLine('Degersheim', { gapAbove: 0.2 }),
      makeLine('Einrichten und Bedienen von CNC-Maschinen', { x: 108, isBullet: true }),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Polymechaniker – Stv. Abteilungsleiter Zerspanung', 'Angehrn AG Umformtechnik'],
    ]);
  });
});

describe('the parser after a review of its rules for CVs in other languages', () => {
  it('keeps a city named for its university, a degree that is also a region code, and a degree with its field', () => {
    const row = (text: string) => makeLine(text, { gapAbove: 1.5 });
    const read = (text: string) => extractEducation([row(text)]).map((e) => [e.degree, e.university]);
    expect(read('BSc, Computer Science, University of Leeds, Leeds, 2013')).toEqual([
      ['BSc in Computer Science', 'University of Leeds'],
    ]);
    expect(read('Harvard University, AB, Economics, 2010')).toEqual([['AB', 'Harvard University']]);
    expect(read('BS in Biology, Cum Laude, Chemistry and Physics, Yale University, 2010')).toEqual([
      ['BS in Biology', 'Yale University'],
    ]);
  });

  it('takes no labelled or work-mode line under a head for its employer and place', () => {
    const jobs = extractExperience([
      makeLine('Consultant, Accenture', { gapAbove: 1 }),
      makeLine('Project: SAP rollout Munich, Germany', {
        x: 80,
        gapAbove: 0.2,
        parts: ['Project: SAP rollout', 'Munich, Germany'],
      }),
      makeLine('Led a distributed team of 5 Remote', {
        x: 80,
        gapAbove: 0.2,
        parts: ['Led a distributed team of 5', 'Remote'],
      }),
      makeLine('Configured modules.', { x: 80, isBullet: true, gapAbove: 0.2 }),
    ]);
    expect(jobs[0]?.description).toContain('Configured modules.');
    expect(jobs[0]?.location).toBeUndefined();
    expect(jobs[0]?.description.some((d) => d.includes('SAP rollout'))).toBe(true);
  });

  it('keeps a person named after a comma out of the title (`Teaching Assistant, Professor Jane Smith`)', () => {
    const jobs = extractExperience([
      makeLine('Stanford University', { gapAbove: 1 }),
      makeLine('Teaching Assistant, Professor Jane Smith 2019 – 2021', {
        gapAbove: 0.2,
        parts: ['Teaching Assistant, Professor Jane Smith', '2019 – 2021'],
      }),
      makeLine('Graded.', { isBullet: true, x: 60, gapAbove: 0.2 }),
    ]);
    expect(jobs[0]?.title).toBe('Teaching Assistant');
  });
});

describe('extractExperience read alike across a section', () => {
  const bullet = (text: string) => makeLine(text, { x: 70, isBullet: true });

  it('reads a title no rank word names as the title when the section sets companies above titles', () => {
    const lines = [
      makeLine('Bombardier Transportation (Västerås)', { gapAbove: 1 }),
      makeLine('HW Platform Team Lead, 2011 - Pågående'),
      bullet('Elektronikutveckling och konstruktion'),
      makeLine('Enics (Västerås)', { gapAbove: 1 }),
      makeLine('Component Engineer, 2008 - 2011'),
      bullet('Felsökning och reparation'),
      makeLine('Sandvik (Sandviken)', { gapAbove: 1 }),
      makeLine('Skänkugnsoperatör, 2005 - 2007'),
      bullet('Justering av legeringssammansättning'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.location])).toEqual([
      ['HW Platform Team Lead', 'Bombardier Transportation (Västerås)', undefined],
      ['Component Engineer', 'Enics (Västerås)', undefined],
      ['Skänkugnsoperatör', 'Sandvik (Sandviken)', undefined],
    ]);
  });

  it('reads a place in brackets set apart after the employer as the location', () => {
    const head = (name: string, place: string) => makeLine(`${name} ${place}`, { parts: [name, place], gapAbove: 1 });
    const lines = [
      head('Enics', '(Västerås)'),
      makeLine('Component Engineer, 2008 - 2011'),
      bullet('Felsökning och reparation'),
      head('Philips Handheld Diagnostics', '(HHDx)'),
      makeLine('Process Test Engineer, 2016 - 2019'),
      bullet('Metingen uitvoeren'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.location])).toEqual([
      ['Component Engineer', 'Enics', 'Västerås'],
      // An acronym in brackets names the company, not a place.
      ['Process Test Engineer', 'Philips Handheld Diagnostics', undefined],
    ]);
  });

  it('takes the title from a first sentence that tells the role, and only from such a sentence', () => {
    const lines = [
      makeLine('Downtown Emergency Service Center', { gapAbove: 1 }),
      makeLine('October 2012 - August 2014'),
      makeLine('As a Case Manager, I met one-on-one with clients to identify their needs and goals.'),
      makeLine('H.O.P.E. Tutoring', { gapAbove: 1 }),
      makeLine('August 2008 – May 2009'),
      makeLine('As a result of a city grant, I tutored forty students each week in reading.'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company])).toEqual([
      ['Case Manager', 'Downtown Emergency Service Center'],
      ['', 'H.O.P.E. Tutoring'],
    ]);
  });
});

describe('extractEducation from a flat list of dated bullets', () => {
  it('reads each bullet as an entry of its own', () => {
    const bullet = (text: string) => makeLine(text, { x: 60, isBullet: true, gapAbove: 0.3 });
    const lines = [
      bullet('MSc in Public Health - University of Bristol (2017-2019)'),
      bullet('BSc in Biomedical Science - University of Leeds (2014-2017)'),
      bullet('Foundation Year - Leeds City College (2013-2014)'),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['MSc in Public Health', 'University of Bristol', '2017', '2019'],
      ['BSc in Biomedical Science', 'University of Leeds', '2014', '2017'],
      ['Foundation Year', 'Leeds City College', '2013', '2014'],
    ]);
  });
});

describe('extractCertifications with the name’s initials after it', () => {
  it('keeps an acronym of the name’s initials in the name, and another acronym as the issuer', () => {
    const lines = [
      makeLine('Paediatric Life Support - PLS (2023)', { isBullet: true }),
      makeLine('Certified Kubernetes Administrator - CNCF (2022)', { isBullet: true }),
    ];
    expect(extractCertifications(lines).map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Paediatric Life Support - PLS', '', '2023'],
      ['Certified Kubernetes Administrator', 'CNCF', '2022'],
    ]);
  });
});

describe('entries set as paragraphs that open with their dates', () => {
  it('reads each paragraph as an entry named in its first sentence, the rest its description', () => {
    const para = (text: string, gapAbove = 1) => makeLine(text, { gapAbove });
    const lines = [
      para('(08/2014 – presente) Sistemas Globales S. A., desarrollador web UI. Lider técnico en proyecto'),
      para('hybrid angularjs + cordova para iPhone. Cliente: Virgin Mega', 0.2),
      para('(12/2011 – 06/2014) Municipalidad de Córdoba, asesoramiento técnico en Comisión de Movilidad.'),
      para('Aplicaciones web de geo-referencia, análisis de datos y modelos.', 0.2),
      para('(04/2013 – 08/2014) Sistemas Globales S. A., desarrollador web UI. Lider técnico en proyecto'),
      para('node.js + Backbone.js. Cliente: Thomas Cook', 0.2),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.start, j.end, j.description.length])).toEqual([
      ['desarrollador web UI', 'Sistemas Globales S. A.', '08/2014', 'Present', 1],
      ['asesoramiento técnico en Comisión de Movilidad', 'Municipalidad de Córdoba', '12/2011', '06/2014', 1],
      ['desarrollador web UI', 'Sistemas Globales S. A.', '04/2013', '08/2014', 1],
    ]);
  });
});

describe('entries written one a bullet, closing on their dates, under labels', () => {
  const bullet = (text: string) => makeLine(text, { x: 86, isBullet: true, gapAbove: 0.2 });
  const label = (text: string) => makeLine(text, { x: 73, gapAbove: 0.5 });

  it('reads each bullet as a job, a one-word label naming none of them', () => {
    const lines = [
      label('Current'),
      bullet('Professor, Department of Political Science, Florida State University, 2026 – present.'),
      label('Past'),
      bullet('Associate Professor, Department of Political Science, Florida State University, 2018 – 2026.'),
      bullet('Assistant Professor, Department of Political Science, Texas A&M University, 2015 – 2018.'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.start, j.end])).toEqual([
      ['Professor', '2026', 'Present'],
      ['Associate Professor', '2018', '2026'],
      ['Assistant Professor', '2015', '2018'],
    ]);
  });

  it('reads each degree under the school that labels it', () => {
    const lines = [
      label('Florida State University'),
      bullet('Ph.D., Political Science, 2013.'),
      bullet('M.S., Mathematical Statistics, 2012.'),
      label('Georgia Southwestern State University'),
      bullet('B.S., Political Science and Sociology, 2008.'),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.end])).toEqual([
      ['Ph.D. in Political Science', 'Florida State University', '2013'],
      ['M.S. in Mathematical Statistics', 'Florida State University', '2012'],
      ['B.S. in Political Science and Sociology', 'Georgia Southwestern State University', '2008'],
    ]);
  });

  it('reads bullets that open on their dates as entries too (`2017, PhD in Linguistics, Rutgers University`)', () => {
    const lines = [
      bullet('2017, PhD in Linguistics, Rutgers University'),
      bullet('2011, MA in Applied Linguistics, Boston University'),
      bullet('2008, B.A. in Linguistics, cum laude, Boston University'),
    ];
    expect(extractEducation(lines).map((e) => [e.degree, e.university, e.end])).toEqual([
      ['PhD in Linguistics', 'Rutgers University', '2017'],
      ['MA in Applied Linguistics', 'Boston University', '2011'],
      ['B.A. in Linguistics', 'Boston University', '2008'],
    ]);
    // A job's bullets that open on a year are its achievements: one job, not three.
    const job = [
      label('Acme Corp'),
      bullet('2019: led the migration to Kubernetes'),
      bullet('2020: cut cloud spend by a third'),
      bullet('Mentored four engineers'),
    ];
    expect(extractExperience(job)).toHaveLength(1);
  });

  it('leaves bullets that are dates alone, or achievements, to the other readings', () => {
    const lines = [
      label('Acme Corp'),
      bullet('Rebuilt the billing pipeline in Go, cutting failures by half'),
      bullet('Led the 2019 migration to Kubernetes'),
      bullet('Mentored four engineers'),
    ];
    expect(extractExperience(lines)).toHaveLength(1);
  });
});

describe('the readings of other layouts keep away from lines they do not fit', () => {
  const bullet = (text: string) => makeLine(text, { x: 86, isBullet: true, gapAbove: 0.2 });
  const label = (text: string) => makeLine(text, { x: 73, gapAbove: 0.5 });

  it('keeps a plain title under a bold head that opens with its dates in the head', () => {
    const lines = [
      makeLine('2019 – 2022  Acme Corp, Berlin', { isBold: true, gapAbove: 1 }),
      makeLine('Senior Software Engineer'),
      makeLine('Rebuilt the billing pipeline and cut failed payments by half.'),
      makeLine('2016 – 2019  Globex, Munich', { isBold: true, gapAbove: 1 }),
      makeLine('Software Engineer'),
      makeLine('Wrote the first version of the search service.'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.start])).toEqual([
      ['Senior Software Engineer', '2019'],
      ['Software Engineer', '2016'],
    ]);
  });

  it('reads a one-word employer label as the employer of the roles under it', () => {
    const lines = [
      label('IBM'),
      bullet('Senior Consultant, 2019 – 2021'),
      bullet('Consultant, 2016 – 2019'),
      label('Accenture'),
      bullet('Analyst, 2014 – 2016'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company])).toEqual([
      ['Senior Consultant', 'IBM'],
      ['Consultant', 'IBM'],
      ['Analyst', 'Accenture'],
    ]);
  });

  it('reads no dated achievement bullet, nor an honour under a school, as an entry of its own', () => {
    const jobs = extractExperience([
      makeLine('Acme Corp — Regional Sales Manager  2015 – 2020', { gapAbove: 1 }),
      bullet('President’s Club, 2018'),
      bullet('Salesperson of the Year, 2017'),
      bullet('Grew the region’s revenue by 40%'),
    ]);
    expect(jobs).toHaveLength(1);
    const schools = extractEducation([
      label('University of Oxford'),
      bullet('BA in History, 2012 – 2015'),
      bullet('Dean’s List, 2013'),
      bullet('College rowing captain, 2014'),
    ]);
    expect(schools.map((e) => [e.university, e.degree.startsWith('BA in History')])).toEqual([
      ['University of Oxford', true],
    ]);
  });

  it('cuts no paragraph’s first sentence at an abbreviation', () => {
    const para = (text: string, gapAbove = 1) => makeLine(text, { gapAbove });
    const [nurse] = extractExperience([
      para('2015 – 2019 Registered Nurse, St. Mary’s Hospital, Boston. Cared for thirty patients a shift'),
      para('on the cardiac ward and trained new staff.', 0.2),
      para('2012 – 2015 Staff Nurse, Mt. Sinai Hospital, New York. Worked nights in the emergency room', 1),
      para('and led the triage team.', 0.2),
    ]);
    expect(nurse?.company).toContain('Mary');
  });

  it('reads no way of working nor a former name in brackets as the place', () => {
    const head = (name: string, place: string) => makeLine(`${name} ${place}`, { parts: [name, place], gapAbove: 1 });
    const jobs = extractExperience([
      head('Acme Corp', '(Contract)'),
      makeLine('Software Engineer, 2019 - 2021'),
      bullet('Built the API'),
      head('Meta', '(Formerly Facebook)'),
      makeLine('Data Engineer, 2016 - 2019'),
      bullet('Built the pipelines'),
    ]);
    expect(jobs.map((j) => j.location)).toEqual([undefined, undefined]);
  });

  it('takes no title from a sentence told as `we`', () => {
    const [job] = extractExperience([
      makeLine('Acme Corp', { gapAbove: 1 }),
      makeLine('2019 – 2021'),
      makeLine('As a Google Premier Partner, we grew the agency to forty people and three offices.'),
    ]);
    expect(job?.title).toBe('');
  });
});

describe('extractEducation from a paragraph that names the school in its first sentence', () => {
  it('reads the degree and school from the first sentence, the thesis after it left out', () => {
    const wrapped = (text: string) => makeLine(text, { x: 34, gapAbove: 0.2, right: 300 });
    const lines = [
      makeLine('sep 2013 – mei 2016', { x: 43, isBullet: true, gapAbove: 1 }),
      wrapped('Biomedical Engineering (MSc) – Technische Universiteit'),
      wrapped('Eindhoven (TU/e). Afgestudeerd op: The development of'),
      wrapped('a novel glucose biosensor based on tethered particle motion.'),
    ];
    expect(extractEducation(lines, lines).map((e) => [e.degree, e.university, e.start])).toEqual([
      ['MSc in Biomedical Engineering', 'Technische Universiteit Eindhoven (TU/e)', 'sep 2013'],
    ]);
  });

  it('cuts no line at a degree’s full stop, nor one whose dates come after', () => {
    const [phd] = extractEducation([
      makeLine('Ph. D. in Plasma Physics, Peking University, Beijing, China, advised by Prof. Wang Li   2015 - 2019'),
    ]);
    expect(phd?.degree).toMatch(/^Ph\. D\. in Plasma Physics/);
    const [msc] = extractEducation([
      makeLine('MSc. Computing Science and Psychology - with Distinction, University of Glasgow. Oct 2019 - Dec 2020'),
    ]);
    expect(msc?.start).toBe('Oct 2019');
  });
});

describe('entries with labels and ways of working in other languages', () => {
  it('starts no entry at a label closed by its colon, and reads `- Stage` as no employer', () => {
    const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.3 });
    const lines = [
      makeLine('Chargée de Communication et de Marketing digital - Alternance', { isBold: true, gapAbove: 2.4 }),
      makeLine('Genesis Conseil, agence de webmarketing - Octobre 2021 - Octobre 2022 | Foix, France', {
        gapAbove: 0.9,
      }),
      makeLine('Technologies & outils :', { gapAbove: 1.1 }),
      bullet('Gestion de projet : Notion, Google Workspace'),
      makeLine('Missions principales :', { gapAbove: 1.1 }),
      bullet('Création de contenus pour les réseaux sociaux'),
      makeLine('Chargée de Communication - Stage', { isBold: true, gapAbove: 2.4 }),
      makeLine('Andilcampus & JurisCampus, CFA - Mai 2021 - Juillet 2021 | Toulouse, France', { gapAbove: 0.9 }),
      makeLine('Missions principales :', { gapAbove: 1.1 }),
      bullet('Refonte du site internet'),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.start])).toEqual([
      ['Chargée de Communication et de Marketing digital', 'Genesis Conseil, agence de webmarketing', 'Oct 2021'],
      ['Chargée de Communication', 'Andilcampus & JurisCampus, CFA', 'May 2021'],
    ]);
  });

  it('keeps a form’s run of labels (a label column read before its rows)', () => {
    const label = (text: string, gapAbove = 0.2) => makeLine(text, { x: 85, gapAbove });
    const value = (text: string, isBold = false) => makeLine(text, { x: 222, isBold, gapAbove: 0.2 });
    const lines = [
      label('Research Title:', 0),
      label('Period:'),
      label('Employer:'),
      value('Scientist', true),
      value('Aug 2019 - present', true),
      value('UK Met Office'),
      label('Research Title:', 2),
      label('Period:'),
      label('Employer:'),
      value('Post-Doctoral Researcher', true),
      value('Jun 2019 - Jul 2019', true),
      value('University of Plymouth'),
    ];
    expect(extractExperience(lines).map((j) => j.start)).toEqual(['Aug 2019', 'Jun 2019']);
  });
});

describe('the second review’s cases', () => {
  const bullet = (text: string) => makeLine(text, { x: 70, isBullet: true, gapAbove: 0.3 });

  it('takes no bullet for the employer when the head names only a way of working', () => {
    const [job] = extractExperience([
      makeLine('Full Stack Developer - Freelance   2019 - Present', { gapAbove: 1 }),
      bullet('React, Node.js, PostgreSQL'),
      bullet('Built shops for twelve small businesses'),
    ]);
    expect([job?.title, job?.company]).toEqual(['Full Stack Developer', '']);
  });

  it('keeps a title or an employer closed by a colon as the head', () => {
    const jobs = extractExperience([
      makeLine('Project Manager:', { isBold: true, gapAbove: 1 }),
      makeLine('Siemens AG, Munich   2018 - 2021'),
      bullet('Ran the rollout of the new signalling system'),
    ]);
    expect(jobs.map((j) => [j.title, j.start])).toEqual([['Project Manager', '2018']]);
  });

  it('keeps the wrapped end of a line that closes on a colon', () => {
    const [job] = extractExperience([
      makeLine('Relationship Manager, Acme Bank   2015 - 2019', { gapAbove: 1 }),
      bullet('Managed the largest corporate accounts in the region, including'),
      makeLine('Barclays and HSBC:', { x: 70, gapAbove: 0.2 }),
    ]);
    expect(job?.description.join(' ')).toContain('Barclays and HSBC');
  });

  it('reads a one-line school entry whole, its school after the full stop', () => {
    const [school] = extractEducation([
      makeLine('Licenciatura en Administración de Empresas. Universidad de Buenos Aires   2010 - 2015'),
    ]);
    expect(school?.university).toBe('Universidad de Buenos Aires');
    const [bsc] = extractEducation([
      makeLine('Bachelor of Science in Computer Science, Stanford University. GPA: 3.8/4.0 (Magna Cum Laude)'),
    ]);
    expect(bsc?.gpa).toBe('3.8/4.0');
  });
});

describe('extractExperience with each date on a line of its own above its job', () => {
  // Each line on a row of its own, 14 pt apart.
  const row = (text: string, k: number, over: Parameters<typeof makeLine>[1] = {}) =>
    makeLine(text, { y: 100 + 14 * k, ...over });

  it('reads an indented head right under a lone date line as the head, and a region in brackets as the place', () => {
    const lines = [
      row('2013-2017', 0, { gapAbove: 1.3 }),
      row('Infrastructure Engineer; Gateway Church (Southlake, Texas)', 1, { x: 90 }),
      row('Lead engineer responsible for diverse back-end systems. Responsible for all the bits', 2),
      row('nobody noticed unless they broke.', 3),
      row('2004-2006', 4, { gapAbove: 1.2 }),
      row('Foodie / Cheesemonger; Central Market (Fort Worth, Texas)', 5, { x: 90 }),
      row('Made cheese. Sold cheese. Suggested pairings to customers.', 6),
    ];
    expect(extractExperience(lines).map((j) => [j.title, j.company, j.location, j.start, j.end])).toEqual([
      ['Infrastructure Engineer', 'Gateway Church', 'Southlake, Texas', '2013', '2017'],
      ['Foodie / Cheesemonger', 'Central Market', 'Fort Worth, Texas', '2004', '2006'],
    ]);
  });

  it('keeps an indented sentence under a lone date line as the description', () => {
    const lines = [
      row('2013-2017', 0, { gapAbove: 1.3 }),
      row('Ran every back-end system there for four years.', 1, { x: 90 }),
      row('Kept the payroll servers patched and monitored.', 2),
    ];
    const [job] = extractExperience(lines);
    expect(job?.description[0]).toBe('Ran every back-end system there for four years.');
  });
});

describe('entries one a bullet, each naming itself in words', () => {
  const label = (text: string) => makeLine(text, { isBold: true, gapAbove: 1.1 });
  const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 1.4 });

  it('reads bullets of a role and its employer as jobs, under labels of their kind', () => {
    const jobs = extractExperience([
      label('Enseignement'),
      bullet('Enseignant — Lycée Technique Bilingue de Ngaoundéré (2022–présent)'),
      bullet('Enseignant — IAI Cameroun, Centre Régional de Ngaoundéré (2015–2017)'),
      label('Leadership & projets'),
      bullet('Coordonnateur — Community Impact Project'),
      bullet('Vice-Président Relations Extérieures — AIESEC Yaoundé'),
      bullet('Chef d’équipe promotion CSR'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start])).toEqual([
      ['Enseignant', 'Lycée Technique Bilingue de Ngaoundéré', '2022'],
      ['Enseignant', 'IAI Cameroun, Centre Régional de Ngaoundéré', '2015'],
      ['Coordonnateur', 'Community Impact Project', ''],
      ['Vice-Président Relations Extérieures', 'AIESEC Yaoundé', ''],
    ]);
  });

  it('reads bullets that open on a degree as schools, dated or not', () => {
    const schools = extractEducation([
      bullet('PhD en Philosophie, Université de Yaoundé I — 2022'),
      bullet('Master II en Philosophie des Sciences et du Langage — 2011'),
      bullet('Licence en Lettres Modernes Françaises'),
      bullet('Licence en Philosophie'),
      bullet('DIPES II — Professeur d’enseignement secondaire 2e grade'),
    ]);
    expect(schools.map((e) => [e.degree, e.university, e.end])).toEqual([
      ['PhD en Philosophie', 'Université de Yaoundé I', '2022'],
      ['Master II en Philosophie des Sciences et du Langage', '', '2011'],
      ['Licence en Lettres Modernes Françaises', '', ''],
      ['Licence en Philosophie', 'DIPES II — Professeur d’enseignement secondaire 2e grade', ''],
    ]);
  });

  it('reads a degree named with French joining words, set as a paragraph, as a head of its own', () => {
    const para = (text: string) => makeLine(text, { x: 0, gapAbove: 0.5, isParagraph: true });
    const schools = extractEducation([
      para('PhD en Philosophie, Université de Yaoundé I — 2022'),
      para('Master II en Philosophie des Sciences et du Langage — 2011'),
    ]);
    expect(schools.map((e) => e.end)).toEqual(['2022', '2011']);
  });
});

describe('extractEducation in Portuguese', () => {
  it('reads Bacharelado as a degree word', () => {
    const row = (a: string, b: string, gapAbove = 0.3) => makeLine(`${a} ${b}`, { parts: [a, b], gapAbove });
    const [school] = extractEducation([
      row('Universidade do Distrito Federal - Jorge Amaury Maia Nunes', 'Brasília, Brasil', 0.9),
      row('Bacharelado em Sistemas de Informação', 'jun 2023 — atual'),
    ]);
    expect(school?.degree).toBe('Bacharelado em Sistemas de Informação');
  });
});
