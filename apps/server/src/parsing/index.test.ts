import { describe, it, expect } from 'vitest';
import { LIMITS } from '@vitae/shared/limits';
import { parseResume, resumeFromLines } from './index.ts';
import type { Line } from './types.ts';
import { makeLine } from './test-files/make-line.ts';
import { buildScannedPdf, buildEncryptedPdf, buildTextPdf, buildZip } from './test-files/build-test-files.ts';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES, readFixture } from './test-files/fixtures.ts';

const encode = (s: string) => new TextEncoder().encode(s);

describe('parseResume', () => {
  it('parses a two-column PDF into the shared resume shape', async () => {
    const { resume, kind, confidence } = await parseResume(readFixture('pdf/r02.flat.pdf'));
    expect(kind).toBe('pdf');
    expect(resume.fullName).toBe('José Manuel García-López');
    expect(resume.email).toBe('jose.garcia@outlook.com');
    expect(resume.experience[0]).toMatchObject({ title: 'Head of Analytics', start: '2023-05', end: 'Present' });
    expect(confidence.email).toBe(1);
  });

  it('does not split a page below a summary in body type across its top unless both sides open sections (a page of parse-train)', async () => {
    // The summary crosses every gutter a column split could use, as contact rows over two
    // columns do; only where both sides open sections of their own is the page split below it.
    const file = path.join(FIXTURES, 'parse-train/docs/pdf/r11.smart.pdf');
    const { resume } = await parseResume(new Uint8Array(fs.readFileSync(file)));
    expect(resume.experience.map((j) => j.company)).toEqual(['Ernst & Young', 'Barclays']);
    expect(resume.education.map((e) => e.university)).toEqual(['Anna University']);
  });

  it('reads where the person lives from the header, and not a school’s place from a section', async () => {
    const resume = (contact: string) =>
      ['Maria Gonzalez', contact, '', 'EDUCATION', 'B.A. in Mathematics, Stanford University, CA    2012 – 2016'].join(
        '\n',
      );
    const placed = await parseResume(encode(resume('maria@example.com | +1 415 555 0134 | San Francisco, CA')));
    expect(placed.resume.location).toBe('San Francisco, CA');
    const none = await parseResume(encode(resume('maria@example.com | +1 415 555 0134')));
    expect(none.resume.location ?? '').toBe('');
  });

  it('reads a Certifications group of bare terms as a skill category, and dated ones as certifications', async () => {
    const text = (certs: string[]) =>
      [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        'Nurse, City Hospital    2019 – Present',
        '• Cared for patients',
        '',
        'CERTIFICATIONS',
        ...certs,
      ].join('\n');
    const terms = await parseResume(encode(text(['First Aid', 'Food Hygiene', 'Forklift Operator'])));
    expect(terms.resume.certifications).toEqual([]);
    expect(terms.resume.skills).toContainEqual({
      category: 'CERTIFICATIONS',
      technologies: ['First Aid', 'Food Hygiene', 'Forklift Operator'],
    });
    const dated = await parseResume(
      encode(text(['BLS — American Heart Association, 2022', 'ACLS — American Heart Association, 2023'])),
    );
    expect(dated.resume.certifications.map((c) => c.name)).toEqual(['BLS', 'ACLS']);
  });

  it('reads a section printed twice over once, and keeps a second section of the kind with other entries', async () => {
    const publications = [
      'PUBLICATIONS',
      'Lessons from Remote Team Leadership, Harvard Business Review, 2018',
      'Forecasting Hospital Bed Demand, Journal of Healthcare Informatics, 2022',
      '',
    ];
    const text = (second: string[]) =>
      [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        'Nurse, City Hospital    2019 – Present',
        '• Cared for patients',
        '',
      ]
        .concat(publications, second)
        .join('\n');
    const twice = await parseResume(encode(text(publications)));
    expect(twice.resume.publications.map((p) => p.date)).toEqual(['2018', '2022']);
    const other = await parseResume(
      encode(text(['PUBLICATIONS', 'Nurse-Led Rounding and Patient Satisfaction, American Nurse Journal, 2024'])),
    );
    expect(other.resume.publications.map((p) => p.date)).toEqual(['2018', '2022', '2024']);
  });

  it('keeps only the prose of a profile section that also holds handles and skill groups', async () => {
    const text = [
      'Jane Doe',
      '',
      'ABOUT',
      'janedoe',
      'Machine Learning',
      'XGBoost PyTorch',
      'Summary line: Machine learning practitioner focused on forecasting, with models running',
      'in production at scale.',
      '',
      'EXPERIENCE',
      'Data Scientist, Acme    2019 – Present',
      '• Built forecasting models',
    ].join('\n');
    const { resume } = await parseResume(encode(text));
    expect(resume.profile).toBe(
      'Summary line: Machine learning practitioner focused on forecasting, with models running in production at scale.',
    );
  });

  it('parses a DOCX identified by its bytes even with a misleading name', async () => {
    const { resume, kind } = await parseResume(readFixture('docx/r04.elegant.docx'), { fileName: 'resume.pdf' });
    expect(kind).toBe('docx');
    expect(resume.fullName).toBe('Mohana C. Joshi');
    expect(resume.education[0]?.university).toBe('Symbiosis International University');
  });

  it('parses plain text with headings, a date range and bullets', async () => {
    const text = [
      'Jane Doe',
      'jane.doe@example.com | +44 20 7946 0958 | linkedin.com/in/janedoe',
      '',
      'WORK HISTORY',
      'Senior Engineer, Acme Ltd    Jan 2020 – Present',
      '• Built the billing service',
      '• Cut costs by 20%',
      '',
      'Technical Skills',
      'Languages: TypeScript, Go, SQL',
    ].join('\n');
    const { resume, kind } = await parseResume(encode(text));
    expect(kind).toBe('txt');
    expect(resume.phone).toBe('+44 20 7946 0958');
    expect(resume.linkedin).toContain('linkedin.com/in/janedoe');
    expect(resume.experience[0]).toMatchObject({
      title: 'Senior Engineer',
      company: 'Acme Ltd',
      start: 'Jan 2020',
      end: 'Present',
    });
    expect(resume.experience[0]?.description).toEqual(['Built the billing service', 'Cut costs by 20%']);
    expect(resume.skills).toEqual([{ category: 'Languages', technologies: ['TypeScript', 'Go', 'SQL'] }]);
  });

  it('keeps a summary under the name that says "Engineer @ Company", and drops the contact lines', async () => {
    const text = [
      'Jane Doe',
      'jane.doe@example.com | +44 20 7946 0958',
      'Platform engineer @ Stripe for six years, building the payment systems that merchants rely on.',
      '',
      'EXPERIENCE',
      'Senior Engineer, Stripe    Jan 2020 – Present',
      '• Built the billing service',
    ].join('\n');
    const { resume } = await parseResume(encode(text));
    expect(resume.profile).toBe(
      'Platform engineer @ Stripe for six years, building the payment systems that merchants rely on.',
    );
  });

  it('keeps a summary that says "Engineer @Stripe" (an @ that is no e-mail address)', async () => {
    const summary = 'Platform engineer @Stripe for six years, building the payment systems that merchants rely on.';
    const text = [
      'Jane Doe',
      'jane.doe@example.com',
      summary,
      '',
      'EXPERIENCE',
      'Senior Engineer, Stripe    2020 – Present',
    ];
    expect((await parseResume(encode(text.join('\n')))).resume.profile).toBe(summary);
    const inSection = [
      'Jane Doe',
      'jane.doe@example.com',
      '',
      'SUMMARY',
      summary,
      '',
      'EXPERIENCE',
      'Engineer, Stripe    2020 – Present',
    ];
    expect((await parseResume(encode(inSection.join('\n')))).resume.profile).toBe(summary);
  });

  it('reads a JSON Resume file field by field', async () => {
    const json = {
      basics: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/annlee' }],
      },
      work: [{ position: 'Nurse', name: 'City Hospital', startDate: '2019-03', highlights: ['Led triage'] }],
      education: [{ institution: 'Uni', studyType: 'BSc', area: 'Nursing' }],
    };
    const { resume, kind } = await parseResume(encode(JSON.stringify(json)));
    expect(kind).toBe('json');
    expect(resume.linkedin).toBe('https://linkedin.com/in/annlee');
    expect(resume.experience[0]).toMatchObject({
      title: 'Nurse',
      company: 'City Hospital',
      start: '2019-03',
      description: ['Led triage'],
    });
    expect(resume.education[0]?.degree).toBe('BSc in Nursing');
  });

  it.each([
    ['a scanned PDF', () => buildScannedPdf(), 'scanned_pdf'],
    ['an encrypted PDF', () => buildEncryptedPdf(), 'encrypted_pdf'],
    ['a corrupt PDF', () => encode('%PDF-1.7\n garbage garbage'), 'corrupt_file'],
    ['an oversized file', () => new Uint8Array(LIMITS.uploadBytes + 1), 'too_large'],
    [
      'a PNG image',
      () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      'unsupported_type',
    ],
    [
      'a zip bomb DOCX',
      () => buildZip([{ name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x41) }]),
      'too_large',
    ],
  ])('fails %s with a typed error and a message saying what to do', async (_, make, code) => {
    const error = await parseResume(make()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code });
    expect((error as Error).message).toMatch(/upload|export|remove/i);
  });
});

describe('resumeFromLines', () => {
  it('reads jobs and schools under one heading that names both', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const { resume } = resumeFromLines([
      makeLine('James Crowther', { size: 20, isBold: true }),
      makeLine('james@p-s-e.tk'),
      heading('Career/Education history'),
      makeLine('CDL (Cheshire Datasystems Limited) | Stockport', { isBold: true, gapAbove: 1.5 }),
      makeLine('Nov 2019 - Present | DevOps Engineer'),
      makeLine('Managed Linux servers with Ansible and Terraform.', { x: 70, isBullet: true }),
      makeLine('The University of Manchester', { isBold: true, gapAbove: 1.5 }),
      makeLine('Sep 2004 - Jun 2007 | BSc Computer Science'),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.start])).toEqual([
      ['DevOps Engineer', 'CDL (Cheshire Datasystems Limited)', 'Nov 2019'],
    ]);
    expect(resume.education.map((e) => [e.degree, e.university, e.end])).toEqual([
      ['BSc Computer Science', 'The University of Manchester', 'Jun 2007'],
    ]);
  });

  it('keeps a rank that opens with a degree word a job in a mixed section, and reads one kind of work as jobs', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const read = (title: string, jobs: string[]) =>
      resumeFromLines([
        makeLine('Ana Ruiz', { size: 20, isBold: true }),
        makeLine('ana@ruiz.es'),
        heading(title),
        ...jobs.map((j) => makeLine(j, { gapAbove: 1.5 })),
      ]).resume;
    const mixed = read('Work Experience & Education', [
      'Sales Associate, Target    2019 - 2021',
      'Associate Professor, University of Leeds    2015 - 2019',
      'BSc Biology, University of Leeds    2008 - 2011',
    ]);
    expect(mixed.experience.map((j) => j.title)).toEqual(['Sales Associate', 'Associate Professor']);
    expect(mixed.education.map((e) => e.university)).toEqual(['University of Leeds']);
    const academic = read('Academic Experience', ['Associate Professor, University of Leeds    2015 - 2019']);
    expect(academic.experience.map((j) => j.title)).toEqual(['Associate Professor']);
  });

  it('keeps a summary that names a driving licence as a sentence', () => {
    const { resume } = resumeFromLines([
      makeLine('Jo Bloggs', { size: 20, isBold: true }),
      makeLine(
        'Care assistant with full driving licence and own car, trusted by families across Leeds for eight years.',
      ),
      makeLine('Experience', { size: 14, isBold: true }),
      makeLine('Care Assistant, Bluebird Care    2016 - now'),
    ]);
    expect(resume.profile).toMatch(/^Care assistant with full driving licence/);
  });

  it('reads a `Qualifications` list that names no school as skills, and one that does as education', () => {
    const heading = (text: string) => makeLine(text, { size: 13, isBold: true, gapAbove: 1.5 });
    const read = (body: Line[]) =>
      resumeFromLines([
        makeLine('Christopher Wieber', { size: 20, isBold: true }),
        makeLine('chris.wieber@gmail.com'),
        heading('Qualifications'),
        ...body,
        heading('Experience'),
        makeLine('Web Developer, Powercode    2016 - 2017'),
      ]).resume;
    const strengths = read([
      makeLine('PHP Web Application Development', { x: 70, isBullet: true }),
      makeLine('Web server administration', { x: 70, isBullet: true }),
      makeLine('Database design and administration', { x: 70, isBullet: true }),
    ]);
    expect(strengths.education).toEqual([]);
    expect(strengths.skills).toEqual([
      {
        category: 'Qualifications',
        technologies: [
          'PHP Web Application Development',
          'Web server administration',
          'Database design and administration',
        ],
      },
    ]);
    const degrees = read([makeLine('BSc Computer Science, University of Leeds    2014 - 2017')]);
    expect(degrees.education.map((e) => e.university)).toEqual(['University of Leeds']);
    expect(degrees.skills).toEqual([]);
    // A British CV's exams, with or without a year, are schooling.
    for (const exams of [
      [makeLine('A Levels: Mathematics (A), Physics (B), Chemistry (B)    2015 - 2017')],
      [makeLine('GCSEs: English Language, Mathematics, Biology')],
    ]) {
      const read_ = read(exams);
      expect(read_.skills).toEqual([]);
      expect(read_.education.length).toBe(1);
    }
  });

  it('reads short sentences under the name as the summary when two or more stand there', () => {
    const { resume } = resumeFromLines([
      makeLine('Chad Okafor', { size: 20, isBold: true }),
      makeLine('Natural engineering leader.'),
      makeLine('Deep commitment to holistic product quality.'),
      makeLine('Experienced speaker and communicator.'),
      makeLine('Experience', { size: 14, isBold: true }),
      makeLine('Tech Lead, Citrusbyte    2016 - now'),
    ]);
    expect(resume.profile).toBe(
      'Natural engineering leader. Deep commitment to holistic product quality. Experienced speaker and communicator.',
    );
  });

  it('reads no summary in a long line of personal details under the name', () => {
    const { resume } = resumeFromLines([
      makeLine('Ngoc Minh Dao | Lebenslauf', { size: 24 }),
      makeLine('Bömelburgstr. 18B – 30165 Hannover – Deutschland'),
      makeLine('+49 17674561589 • ngocminhdao88@gmail.com'),
      makeLine('NgocMinh_Dao • Geboren am 24.03.1988 in Hai Duong, Viet Nam, ledig, eine Tochter'),
      makeLine('Berufserfahrung', { size: 14, isBold: true }),
      makeLine('Werkstudent, Micreon GmbH    2015 - 2017'),
    ]);
    expect(resume.profile).toBe('');
  });

  it('reads no summary in an address beside a column of contact labels', () => {
    const row = (address: string, contact: string) => makeLine(`${address} ${contact}`, { parts: [address, contact] });
    const { resume } = resumeFromLines([
      makeLine('Angus Ferraro', { size: 20, isBold: true }),
      row('Mathematics and Physical Sciences', 'Telephone: +44 (0) 1392 725358'),
      row('University of Exeter', 'Web: emps.exeter.ac.uk/mathematics/staff/ajf223'),
      makeLine('I am a physical climate scientist with interests in the terrestrial hydrological cycle.'),
      makeLine('Experience', { size: 14, isBold: true }),
      makeLine('Lecturer, University of Exeter    2016 - now'),
    ]);
    expect(resume.profile).toBe(
      'I am a physical climate scientist with interests in the terrestrial hydrological cycle.',
    );
    // Nor is a long address beside an e-mail address.
    const addressed = resumeFromLines([
      makeLine('Jane Doe', { size: 20, isBold: true }),
      row('Flat 4, 22 Hamilton Road, Clifton, Bristol BS8 1TH, United Kingdom', 'jane.doe@gmail.com'),
      makeLine('Experience', { size: 14, isBold: true }),
      makeLine('Analyst, Acme Corp    2016 - now'),
    ]).resume;
    expect(addressed.profile).toBe('');
  });

  it("reads a teacher's work under `Teaching & Instructional Leadership` as experience when nothing else is", () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const cv = (experienceHeading: string) =>
      resumeFromLines([
        makeLine('Ana Okafor', { size: 20, isBold: true }),
        heading(experienceHeading),
        makeLine('Urban Teacher Resident', { isBold: true }),
        makeLine('Bronx Center for Science and Mathematics | 2011–2012'),
        makeLine('Taught Algebra II and led Regents preparation for three classes.', { x: 70, isBullet: true }),
        heading('Education'),
        makeLine('Columbia University, MA in Mathematics Education, 2011'),
      ]).resume;
    expect(cv('Teaching & Instructional Leadership').experience).toMatchObject([
      { title: 'Urban Teacher Resident', company: 'Bronx Center for Science and Mathematics', start: '2011' },
    ]);
    expect(cv('Teaching').experience).toHaveLength(1);
    // Beside an experience section, teaching stays out (an academic's courses taught).
    const both = resumeFromLines([
      makeLine('Ana Okafor', { size: 20, isBold: true }),
      heading('Experience'),
      makeLine('Data Analyst, Acme Corp    2012 – 2020'),
      heading('Teaching'),
      makeLine('Teaching Assistant, Statistics 101    2010 – 2011'),
    ]).resume;
    expect(both.experience.map((e) => e.title)).toEqual(['Data Analyst']);
    // Courses under `Professional Training` are no jobs.
    expect(cv('Professional Training').experience).toEqual([]);
  });

  it('reads a summary set in a narrow column under the name, and no menu, address or dated line', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const column = (text: string) => makeLine(text, { x: 317, size: 11.8, gapAbove: 0.1 });
    const cv = (header: Line[]) =>
      resumeFromLines([
        makeLine('Taylor Mohs', { x: 317, size: 35, isBold: true }),
        ...header,
        heading('EXPERIENCE'),
        makeLine('Server, The Tap Room    2019 – 2023'),
        makeLine('Handled 200 covers a night in a busy downtown bar.', { x: 70, isBullet: true }),
        heading('EDUCATION'),
        makeLine('Arizona State University, B.S. in Biology, 2018'),
        heading('SKILLS'),
        makeLine('HTML, CSS, JavaScript'),
      ]).resume.profile;
    const summary = [
      column('Aspiring software developer with a'),
      column('solid foundation in HTML, CSS, and'),
      column('JavaScript, evidenced by recent'),
      column('certifications and a degree in biology.'),
    ];
    const joined = summary.map((l) => l.text).join(' ');
    expect(
      cv([
        makeLine('♦ Introduction ♦ Web Development Certifications ♦ Work Experience ♦ Education', { x: 32 }),
        ...summary,
      ]),
    ).toBe(joined);
    expect(cv([makeLine('Maximilian-Hemmrich | 302 Mark Hannah Pl, Ann Arbor, MI 48103')])).toBe('');
    expect(cv([makeLine('Alexander and Alena Barantschik Violin SFCM and SF Symphony 2017-2021')])).toBe('');
    // The name over a summary in the body's type is no part of it.
    expect(cv([column('Taylor Mohs'), ...summary])).toBe(joined);
    // A summary that names a street's kind of word in lower case is still one.
    expect(cv([makeLine('Product designer who managed 12 people on the drive to ship a new booking flow.')])).toBe(
      'Product designer who managed 12 people on the drive to ship a new booking flow.',
    );
  });

  it('keeps summaries that name a date range, a court or a standard, and a title or personal details out of them', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const cv = (header: Line[]) =>
      resumeFromLines([
        makeLine('Ana Okafor', { size: 24, isBold: true }),
        makeLine('ana@okafor.dev'),
        ...header,
        heading('EXPERIENCE'),
        makeLine('Engineer, Acme    2015 – 2022'),
        makeLine('Built the payment ledger used by 40 banks.', { x: 70, isBullet: true }),
        heading('EDUCATION'),
        makeLine('University of Leeds, BSc Physics, 2014'),
        heading('SKILLS'),
        makeLine('Go, SQL'),
      ]).resume.profile;
    for (const summary of [
      'Backend engineer who spent 2015–2022 building payment systems at scale for fintech startups.',
      'Barrister with 15 years of practice, appearing in over 40 High Court trials and appeals.',
      'Safety engineer with 10 years in railway signalling software certified to EN 50128 and EN 50129.',
    ])
      expect(cv([makeLine(summary)])).toBe(summary);
    const tight = (text: string, gapAbove = 0.3) => makeLine(text, { x: 320, gapAbove });
    expect(
      cv([
        tight('Senior Product Designer, Payments and Growth Teams', 1),
        tight('Product designer with eight years of experience shaping payment flows'),
        tight('for marketplaces, from research and prototyping to shipped interfaces'),
        tight('used by millions of buyers and sellers every single day.'),
      ]),
    ).toBe(
      'Product designer with eight years of experience shaping payment flows for marketplaces, from research and prototyping to shipped interfaces used by millions of buyers and sellers every single day.',
    );
    expect(
      cv([
        tight('Geboren am 12. März 1990 in Augsburg, ledig,'),
        tight('deutsche Staatsangehörigkeit, Führerschein der'),
        tight('Klasse B, Wehrdienst abgeleistet, verfügbar ab'),
        tight('sofort, Umzugsbereitschaft in den Raum Stuttgart.'),
      ]),
    ).toBe('');
  });

  it("reads the text under a heading with the person's own name as the profile", () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const lines = (intro: string) => [
      makeLine('Dillon Bergin', { size: 20, isBold: true }),
      makeLine('dillon@muckrock.com'),
      heading('EXPERIENCE'),
      makeLine('Data Reporter, MuckRock    2022 – Present'),
      makeLine('Built a database of police misconduct records from 40 states.', { x: 70, isBullet: true }),
      makeLine('Investigative Reporter, Colorado Sun    2020 – 2022'),
      heading('EDUCATION'),
      makeLine('Columbia University, M.S. in Data Journalism, 2020'),
      heading(intro),
      makeLine('I use data to power investigative reporting. That often means interrogating official data.'),
    ];
    expect(resumeFromLines(lines('DILLON BERGIN')).resume.profile).toBe(
      'I use data to power investigative reporting. That often means interrogating official data.',
    );
    expect(resumeFromLines(lines('VOLUNTEERING')).resume.profile).toBe('');
    // A running head with the name over jobs on a later page is no introduction.
    const running = resumeFromLines([
      ...lines('EDUCATION').slice(0, 8),
      makeLine('DILLON BERGIN', { size: 14, isBold: true, gapAbove: 1.5, page: 2 }),
      makeLine('Logistics Coordinator, DHL    2011 – 2014', { page: 2 }),
      makeLine('Scheduled 300 inbound containers a month for the Port of Oakland.', { page: 2, x: 70, isBullet: true }),
    ]).resume;
    expect(running.profile).toBe('');
  });

  it('reads research posts under a heading that names research as experience when nothing else is', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
    const { resume } = resumeFromLines([
      makeLine('Ana Okafor', { size: 20, isBold: true }),
      heading('SUMMARY'),
      makeLine('Mathematics teacher and curriculum developer.'),
      heading('CURRICULUM DEVELOPMENT & RESEARCH'),
      makeLine('Computational Algebra Researcher', { isBold: true }),
      makeLine('Bootstrap & AFSE | 2013–2014'),
      makeLine('Ran a controlled study of functional programming in Algebra I.', { x: 70, isBullet: true }),
      heading('EDUCATION'),
      makeLine('Columbia University, MA in Mathematics Education, 2011'),
      heading('SKILLS'),
      makeLine('Python, Racket, Pyret'),
    ]);
    expect(resume.experience).toMatchObject([
      { title: 'Computational Algebra Researcher', company: 'Bootstrap & AFSE' },
    ]);
    // Grants and people supervised under a research heading are no jobs.
    for (const other of ['RESEARCH FUNDING', 'RESEARCH SUPERVISION', 'PROYECTOS DE INVESTIGACIÓN']) {
      const { resume: funded } = resumeFromLines([
        makeLine('Ana Okafor', { size: 20, isBold: true }),
        heading('SUMMARY'),
        makeLine('Sociologist of education.'),
        heading(other),
        makeLine('Principal Investigator, NSF Dissertation Research Grant    2021 – 2023'),
        makeLine('Research Assistant, Rackham Graduate Student Research Grant    2020 – 2021'),
        heading('EDUCATION'),
        makeLine('Columbia University, MA in Sociology, 2011'),
        heading('SKILLS'),
        makeLine('Stata, R'),
      ]);
      expect(funded.experience).toEqual([]);
    }
  });

  it('reads a document set in bold throughout as if in a regular weight', () => {
    const bold = (text: string, over: Partial<Line> = {}) =>
      makeLine(text, { x: 72, size: 10.9, isBold: true, ...over });
    const row = (label: string, items: string) =>
      bold(`${label} ${items}`, { parts: [label, items], partXs: [72, 273] });
    const { resume } = resumeFromLines([
      bold('TYLER OKAFOR', { size: 20 }),
      bold('0411 319 513 · tyler@okafor.xyz'),
      bold('EDUCATION', { gapAbove: 1.5 }),
      row('Macquarie University, NSW', '2018'),
      bold('B.Sc. major in Computing'),
      bold('EXPERIENCE', { gapAbove: 1.5 }),
      row('Acme Bank', 'June 2018 - Present'),
      bold('Junior Software Developer'),
      bold('Assisted building data lake infrastructure based on Hadoop using IaC and Bash.'),
      bold('PERSONAL PROJECTS', { gapAbove: 1.5 }),
      row('Homelab', 'It never stops being updated'),
      bold('For fun I run my own server infrastructure using the Proxmox hypervisor.'),
      bold('TECHNICAL STRENGTHS', { gapAbove: 1.5 }),
      row('Languages (Strongest to weakest)', 'Python, Java, C#'),
      row('Protocols & APIs', 'XML, JSON'),
      row('Skills', 'Machine Learning, CI/CD, Linux'),
      row('Tools', 'Git, SVN, Terraform'),
    ]);
    expect(resume.skills.map((s) => s.category)).toEqual([
      'Languages (Strongest to weakest)',
      'Protocols & APIs',
      'Skills',
      'Tools',
    ]);
  });

  it('reads a summary set beside the contact column in the header, without the contact details', () => {
    const row = (contact: string, summary: string, y: number) =>
      makeLine(`${contact} ${summary}`, { x: 64, y, parts: [contact, summary], partXs: [64, 250], size: 10.5 });
    const { resume } = resumeFromLines([
      makeLine('Mariam Lina Rehwagen', { x: 34, size: 21, isBold: true }),
      row('mrehwagen@gmx.de', 'Data-driven marketer with 8 years of experience in B2B SaaS and e-commerce. I', 89),
      row('+49 (0) 151 19638928', 'combine creative campaigns with rigorous measurement.', 101),
      makeLine('Berlin, Berlin', { x: 64, y: 113, size: 10.5 }),
      makeLine('Experience', { x: 34, y: 160, size: 15.7, isBold: true }),
      makeLine('VP Marketing, Unilever    Aug 2023 – Present', { x: 34, y: 192, size: 10.5 }),
    ]);
    expect(resume.profile).toBe(
      'Data-driven marketer with 8 years of experience in B2B SaaS and e-commerce. I combine creative campaigns with rigorous measurement.',
    );
    expect(resume.email).toBe('mrehwagen@gmx.de');
  });

  it('reads every line under a section named for a group of skills as its items', () => {
    const item = (text: string) => makeLine(text, { x: 79, size: 9, font: 'f4' });
    const heading = (text: string, x = 76) => makeLine(text, { x, size: 9.9, font: 'f2' });
    const { resume } = resumeFromLines([
      makeLine('Lars A. Hellström', { x: 76, size: 28, isBold: true }),
      heading('About'),
      item('Stockholm SE'),
      heading('Analytics'),
      item('Attribution Modeling'),
      item('Excel Looker Studio'),
      item('Cohort Analysis'),
      heading('Summary', 203),
      makeLine('Brand and content lead experienced in running integrated campaigns across channels.', { x: 203 }),
      heading('Experience', 203),
      makeLine('Social Media Specialist, Mohamed Eriksson    12/2021 - Present', { x: 203 }),
      ...Array.from({ length: 14 }, (_, k) => k + 1).map((k) =>
        makeLine(`• Wrote and edited the ${k}th series of blog posts and case studies for B2B SaaS`, {
          x: 228,
          size: 7.8,
        }),
      ),
    ]);
    expect(resume.skills[0]?.category).toBe('Analytics');
    expect(resume.skills[0]?.technologies).toContain('Attribution Modeling');
  });

  it('keeps the name, set after a sidebar in a Word file, out of the section before it', () => {
    const p = (text: string) => makeLine(text, { x: 0, y: 0, size: 10, font: 'p' });
    const h = (text: string, size = 14, font = 'h3') => makeLine(text, { x: 0, y: 0, size, font, isHeading: true });
    const { resume } = resumeFromLines([
      h('Contact'),
      p('demarcus.dibbert.work@btinternet.com'),
      h('Skills'),
      p('Python, Kotlin, C++'),
      h('Demarcus H. Dibbert', 20, 'h1'),
      h('Experience'),
      p('Staff Engineer'),
      p('Stanton, Wuckert and Goodwin | Sep 2021 - Present'),
    ]);
    expect(resume.fullName).toBe('Demarcus H. Dibbert');
    expect(resume.skills.flatMap((s) => [s.category, ...s.technologies])).not.toContain('Demarcus H. Dibbert');
  });

  it('reads a Certifications section of acronyms with only spaces between them as a skill group', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true });
    const { resume } = resumeFromLines([
      makeLine('Zander Bednar', { size: 20 }),
      heading('Experience'),
      makeLine('Clinical Nurse Specialist, Kling Group    Jul 2021 - Aug 2023'),
      makeLine('• Responded to rapid-response and code-blue events as a certified ACLS provider'),
      heading('Certifications'),
      makeLine('ACLS BLS PALS'),
      heading('Education'),
      makeLine('Bachelor of Science in Nursing, Charité    2014 - 2018'),
    ]);
    expect(resume.certifications).toEqual([]);
    expect(resume.skills).toContainEqual({ category: 'Certifications', technologies: ['ACLS', 'BLS', 'PALS'] });
  });

  it('reads a Projects section that lists papers with their venues and dates as publications', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });
    const lines = (venue: string, date: string) => [
      makeLine('Rebeca Batista Delatorre', { size: 20 }),
      heading('WORK EXPERIENCE'),
      makeLine('ZALANDO'),
      makeLine('Full-Stack Engineer | Nov 2022 - Current'),
      heading('PROJECTS'),
      makeLine('BIAS IN CREDIT SCORING MODELS'),
      makeLine(`${venue} | ${date}`),
      makeLine('MENTORING EARLY-CAREER PROFESSIONALS', { gapAbove: 1.2 }),
      makeLine(`Medium | ${date}`),
    ];
    const papers = resumeFromLines(lines('arXiv', 'Jun 2024')).resume;
    expect(papers.projects).toEqual([]);
    expect(papers.publications.map((p) => [p.title, p.publisher])).toEqual([
      ['BIAS IN CREDIT SCORING MODELS', 'arXiv'],
      ['MENTORING EARLY-CAREER PROFESSIONALS', 'Medium'],
    ]);
    // A project's own dates (a range) or a place that publishes nothing leave it a project.
    expect(resumeFromLines(lines('arXiv', 'Jan 2023 - Jun 2024')).resume.publications).toEqual([]);
    expect(resumeFromLines(lines('Acme Corp', 'Jun 2024')).resume.publications).toEqual([]);
  });

  it('reads a French `Présentation` told in prose as the profile, and a list of talks under `Presentation` as none', () => {
    const heading = (text: string) => makeLine(text, { size: 16, isBold: true, gapAbove: 1.7 });
    const read = (title: string, body: Line[]) =>
      resumeFromLines([
        makeLine('Quentin Queffurus', { size: 18, isBold: true }),
        makeLine('quentin.quef@example.com'),
        heading(title),
        ...body,
        heading('Parcours Professionnel'),
        makeLine('2018-2019: Agent de service commercial (ELIS)', { size: 14, isBold: true }),
      ]).resume.profile;
    const told = [
      "Après plusieurs années d'expérience en tant que technicien dans les appareils domestiques",
      "ainsi que dans la vente, j'ai souhaité me reconvertir dans le développement web.",
      'Actuellement en formation diplômante de Développeur Web, je suis à la recherche d’une',
      "entreprise pouvant m'accueillir en stage du 17 Février au 13 Mars 2020.",
    ].map((text) => makeLine(text, { gapAbove: 0.2 }));
    expect(read('Présentation', told)).toContain("j'ai souhaité me reconvertir");
    const talks = [
      'Scaling design systems across twelve product teams at a retail bank, Config 2023, San Francisco',
      'Mar 2023',
      'Accessible colour palettes for dashboards that people actually read, UX London 2022, London',
      'Jun 2022',
    ].map((text) => makeLine(text, { gapAbove: 0.2 }));
    expect(read('Presentation', talks)).toBe('');
  });

  it('reads a run of short bulleted terms that closes a summary as a skill group', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });
    const bullet = (text: string) => makeLine(text, { x: 108, isBullet: true, gapAbove: 0.3 });
    const read = (items: Line[]) =>
      resumeFromLines([
        makeLine('Samuel Hiatt', { size: 16, isBold: true }),
        heading('Professional Summary'),
        makeLine('Experienced software engineer with over a decade of work in team and solo projects, with'),
        makeLine('expertise in programming languages and concepts including:', { gapAbove: 0.1 }),
        ...items,
        heading('Professional Experience'),
        makeLine('Senior Software Engineer, IBM    September 2013 – April 2017'),
      ]).resume;
    const terms = read(['Python', 'Node.js', 'TensorFlow / Keras', 'Satellite Remote Sensing', 'Docker'].map(bullet));
    expect(terms.skills).toEqual([
      { category: '', technologies: ['Python', 'Node.js', 'TensorFlow / Keras', 'Satellite Remote Sensing', 'Docker'] },
    ]);
    expect(terms.profile).not.toContain('Docker');
    // Highlights told in sentences are no skills.
    const highlights = read(
      [
        'Shipped a neural network classifier for bird calls.',
        'Cut hosting costs by a third for a weather map.',
        'Led teams of four to nine engineers.',
        'Built data pipelines for NASA satellite products.',
      ].map(bullet),
    );
    expect(highlights.skills).toEqual([]);
  });

  it.each(['pdf/r01.crisp.pdf', 'docx/r16.crisp.docx'])(
    'reads the talks a theme prints under Projects in %s as its truth does: publications, no projects',
    async (file) => {
      const at = path.join(FIXTURES, 'parse-train/docs', file);
      const truth = JSON.parse(
        fs.readFileSync(path.join(FIXTURES, 'parse-train/truth', `${path.basename(file)}.json`), 'utf8'),
      ) as { publications: { title: string }[] };
      const { resume } = await parseResume(new Uint8Array(fs.readFileSync(at)));
      expect(truth.publications.length).toBeGreaterThan(0);
      expect(resume.projects).toEqual([]);
      expect(resume.publications.map((p) => p.title)).toEqual(truth.publications.map((p) => p.title));
    },
  );

  it('reads a Projects section of bare talk or article titles as publications, one title each', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });
    const title = (text: string, over: Partial<Line> = {}) => makeLine(text, { size: 18, right: 300, ...over });
    const read = (titles: Line[]) =>
      resumeFromLines([
        makeLine('Elisha D. Wuckert', { size: 27 }),
        heading('Work Experience'),
        makeLine('Booking.com'),
        makeLine('Backend Developer'),
        makeLine('2018 - 2021'),
        heading('Projects'),
        ...titles,
        heading('Skills'),
        makeLine('MySQL'),
      ]).resume;
    // The first title is the widest line; the second, a title on its own, is no wrap of it. A
    // title wrapped after a joining word or onto a word too long for the line is one title.
    const talks = read([
      title('Practical Lessons from Migrating to Kubernetes', { right: 520 }),
      title('Lessons from Remote Team Leadership'),
      title('Mentoring Early-Career Professionals in'),
      title('Distributed Teams'),
      title('Reducing CLABSI Through Bundle', { right: 520 }),
      title('Audits'),
    ]);
    expect(talks.projects).toEqual([]);
    expect(talks.publications.map((p) => p.title)).toEqual([
      'Practical Lessons from Migrating to Kubernetes',
      'Lessons from Remote Team Leadership',
      'Mentoring Early-Career Professionals in Distributed Teams',
      'Reducing CLABSI Through Bundle Audits',
    ]);
    // Names of made things stay projects, even bare (`… Log`, `Website for …`).
    const made = read([title('Marathon Training Log'), title('Volunteer Website for Food Bank')]);
    expect(made.publications).toEqual([]);
    expect(made.projects[0]?.name).toBe('Marathon Training Log');
    // So does a project told in a sentence below its name.
    const told = read([
      title('Lessons from Remote Team Leadership'),
      makeLine('Wrote a playbook for onboarding engineers across four time zones.', { gapAbove: 0.3 }),
    ]);
    expect(told.publications).toEqual([]);
  });

  it("keeps a publication's venue on the line under its title", () => {
    const { resume } = resumeFromLines([
      makeLine('Nadia Rahman', { size: 20 }),
      makeLine('Publications', { size: 14, isBold: true, gapAbove: 1.6 }),
      makeLine('Forecasting Hospital Bed Demand with Gradient Boosting'),
      makeLine('Journal of Healthcare Informatics'),
    ]);
    expect(resume.publications.map((p) => [p.title, p.publisher])).toEqual([
      ['Forecasting Hospital Bed Demand with Gradient Boosting', 'Journal of Healthcare Informatics'],
    ]);
  });

  it('reads a Certifications section of bulleted bare terms as a skill group too', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.6 });
    const bullet = (text: string) => makeLine(text, { x: 80, isBullet: true, gapAbove: 0.8 });
    const { resume } = resumeFromLines([
      makeLine('Zander Bednar', { size: 20 }),
      heading('Experience'),
      makeLine('Clinical Nurse Specialist, Kling Group    Jul 2021 - Aug 2023'),
      heading('Certifications'),
      bullet('TNCC'),
      bullet('ACLS'),
      bullet('BLS'),
      heading('Education'),
      makeLine('Bachelor of Science in Nursing, Charité    2014 - 2018'),
    ]);
    expect(resume.certifications).toEqual([]);
    expect(resume.skills).toContainEqual({ category: 'Certifications', technologies: ['TNCC', 'ACLS', 'BLS'] });
  });

  it("reads an academic CV's numbered references as publications, knowing the authors by the CV's own name", () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.2 });
    const reference = (text: string, x = 79) => makeLine(text, { x, gapAbove: x === 79 ? 0.8 : 0.2 });
    const { resume } = resumeFromLines([
      makeLine('Helena Vasquez', { size: 20 }),
      makeLine('h.vasquez@ed.ac.uk'),
      heading('Education'),
      makeLine('Ph.D. in Computer Science, Stanford University    2019'),
      heading('Publications'),
      // Full names, no initials: only the owner among them marks these as authors.
      reference('[1] Helena Vasquez and Paula Liang. Systematic generalisation without data augmentation.'),
      reference('In Proceedings of ACL 2024, pages 1120–1134, 2024.', 96),
      reference('[2] Rui Chen and Helena Vasquez. Probing compositional structure in language models.'),
      reference('Transactions of the ACL, 11:455–471, 2023.', 96),
    ]);
    expect(resume.publications.map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Systematic generalisation without data augmentation', 'Proceedings of ACL 2024', '2024'],
      ['Probing compositional structure in language models', 'Transactions of the ACL', '2023'],
    ]);
  });

  it('reads short certificate names, one a line, as certifications, not a skill group, when their names say what they are', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true });
    const { resume } = resumeFromLines([
      makeLine('Katheryn Anderson', { size: 20 }),
      heading('Experience'),
      makeLine('Junior Data Scientist, Nielsen    Jun 2021 - Present'),
      heading('Certifications'),
      makeLine('Tableau Desktop Specialist'),
      makeLine('SnowPro Core Certification'),
      heading('Education'),
      makeLine('Bachelor of Science, University of Michigan    2018 - 2021'),
    ]);
    expect(resume.certifications.map((c) => c.name)).toContain('Tableau Desktop Specialist');
    expect(resume.skills).toEqual([]);
  });
});

describe('resumeFromLines with work and schools set in other ways', () => {
  const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });

  it('reads jobs under headings that name a field of work when no experience section is named', () => {
    const { resume } = resumeFromLines([
      makeLine('Caitlin Watkins', { size: 20, isBold: true }),
      makeLine('caitlin@example.org'),
      heading('Information Service'),
      makeLine('Downtown Emergency Service Center', { gapAbove: 1 }),
      makeLine('August 2014 - Present'),
      makeLine('In my current position as Reports/Data Specialist, I query our database to build reports.'),
      heading('Social Service'),
      makeLine('Harbor Family Center', { gapAbove: 1 }),
      makeLine('October 2012 - August 2014'),
      makeLine('As a Case Manager, I met one-on-one with clients to identify service needs and goals.'),
      heading('Education'),
      makeLine('University of North Texas', { gapAbove: 1 }),
      makeLine('August 2003 – December 2006'),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.start])).toEqual([
      ['Reports/Data Specialist', 'Downtown Emergency Service Center', 'August 2014'],
      ['Case Manager', 'Harbor Family Center', 'October 2012'],
    ]);
    // A named section beside them (languages, volunteering) stays out of the jobs.
    const named = resumeFromLines([
      makeLine('Caitlin Watkins', { size: 20, isBold: true }),
      heading('Volunteering'),
      makeLine('Seattle Food Bank', { gapAbove: 1 }),
      makeLine('June 2010 - May 2012'),
    ]).resume;
    expect(named.experience).toEqual([]);
  });

  it('reads each education section on its own, so a list of dated schools keeps its entries', () => {
    const bullet = (text: string) => makeLine(text, { x: 60, isBullet: true, gapAbove: 0.3 });
    const { resume } = resumeFromLines([
      makeLine('Kate Morgan', { size: 20, isBold: true }),
      heading('Education'),
      bullet('MSc in Public Health - University of Bristol (2020-2022)'),
      bullet('MBChB in Medicine - University of Leeds (2014-2019)'),
      heading('Medical Education & Teaching'),
      bullet('Curriculum Design: created a gamified workshop on human factors for junior doctors'),
      bullet('Simulation Leadership: faculty for the trust simulation courses and exercises'),
      bullet('Undergraduate Teaching: runs weekly bedside teaching for students in Year 3'),
    ]);
    expect(resume.education.slice(0, 2).map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['MSc in Public Health', 'University of Bristol', '2020', '2022'],
      ['MBChB in Medicine', 'University of Leeds', '2014', '2019'],
    ]);
  });
});

describe('resumeFromLines with work and schooling in one German section', () => {
  it('reads bold heads that open with their dates, each with its plain lines, into jobs and schools', () => {
    const head = (text: string) => makeLine(text, { isBold: true, gapAbove: 1.1 });
    const plain = (text: string) => makeLine(text, { gapAbove: 0.9 });
    const { resume } = resumeFromLines([
      makeLine('Marco Betschart', { size: 20, isBold: true }),
      makeLine('cv@example.ch'),
      makeLine('Berufserfahrung & Bildung', { size: 14, isBold: true, gapAbove: 1.5 }),
      head('2022 - 2026: Senior Software Engineer, aXedras AG'),
      plain('Verbinden und digitalisieren der Edelmetallindustrie mithilfe von Distributed Ledger Technologie.'),
      plain('Docker, Spring-Boot, Kotlin'),
      head('2019 - 2023: Bachelor in Informatik, ZHAW'),
      plain('Gestartet im September 2019 und erfolgreich abgeschlossen im Juli 2023.'),
      plain('BSc in Informatik'),
      head('2019 - 2022: Linux Administrator & Java Entwickler, midix.com ag'),
      plain('CentOS, Java'),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Senior Software Engineer', 'aXedras AG', '2022', '2026'],
      ['Linux Administrator & Java Entwickler', 'midix.com ag', '2019', '2022'],
    ]);
    expect(resume.education.map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['Bachelor in Informatik', 'ZHAW', '2019', '2023'],
    ]);
  });
});

describe('resumeFromLines with personal details under their labels', () => {
  it('takes no labelled address or birth date in the header for a summary', () => {
    const { resume } = resumeFromLines([
      makeLine('Gastón Avila', { size: 14 }),
      makeLine('Dirección Personal: 9 de Julio 2108 2do A, X5002 Córdoba, Argentina, código postal 5000'),
      makeLine('Fecha de nacimiento: 16 de Agosto, 1982, en la ciudad de Córdoba, Argentina'),
      makeLine('E-mail: avila.gas@example.com'),
      makeLine('Experiencia laboral', { size: 14, isBold: true, gapAbove: 1.5 }),
      makeLine('Sistemas Globales S. A.  2014 - 2019', { gapAbove: 1 }),
    ]);
    expect(resume.profile).toBe('');
  });
});

describe('resumeFromLines keeps clubs, schools and exhibitions out of the jobs', () => {
  const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 1.5 });
  it('reads no job under a heading no list knows when its entries name no rank', () => {
    const { resume } = resumeFromLines([
      makeLine('Sam Student', { size: 20, isBold: true }),
      heading('Education'),
      makeLine('University of Leeds  2017 - 2021', { gapAbove: 1 }),
      heading('Study Abroad'),
      makeLine('Universidad de Sevilla', { gapAbove: 1 }),
      makeLine('January 2019 – May 2019'),
      heading('Athletics'),
      makeLine('Varsity Soccer Team', { gapAbove: 1 }),
      makeLine('2017 – 2021'),
    ]);
    expect(resume.experience).toEqual([]);
  });

  it('reads a doctor’s post in a mixed section as a job only', () => {
    const { resume } = resumeFromLines([
      makeLine('Ann Reid', { size: 20, isBold: true }),
      makeLine('Experience & Education', { size: 14, isBold: true, gapAbove: 1.5 }),
      makeLine('2017 - 2020: MD, Carter Capital Partners', { isBold: true, gapAbove: 1.1 }),
      makeLine('Led the healthcare investments.', { gapAbove: 0.9 }),
      makeLine('2010 - 2014: Bachelor of Science in Biology, University of Leeds', { isBold: true, gapAbove: 1.1 }),
      makeLine('First-class honours.', { gapAbove: 0.9 }),
    ]);
    expect(resume.education.map((e) => e.university)).toEqual(['University of Leeds']);
  });
});

describe('resumeFromLines with a web page’s menu read as headings', () => {
  it('takes the menu’s last items for no section’s content', () => {
    const heading = (text: string) => makeLine(text, { size: 12, isBold: true, gapAbove: 0.2 });
    const { resume } = resumeFromLines([
      makeLine('Alice Delamaide', { size: 24, isBold: true }),
      heading('Expériences'),
      heading('Formations'),
      heading('Bénévolat'),
      heading('Compétences'),
      makeLine('Activités personnelles'),
      makeLine('Me contacter'),
      makeLine('Curriculum vitae'),
      makeLine('Expériences professionnelles', { size: 14, isBold: true, gapAbove: 1.5 }),
      makeLine('Médecins du Monde  2021 - 2022', { gapAbove: 1 }),
    ]);
    expect(resume.skills).toEqual([]);
  });

  it('keeps a list under a heading after empty sections further down the page', () => {
    const heading = (text: string) => makeLine(text, { size: 12, isBold: true, gapAbove: 1 });
    const { resume } = resumeFromLines([
      makeLine('Jo Lee', { size: 24, isBold: true }),
      heading('Experience'),
      makeLine('Acme Corp  2019 - 2021', { gapAbove: 1 }),
      heading('Certifications'),
      heading('Awards'),
      heading('Languages'),
      heading('Skills'),
      makeLine('Python'),
      makeLine('Apache Spark'),
      makeLine('Kubernetes'),
    ]);
    expect(resume.skills.flatMap((s) => s.technologies)).toEqual(['Python', 'Apache Spark', 'Kubernetes']);
  });

  it('reads `Presentación` over a paragraph as the summary, wherever it stands', () => {
    // After another section, so the summary cannot come from the lines under the name.
    const { resume } = resumeFromLines([
      makeLine('Nicolás Bonillo', { size: 16, isBold: true }),
      makeLine('Experiencia Laboral', { size: 14, isBold: true, gapAbove: 1.5 }),
      makeLine('DevOps Engineer - Lumenalta  Oct 2021 - Actualidad', { gapAbove: 1 }),
      makeLine('Presentación', { size: 14, isBold: true, gapAbove: 1.5 }),
      makeLine('Soy Ingeniero en Electrónica especializado en DevOps, con experiencia en plataformas cloud.'),
    ]);
    expect(resume.profile).toMatch(/^Soy Ingeniero en Electrónica/);
  });
});

describe('parseResume on PDFs set the ways this session’s real files were', () => {
  /** A one-page PDF of the lines, each in bold or not. */
  const pdfOf = (lines: [string, boolean][]) =>
    buildTextPdf(
      lines.map(([text]) => text),
      lines.map(([, bold]) => (bold ? 'Helvetica-Bold' : 'Helvetica')),
    );

  it('reads a CV whose headings are numbered (`2. Experience professionnelle`)', async () => {
    const { resume } = await parseResume(
      pdfOf([
        ['Jean Dupont', true],
        ['jean.dupont@example.fr', false],
        ['1. Profil', true],
        ['Philosophy teacher with ten years of teaching in secondary schools.', false],
        ['2. Experience professionnelle', true],
        ['Enseignant, IAI Cameroun    2015 - 2017', false],
        ['Taught logic and ethics to 300 students a year.', false],
        ['Enseignant, Lycee Technique de Ngaoundere    2017 - 2022', false],
        ['Led the philosophy department of six teachers.', false],
        ['3. Formation', true],
        ['Licence en Philosophie, Universite de Yaounde I, 2012', false],
        ['4. Competences', true],
        ['Python, PHP, C++, Microsoft Office', false],
      ]),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Enseignant', 'IAI Cameroun', '2015', '2017'],
      ['Enseignant', 'Lycee Technique de Ngaoundere', '2017', '2022'],
    ]);
    expect(resume.education.map((e) => [e.degree, e.university, e.end])).toEqual([
      ['Licence en Philosophie', 'Universite de Yaounde I', '2012'],
    ]);
    expect(resume.skills.flatMap((g) => g.technologies)).toContain('Microsoft Office');
  });

  it('reads dates run onto the words after them, with `>` for the dash (a web page printed as a Word file)', async () => {
    const { resume } = await parseResume(
      pdfOf([
        ['Charlie Beavers', true],
        ['charlie@example.co.uk', false],
        ['Experience', true],
        ['Blackpool North Shore Golf Club', true],
        ['2017 > PresentSelf-Employed / Employed', false],
        ['Built my own golf coaching business teaching adults and children.', false],
        ['Village Urban Resort Blackpool', true],
        ['2014 > 2017Self-Employed', false],
        ['Designed all marketing materials for my coaching business.', false],
        ['Education', true],
        ['Foundation Degree (Science)', true],
        ['2014University of Birmingham', false],
      ]),
    );
    // (Which of the club and `Self-Employed` is the title is not read yet; the dates are the point.)
    expect(resume.experience.map((e) => [`${e.title} ${e.company}`.includes('Golf Club'), e.start, e.end])).toEqual([
      [true, '2017', 'Present'],
      [false, '2014', '2017'],
    ]);
    expect(resume.education.map((e) => [e.university, e.end])).toEqual([['University of Birmingham', '2014']]);
  });
});
