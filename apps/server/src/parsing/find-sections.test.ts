import { describe, it, expect } from 'vitest';
import { extractEducation } from './extract-education.ts';
import type { Line } from './types.ts';
import { findSections, matchHeading, matchHeadingLoosely } from './find-sections.ts';
import { makeLine } from './test-files/make-line.ts';

describe('matchHeading', () => {
  it.each([
    ['Work History', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Technical Skills:', 'skills'],
    ['Licenses & Certifications', 'certifications'],
    ['Publications', 'publications'],
    ['E D U C A T I O N', 'education'],
    ['Summary', 'profile'],
    ['Proficiencies', 'skills'],
    // Headings of CVs as written in India and elsewhere, and of academic CVs.
    ['EDUCATIONAL QUALIFICATION', 'education'],
    ['Projects Undertaken', 'projects'],
    ['Internship', 'experience'],
    ['Academic Appointments', 'experience'],
    ['APPOINTMENTS HELD', 'experience'],
    ['Academic Positions', 'experience'],
    ['Declaration', 'other'],
    ['Extra-Curricular Activities', 'other'],
    ['Languages Known', 'other'],
    // Headings of job boards' resume builders.
    ['Skill Highlights', 'skills'],
    ['Core Qualifications', 'skills'],
    ['Executive Profile', 'profile'],
    ['Career Overview', 'profile'],
    ['Habilidades técnicas', 'skills'],
    ['Presentaciones', 'other'],
    ['Presentation', 'other'],
    ['ADMINISTRATIVE APPOINTMENT', 'experience'],
    ['Academic Appointment', 'experience'],
    // JSON Resume themes that name sections after the resume's own keys.
    ['Jobs', 'experience'],
    ['Schools', 'education'],
  ])('reads %s as %s', (text, name) => {
    expect(matchHeading(text)).toBe(name);
  });

  it('does not read a sentence as a heading', () => {
    expect(matchHeading('Experience with large teams')).toBeNull();
  });

  it('reads small capitals that tracking broke apart, but not words in lower case that happen to join up', () => {
    expect(matchHeading('EXP ERIENCE')).toBe('experience');
    expect(matchHeading('SKI L LS')).toBe('skills');
    expect(matchHeading('CERTIFIC ATI ONS')).toBe('certifications');
    expect(matchHeading('Pro jects')).toBeNull();
  });
});

describe('matchHeading with a long word misspelt', () => {
  it('reads one letter wrong, missing, added or swapped in a name of ten letters or more', () => {
    expect(['Audbildung', 'Programiersprachen', 'Berufserfahurng', 'Publicaitons'].map(matchHeading)).toEqual([
      'education',
      'skills',
      'experience',
      'publications',
    ]);
  });

  it('reads no shorter word, first letter changed, or other form of a name as a misspelling', () => {
    // Nor an ending changed: another language's word (German `Volontariat`, Italian `volontariato`).
    expect(
      ['Practices', 'Readership', 'Experienced', 'Achievement', 'Courseworks', 'Volontariat'].map(matchHeading),
    ).toEqual([null, null, null, null, null, null]);
  });
});

describe('matchHeading in other languages', () => {
  it.each([
    ['EXPÉRIENCES PROFESSIONNELLES', 'experience'],
    ['Formation', 'education'],
    ['Compétences', 'skills'],
    ['Berufserfahrung', 'experience'],
    ['Ausbildung', 'education'],
    ['Experiencia laboral', 'experience'],
    ['Educación', 'education'],
    ['Projetos', 'projects'],
    ['Berufliche Laufbahn', 'experience'],
    ['Aus- und Weiterbildungen', 'education'],
    ['Persönliche Daten', 'contact'],
    ['ZU MEINER PERSON', 'contact'],
    ['Zur Person', 'contact'],
    ['OBJETIVO', 'profile'],
    ['COMPETÊNCIAS ESSENCIAIS', 'skills'],
    ['Istruzione e formazione', 'education'],
    ['Trayectoria profesional', 'experience'],
    ['Fremdsprachen', 'other'],
    ['Stages', 'experience'],
    ['Prácticas', 'experience'],
    ['Estágios', 'experience'],
    ['Estancias de investigación', 'experience'],
    ['Research Stays', 'experience'],
    ['Forschungsaufenthalte', 'experience'],
    ['Biography', 'profile'],
    ['Biographie', 'profile'],
    ['Arbetslivserfarenhet', 'experience'],
    ['Utbildning', 'education'],
    ['Övrigt', 'other'],
    ['Kompetenser', 'skills'],
    ['Erhvervserfaring', 'experience'],
    ['Uddannelse', 'education'],
    ['Færdigheder', 'skills'],
    ['Arbeidserfaring', 'experience'],
    ['Utdanning', 'education'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Wykształcenie', 'education'],
    ['Umiejętności', 'skills'],
    ['Persoonlijk profiel', 'profile'],
    ['Membership', 'other'],
    ['Presentación', 'profile'],
    ['Apresentação', 'profile'],
    ['Presentaciones', 'other'],
    ['Presentation', 'other'],
    ['Docencia universitaria', 'other'],
  ])('reads %s as %s', (text, name) => {
    expect(matchHeading(text)).toBe(name);
  });
});

describe('matchHeadingLoosely with words that also end job and degree lines', () => {
  it('reads no heading in `Responsable Informatique` or `Licence Informatique`, and patents beside awards as left out', () => {
    expect(matchHeadingLoosely('Responsable Informatique')).toBeNull();
    expect(matchHeadingLoosely('Licence Informatique')).toBeNull();
    expect(matchHeadingLoosely('Senior ETL Developer, Informatica')).toBeNull();
    expect(matchHeadingLoosely('Atividades:')).toBeNull();
    expect(matchHeadingLoosely('Patents')).toBe('publications');
    expect(matchHeadingLoosely('Honors, Awards & Patents')).toBe('other');
  });
});

describe('findSections', () => {
  it('splits lines at headings and keeps a smaller skill category named like a heading inside Skills', () => {
    const lines = [
      makeLine('Jane Doe', { size: 20 }),
      makeLine('Experience', { size: 14 }),
      makeLine('Engineer, Acme'),
      makeLine('Education', { size: 14 }),
      makeLine('MIT'),
      makeLine('Skills', { size: 14 }),
      makeLine('Languages', { size: 11 }),
      makeLine('Go, Rust'),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education', 'skills']);
    expect(sections[3]?.lines.map((l) => l.text)).toEqual(['Languages', 'Go, Rust']);
  });

  it('keeps a bold bracketed line wrapped from a degree (`(Honours)`) inside its section', () => {
    // A sidebar's lines as a Word table cell gives them: headings 11 pt bold capitals, labels and
    // degrees 10 pt bold in the same font, the rest 10 pt regular.
    const bold = (text: string, gapAbove: number, size = 10) =>
      makeLine(text, { size, isBold: true, gapAbove, font: 'b' });
    const plain = (text: string) => makeLine(text, { gapAbove: 0.15, font: 'r' });
    const lines = [
      bold('Johann S. Schuhaj', 0, 18),
      bold('CONTACT', 1.2, 11),
      plain('0151 3589 8338'),
      plain('johanns85@gmail.com'),
      bold('SKILLS', 1, 11),
      bold('Languages', 0.6),
      ...['Hindi', 'French', 'Tagalog'].map(plain),
      bold('EDUCATION', 1, 11),
      bold('Bachelor of Nursing', 0.6),
      bold('(Honours)', 0.15),
      plain('Universität Hamburg'),
      plain('Sep 2011 – May 2014'),
      bold('Associate Degree in Nursing', 0.55),
      plain('RWTH Aachen University'),
    ];
    const sections = findSections(lines);
    expect(sections.find((s) => s.name === 'education')?.lines.map((l) => l.text)).toContain('(Honours)');
  });

  it('reads a section name in lower case tight under a bullet (its wrapped end) as content', () => {
    const lines = [
      makeLine('Jane Doe', { size: 18, isBold: true }),
      makeLine('Work Experience', { gapAbove: 1 }),
      makeLine('Work Experience', { size: 13, isBold: true, gapAbove: 0.5 }),
      makeLine('Tracked KPIs and presented weekly reviews to regional', { x: 128, isBullet: true }),
      makeLine('leadership', { x: 128, gapAbove: 0.3 }),
      makeLine('Cut lead time from 9 to 8 days', { x: 128, isBullet: true }),
      makeLine('Skills', { gapAbove: 1 }),
      makeLine('Skills', { size: 13, isBold: true, gapAbove: 0.5 }),
      makeLine('SAP, Oracle'),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'skills']);
    expect(sections[1]?.lines.map((l) => l.text)).toContain('leadership');
  });

  it('reads a section name in plain text tight under the line above as content when the headings stand out', () => {
    const lines = [
      makeLine('Jane Doe', { size: 20 }),
      makeLine('EXPERIENCE', { isBold: true, gapAbove: 2 }),
      makeLine('Staff Nurse, Hospital Sírio-Libanês'),
      makeLine('EDUCATION', { isBold: true, gapAbove: 2 }),
      makeLine('Universidade de São Paulo - Nursing'),
      makeLine('Leadership', { gapAbove: 0.4 }),
      makeLine('Master of Science', { gapAbove: 0.4 }),
      makeLine('SKILLS', { isBold: true, gapAbove: 2 }),
      makeLine('Certifications', { isBold: true, gapAbove: 1.1, parts: ['Certifications', 'Languages'] }),
      makeLine('ACLS', { parts: ['ACLS', 'French'] }),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education', 'skills']);
    expect(sections[2]?.lines.map((l) => l.text)).toContain('Leadership');
    expect(sections[3]?.lines[0]?.parts).toEqual(['Certifications', 'Languages']);
  });

  it('reads a section name in bold that ends a wrapped bold line in a narrow column as content, and one under a short line as a heading', () => {
    // A sidebar 150 pt wide at x 384: `Leadership` would not have fitted after `… in Nursing`.
    const side = (text: string, over: Partial<Line> = {}) =>
      makeLine(text, { x: 384, size: 9, gapAbove: 0.2, right: 384 + text.length * 4.5, ...over });
    const lines = [
      makeLine('Bhaanumati Pandey', { size: 26 }),
      side('Skills', { isBold: true, gapAbove: 2 }),
      side('Cerner, Epic, Omnicell, Meditech, Pyxis', { right: 534 }),
      side('Education', { isBold: true, gapAbove: 2 }),
      side('Master of Science in Nursing', { isBold: true, gapAbove: 0.6, right: 531 }),
      side('Leadership', { isBold: true }),
      side('University of Delhi'),
      side('BITS Pilani', { isBold: true, gapAbove: 0.6 }),
      side('Projects', { isBold: true, gapAbove: 0.5 }),
      side('Marathon Training Log'),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.heading)).toEqual(['', 'Skills', 'Education', 'Projects']);
    expect(sections[2]?.lines.map((l) => l.text)).toContain('Leadership');
  });

  it('drops a closing "References available upon request" from the section it ends', () => {
    const sections = findSections([
      makeLine('Jane Doe', { size: 20 }),
      makeLine('Skills', { size: 14, isBold: true }),
      makeLine('Go, Rust'),
      makeLine('References available upon request.'),
    ]);
    expect(sections.at(-1)?.lines.map((l) => l.text)).toEqual(['Go, Rust']);
  });

  it("drops a template's credit line, and keeps a project line that says what it was made with", () => {
    const sections = findSections([
      makeLine('Jane Doe', { size: 20 }),
      makeLine('Skills', { size: 14, isBold: true }),
      makeLine('Go, Rust'),
      makeLine('Designed with  by Xiaoying Riley for developers'),
      makeLine('CV Made with JSON Resume using theme Minyma by godraadam'),
      makeLine('Made with React and Go, used by 40 teams'),
    ]);
    expect(sections.at(-1)?.lines.map((l) => l.text)).toEqual(['Go, Rust', 'Made with React and Go, used by 40 teams']);
  });

  it('opens a certificates section set in a smaller size when dates follow, not a term list', () => {
    const lines = [
      makeLine('Jane Doe', { size: 20 }),
      makeLine('Experience', { size: 22, isBold: true }),
      makeLine('Engineer, Acme'),
      makeLine('Education', { size: 22, isBold: true }),
      makeLine('MIT'),
      makeLine('Projects', { size: 22, isBold: true }),
      makeLine('schema-diff', { size: 13, isBold: true }),
      makeLine('Certificates', { size: 13, isBold: true }),
      makeLine('Mar 2020'),
      makeLine('Issued by: The Linux Foundation'),
      makeLine('Skills', { size: 22, isBold: true }),
      makeLine('Certifications', { size: 13, isBold: true }),
      makeLine('BLS, ACLS, PALS'),
    ];
    const names = findSections(lines).map((s) => s.name);
    expect(names).toEqual(['header', 'experience', 'education', 'projects', 'certifications', 'skills']);
  });
});

describe('findSections on layouts it was not tuned on', () => {
  it('reads numbered headings by their names, and a numbered menu of names as no headings', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 2 });
    const menu = (text: string, gapAbove = 0.3) => makeLine(text, { x: 78, gapAbove });
    const sections = findSections([
      makeLine('Jean Marie Ntsama', { size: 16, isBold: true }),
      menu('1. Kontakt', 2),
      menu('2. Praca'),
      menu('3. Wykształcenie'),
      heading('4. Formation'),
      makeLine('PhD en Philosophie, Université de Yaoundé I — 2022'),
      heading('5. Expérience professionnelle'),
      makeLine('Enseignant — IAI Cameroun (2015–2017)'),
      heading('IX. Compétences'),
      makeLine('Python, PHP, C++'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.length])).toEqual([
      ['header', 4],
      ['education', 1],
      ['experience', 1],
      ['skills', 1],
    ]);
  });

  it('reads headings that wrap a known name in other words when they are styled as headings', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true });
    const sections = findSections([
      heading('COMPUTER SKILLS'),
      makeLine('Excel, SQL'),
      heading('Research Experience'),
      makeLine('Lab assistant at MIT'),
      heading('SKILLS & AWARDS'),
      makeLine('Dean’s list'),
      heading('S U M M A RY'),
      makeLine('Analyst with ten years in retail banking.'),
      heading('Patents'),
      makeLine('US 9,999,999 Widget'),
      heading('Additional Qualifications'),
      makeLine('Programming Languages: Python, C/C++'),
    ]);
    expect(sections.map((s) => s.name)).toEqual([
      'header',
      'skills',
      'experience',
      'skills',
      'profile',
      'publications',
      'skills',
    ]);
  });

  it("reads a line in the headings' own type that opens with a section's name and goes on (`Education MEng, MSc`) as that heading", () => {
    const heading = (text: string) => makeLine(text, { size: 17, isBold: true, x: 28 });
    const title = (text: string) => makeLine(text, { size: 12, x: 99 });
    const body = (text: string) => makeLine(text, { x: 99 });
    const sections = findSections([
      makeLine('Wes Banfield', { size: 30 }),
      heading('Experience'),
      makeLine('10/19 - 6/20', { x: 28 }),
      title('Project Manager ‖ Envisol'),
      body('Designed web tools for the remediation industry.'),
      heading('Publications'),
      makeLine('2019', { x: 28 }),
      title('JupyterLab Quick Start Guide ‖ Packt'),
      heading('Education MEng, MSc'),
      makeLine('2013 - 2016', { x: 28 }),
      title('Master in Geological Engineering ‖ ENSG'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.length])).toEqual([
      ['header', 1],
      ['experience', 3],
      ['publications', 2],
      ['education', 2],
    ]);
    // Where entries' names share the headings' type, such a line is an entry's name.
    const entries = findSections([
      makeLine('Wes Banfield', { size: 30 }),
      heading('Projects'),
      heading('Marathon Training Log'),
      body('Web app for logging runs.'),
      body('Also: Web app for logging runs.'),
      body('Then: Web app for logging runs.'),
      heading('Volunteer Website for Food Bank'),
      body('Rebuilt the donation site.'),
      body('Also: Rebuilt the donation site.'),
      body('Then: Rebuilt the donation site.'),
      heading('Education Portal for Kids'),
      body('Built a reading game.'),
      body('Also: Built a reading game.'),
      body('Then: Built a reading game.'),
      heading('Skills'),
      body('Python'),
    ]);
    expect(entries.map((s) => s.name)).toEqual(['header', 'projects', 'skills']);
    // Nor does such a line open a section that a heading already opened.
    const again = findSections([
      makeLine('Wes Banfield', { size: 30 }),
      heading('Education'),
      title('Master in Geology ‖ ENSG'),
      body('Thesis on well logs.'),
      heading('Experience'),
      title('Project Manager ‖ Envisol'),
      body('Designed web tools.'),
      heading('Education Outreach Programme'),
      body('Taught geology in schools.'),
    ]);
    expect(again.map((s) => s.name)).toEqual(['header', 'education', 'experience']);
  });

  it('does not take a bold company line that ends in a section word for a heading', () => {
    // Headings in bold capitals of the body's size, company names in bold title case.
    const heading = (text: string) => makeLine(text, { isBold: true });
    const company = (text: string) => makeLine(text, { isBold: true });
    const sections = findSections([
      heading('EXPERIENCE'),
      company('Dell Technologies'),
      makeLine('Engineer, 2019 - 2021'),
      company('Pearson Education'),
      makeLine('Editor, 2016 - 2019'),
      heading('EDUCATION'),
      makeLine('BA English, 2016'),
      heading('CLEARANCE'),
      makeLine('TS/SCI'),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education', 'other']);
    expect(sections[1]!.lines.map((l) => l.text)).toContain('Pearson Education');
  });

  it('does not take a plain line that mentions a section word for a heading', () => {
    const sections = findSections([
      makeLine('Experience', { size: 14, isBold: true }),
      makeLine('Market Research Analyst'),
      makeLine('Education', { size: 14, isBold: true }),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education']);
  });

  it('reads a heading behind an icon (read as a bullet mark) when it stands out', () => {
    const sections = findSections([
      makeLine('Elisha Wuckert', { size: 27 }),
      makeLine('WORK EXPERIENCE', { size: 21, isBullet: true }),
      makeLine('Booking.com', { size: 18 }),
      makeLine('EDUCATION', { size: 21, isBullet: true }),
      makeLine('New York University', { size: 18 }),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education']);
  });

  it('in styled documents opens sections only in the style the known section names share', () => {
    const p = (text: string) => makeLine(text, { font: 'p', isHeading: false });
    const h = (text: string, font: string) => makeLine(text, { font, isHeading: true });
    const sections = findSections([
      h('Elisha Wuckert', 'h1'),
      p('Work Experience'),
      h('Booking.com', 'h3'),
      h('Backend Developer', 'h1'),
      h('Highlights', 'h4'),
      p('Education'),
      h('New York University', 'h3'),
      p('Skills'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.length])).toEqual([
      ['header', 1],
      ['experience', 3],
      ['education', 1],
      ['skills', 0],
    ]);
  });
});

describe('findSections with a label column', () => {
  it('splits a capitals label read on one run with its row, and keeps the row at its own left edge', () => {
    const sections = findSections([
      makeLine('Ada Park', { size: 15 }),
      makeLine('EXPERIENCE Jangid and Gowda, Senior Engineer 2022 — Present', {
        parts: ['EXPERIENCE', 'Jangid and Gowda, Senior Engineer', '2022 — Present'],
        partXs: [81, 162, 480],
        x: 81,
      }),
      makeLine('Built a feature-flag platform', { x: 177, isBullet: true }),
      makeLine('PUBLICATIONS Mentoring Early-Career Professionals, Medium', {
        x: 81,
        chunks: ['PUBLICATIONS', 'Mentoring Early-Career Professionals, Medium'],
        chunkXs: [81, 162],
      }),
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Ada Park']],
      ['experience', ['Jangid and Gowda, Senior Engineer 2022 — Present', 'Built a feature-flag platform']],
      ['publications', ['Mentoring Early-Career Professionals, Medium']],
    ]);
    expect(sections[1]!.lines[0]!.x).toBe(162);
    // A label run into its row keeps the row's own indent.
    expect(sections[2]!.lines[0]!.x).toBe(162);
  });
});

describe('findSections with a run-in label under a degree', () => {
  it('keeps `THESIS - Title` in its school, and its school whole', () => {
    const heading = (text: string) => makeLine(text, { size: 10, isBold: true, x: 266, gapAbove: 2 });
    const sections = findSections([
      makeLine('Ali Kakakhel', { size: 12, isBold: true }),
      heading('EDUCATION'),
      makeLine('Master of Science, Radiological Physics', { x: 72 }),
      makeLine('Wayne State University, Detroit, MI May 2012', {
        x: 72,
        parts: ['Wayne State University, Detroit, MI', 'May 2012'],
      }),
      makeLine('THESIS - Commissioning a Cylindrical Teflon Phantom', {
        x: 72,
        chunks: ['THESIS -', 'Commissioning a Cylindrical Teflon Phantom'],
        chunkXs: [72, 114],
      }),
      makeLine('GPA 3.43', { x: 72 }),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'education']);
    const schools = extractEducation(sections[1]!.lines);
    expect(schools.map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['Master of Science in Radiological Physics', 'Wayne State University', '3.43'],
    ]);
  });
});

describe('findSections with a heading over two lines', () => {
  it('takes the word right above a heading, in its style, as part of it', () => {
    const heading = (text: string, gapAbove = 1.5) => makeLine(text, { size: 14, isBold: true, gapAbove });
    const sections = findSections([
      heading('Education'),
      makeLine('New York University'),
      heading('Professional'),
      heading('Experience', 0.2),
      makeLine('Booking.com'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['education', ['New York University']],
      ['experience', ['Booking.com']],
    ]);
  });
});

describe('findSections in a styled document (DOCX)', () => {
  it('reads a name in the heading style with its own dated heading-styled lines under it as an entry', () => {
    const styled = (text: string, font: string, size: number) => makeLine(text, { font, size, isHeading: true });
    const li = (text: string) => makeLine(text, { font: 'li', isBullet: true });
    const lines = [
      makeLine('Mattias S. Håkansson', { font: 'h1', size: 20 }),
      styled('About', 'h3', 14),
      makeLine('mattias@example.com', { font: 'p' }),
      styled('Experience', 'h3', 14),
      styled('Datadog', 'h3', 14),
      styled('03/2020 - 12/2023', 'h5', 12),
      styled('Staff Engineer', 'h4', 13),
      li('Shipped offline-first mobile sync'),
      styled('Zalando', 'h3', 14),
      styled('03/2015 - 08/2016', 'h5', 12),
      styled('Frontend Developer', 'h4', 13),
      li('Led a team of 7 engineers'),
      styled('Education', 'h3', 14),
      styled('KTH Royal Institute of Technology', 'h3', 14),
      styled('09/2013 - 05/2015', 'h5', 12),
      styled('Volunteering', 'h3', 14),
      makeLine('Food bank driver', { font: 'p' }),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'profile', 'experience', 'education', 'other']);
    expect(sections[2]?.lines.map((l) => l.text)).toContain('Zalando');
  });

  it('reads the names set in the heading style first under a known heading, and the like after them, as its entries', () => {
    const styled = (text: string, font = 'h2', size = 16) => makeLine(text, { font, size, isHeading: true });
    const p = (text: string) => makeLine(text, { font: 'p' });
    const sections = findSections([
      makeLine('Mattias S. Håkansson', { font: 'h1', size: 20, isHeading: true }),
      styled('Staff Engineer'),
      styled('Skills'),
      styled('Cloud & DevOps'),
      p('GCP'),
      styled('Frameworks'),
      p('Django'),
      styled('Experience'),
      styled('Datadog'),
      styled('Staff Engineer', 'h3', 14),
      styled('Mar 2020 - Dec 2023', 'h4', 13),
      styled('Education'),
      styled('KTH Royal Institute of Technology'),
      styled('Computer Science, M.Sc.', 'h3', 14),
      styled('Lund University'),
      styled('Mathematics, B.Sc.', 'h3', 14),
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Mattias S. Håkansson', 'Staff Engineer']],
      ['skills', ['Cloud & DevOps', 'GCP', 'Frameworks', 'Django']],
      ['experience', ['Datadog', 'Staff Engineer', 'Mar 2020 - Dec 2023']],
      [
        'education',
        ['KTH Royal Institute of Technology', 'Computer Science, M.Sc.', 'Lund University', 'Mathematics, B.Sc.'],
      ],
    ]);
  });

  it('reads the bold capitals of a sidebar box as headings beside the Heading 1 sections, whose style names more sections', () => {
    const label = (text: string) => makeLine(text, { font: 'p', isBold: true, isHeading: false });
    const p = (text: string) => makeLine(text, { font: 'p', isHeading: false });
    const h1 = (text: string) => makeLine(text, { font: 'h1', size: 20, isHeading: true });
    const sections = findSections([
      makeLine('Łukasz P. Wiśniewski', { font: 'p', size: 26, isHeading: false }),
      label('SKILLS'),
      label('Clinical Skills'),
      p('Patient Assessment, Wound Care'),
      label('Certifications'),
      p('ACLS, PALS, BLS'),
      label('Languages'),
      p('Spanish, French'),
      label('LANGUAGES'),
      p('Polish (Native)'),
      h1('Summary'),
      p('Compassionate registered nurse.'),
      h1('Experience'),
      label('Charge Nurse'),
      p('Mayo Clinic · Sep 2021 – Present'),
      h1('Education'),
      label('Bachelor of Nursing'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['skills', 'SKILLS'],
      ['other', 'LANGUAGES'],
      ['profile', 'Summary'],
      ['experience', 'Experience'],
      ['education', 'Education'],
    ]);
    expect(sections[1]?.lines.map((l) => l.text)).toContain('Certifications');
  });

  it('keeps one name in bold capitals in the body style (`ACHIEVEMENTS` under each job) inside its section', () => {
    const p = (text: string, isBold = false) => makeLine(text, { font: 'p', isBold, isHeading: false });
    const h1 = (text: string) => makeLine(text, { font: 'h1', size: 20, isHeading: true });
    const sections = findSections([
      makeLine('Jane Doe', { font: 'p', size: 26, isHeading: false }),
      h1('Experience'),
      p('Charge Nurse, Mayo Clinic, 2021 – 2024', true),
      p('ACHIEVEMENTS', true),
      p('Cut central-line infections by 45%'),
      p('Staff Nurse, Cleveland Clinic, 2018 – 2021', true),
      p('ACHIEVEMENTS', true),
      p('Precepted 3 new graduate nurses'),
      h1('Education'),
      p('Bachelor of Nursing'),
      h1('Skills'),
      p('Patient Assessment'),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education', 'skills']);
  });

  const p = (text: string, isBold = false) => makeLine(text, { font: 'p', isHeading: false, isBold });
  const h = (text: string) => makeLine(text, { font: 'h2', size: 16, isHeading: true });

  it('keeps the guards of the PDF path: a plain `Achievements` under a job is no heading', () => {
    const sections = findSections([
      p('Jane Doe', true),
      p('EXPERIENCE', true),
      p('Acme Corp, Software Engineer, Jan 2020 - Present'),
      p('Achievements'),
      makeLine('Cut cloud costs by 20%', { font: 'li', isBullet: true, isHeading: false }),
      p('EDUCATION', true),
      p('MIT, BS Computer Science, 2016 - 2020'),
      p('SKILLS', true),
      p('Languages'),
      p('English, Spanish'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.length])).toEqual([
      ['header', 1],
      ['experience', 3],
      ['education', 1],
      ['skills', 2],
    ]);
  });

  it('breaks a tie between styles for the heading style, not for whichever came first', () => {
    const sections = findSections([
      p('Jane Doe'),
      p('Contact'),
      p('jane@example.com'),
      h('Experience'),
      p('Acme Corp, Software Engineer, 2020 - Present'),
      p('Achievements'),
      p('Cut cloud costs by 20% in one year'),
      h('Education'),
      p('MIT, BS Computer Science, 2016 - 2020'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.length])).toEqual([
      ['header', 3],
      ['experience', 3],
      ['education', 1],
    ]);
  });
});

describe('findSections with a list item right above a heading', () => {
  it('opens a section at a bold heading-sized name in title case among headings in capitals, not at a plain category', () => {
    const heading = (text: string) => makeLine(text, { size: 14, isBold: true, gapAbove: 2 });
    const body = (text: string) => makeLine(text, { size: 7.9 });
    const sections = findSections([
      heading('COMPETENCES'),
      body('Languages'),
      body('JavaScript, Kotlin'),
      heading('SOFT SKILLS'),
      heading('Certifications'),
      body('Mai 2022'),
      body('SnowPro Core Certification'),
      heading('EXPERIENCE'),
      body('Data Analyst, Acme'),
      heading('FORMATION'),
      body('MSc, Universitat de Barcelona'),
    ]);
    expect(sections.map((s) => s.name)).toEqual([
      'header',
      'skills',
      'skills',
      'certifications',
      'experience',
      'education',
    ]);
  });

  it('keeps the last item of a list (`Spanish` over `SKILLS`) in its section', () => {
    const sidebar = (text: string) => makeLine(text, { size: 10, gapAbove: 0.3 });
    const sections = findSections([
      makeLine('Jane Doe', { size: 20 }),
      sidebar('LANGUAGES'),
      sidebar('English'),
      sidebar('Spanish'),
      sidebar('SKILLS'),
      sidebar('Python'),
      sidebar('EDUCATION'),
      sidebar('MIT'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Jane Doe']],
      ['other', ['English', 'Spanish']],
      ['skills', ['Python']],
      ['education', ['MIT']],
    ]);
  });
});

describe('findSections with a label column', () => {
  const label = (text: string, y: number) => makeLine(text, { x: 80, y, size: 13 });
  const row = (parts: string[], y: number, over = {}) =>
    makeLine(parts.join(' '), { x: 193, y, size: 13, parts, partXs: parts.map((_, k) => 193 + k * 80), ...over });

  it('reads a category on the heading row as the first content, not as a section', () => {
    const sections = findSections([
      label('Experience', 100),
      row(['Siemens', 'Jun 2022 - Present'], 100, { size: 10.8 }),
      label('Skills', 200),
      row(['Languages', 'French English Hindi'], 200),
      row(['Systems', 'Cerner Meditech Epic'], 230, { size: 10.8 }),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'skills']);
    expect(sections[2]!.lines.map((l) => l.parts[0])).toEqual(['Languages', 'Systems']);
  });

  it('joins a section name wrapped in the label column after a joining word', () => {
    const plain = (parts: string[], y: number, x = 67) =>
      makeLine(parts.join(' '), { x, y, parts, partXs: parts.map((_, k) => x + k * 110), gapAbove: 0.2 });
    const sections = findSections([
      makeLine('ERIC SHAMAY', { x: 72, y: 80, size: 14, isBold: true }),
      plain(['Education', 'B.S. Chemistry & General Engineering'], 180),
      plain(['California Polytechnic State University'], 192, 180),
      plain(['Honors and', 'Calpoly Dept. of Chem. and Biochem.'], 269),
      plain(['Fellowships'], 280),
      plain(['Physical Chemistry Student Award 2004'], 280, 175),
      plain(['Experience', 'Quality Assurance Manager'], 400),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['education', 'Education'],
      ['other', 'Honors and Fellowships'],
      ['experience', 'Experience'],
    ]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual([
      'B.S. Chemistry & General Engineering',
      'California Polytechnic State University',
    ]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual([
      'Calpoly Dept. of Chem. and Biochem.',
      'Physical Chemistry Student Award 2004',
    ]);
  });

  it('joins no wrapped job title or employer in a table of jobs', () => {
    const row = (parts: string[], y: number, gapAbove: number) =>
      makeLine(parts.join(' '), { x: 67, y, parts, partXs: parts.map((_, k) => 67 + k * 110), gapAbove });
    const sections = findSections([
      makeLine('Ann Lee', { x: 67, y: 60, size: 20, isBold: true }),
      makeLine('Experience', { x: 67, y: 90, isBold: true, gapAbove: 1.5 }),
      row(['Director of', 'Lakeside Charter School', '2018 – 2022'], 110, 1),
      row(['Education', 'Led curriculum for 40 teachers'], 122, 0.2),
      row(['Head of', 'City Museum'], 140, 1),
      row(['Projects', 'Managed exhibitions'], 152, 0.2),
      makeLine('Skills', { x: 67, y: 190, isBold: true, gapAbove: 1.5 }),
      makeLine('Python, SQL', { x: 67, y: 210 }),
    ]);
    expect(sections.map((s) => s.heading)).not.toContain('Director of Education');
    expect(sections.map((s) => s.heading)).not.toContain('Head of Projects');
  });

  it('opens a section at an unknown name in the headings type right over a known heading', () => {
    // Headings right-aligned in a label column (markdown-cv), in a type of their own.
    const heading = (text: string, y: number, gapAbove = 3) =>
      makeLine(text, { x: 140 - text.length * 6, right: 140, y, size: 12.6, gapAbove });
    const body = (text: string, y: number, gapAbove = 0.4) => makeLine(text, { x: 167, y, size: 11.4, gapAbove });
    const sections = findSections([
      makeLine('Xander Huggins', { x: 167, y: 40, size: 22.9, isBold: true }),
      heading('Education', 100),
      body('Doctor of Philosophy, University of Victoria 2019 - 2023', 100, 0),
      body('Research topic: Groundwater sustainability', 114),
      body('Co-supervised by Dr. Tom Gleeson', 128),
      body('Bachelor of Water Resources Engineering, 2013 - 2018', 150, 1.4),
      body('University of Guelph', 164),
      heading('Contributions', 300, 20),
      heading('Publications', 330),
      body('Huggins, X., Gleeson, T. (2018). Streamflow Depletion Modeling.', 330, 0),
      body('Diggle, R., Huggins, X. (2019). The role of porewater exchange.', 350, 1.9),
      heading('Skills', 400),
      body('R, Python, ArcGIS', 400, 0),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['education', 'Education'],
      ['other', 'Contributions'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
    ]);
  });

  it('reads an unknown name in the headings own centred type as a heading when no entry is named in that type', () => {
    // Headings centred in bold; entries named in the same size without bold (a CURVE CV).
    const heading = (text: string, y: number) =>
      makeLine(text, {
        x: 305 - text.length * 4,
        right: 305 + text.length * 4,
        y,
        size: 14.3,
        isBold: true,
        gapAbove: 1.6,
      });
    const name = (text: string, y: number) => makeLine(text, { x: 183, y, size: 14.3, font: 'g', gapAbove: 0.6 });
    const row = (text: string, y: number) => makeLine(text, { x: 136, y, gapAbove: 0.7 });
    const lines = (entryNamesInHeadingType: boolean) => [
      makeLine('Thomas Capogreco', { x: 223, y: 40, size: 20.7 }),
      heading('Qualifications', 100),
      entryNamesInHeadingType ? heading('University of Adelaide', 120) : name('University of Adelaide', 120),
      row('2007 – 2016 Bachelor of Music', 134),
      heading('Teaching', 200),
      name('RMIT University – Digital Media Program', 220),
      row('2022 – Sessional Lecturer, Creative Coding', 234),
      row('Designed and taught the studio course on creative coding.', 248),
      heading('Creative Work', 300),
      name('Composition & Recording', 320),
      row('2019 Assembly: Epimetheus Forgets – algorithmic soundtrack', 334),
      heading('Awards', 400),
      row('2016 Most Popular Experimental Artist', 414),
    ];
    expect(findSections(lines(false)).map((s) => s.heading)).toContain('Creative Work');
    // Where entries are named in the headings' type, a name over dated lines is an entry's.
    expect(findSections(lines(true)).map((s) => s.heading)).not.toContain('Creative Work');
  });

  it('keeps an entry name centred by chance under flush-left headings, and a group title inside Experience', () => {
    const heading = (text: string, y: number) =>
      makeLine(text, { x: 50, right: 50 + text.length * 6.6, y, size: 12, isBold: true, gapAbove: 1.5 });
    const entry = (text: string, y: number) =>
      makeLine(text, { x: 62, right: 62 + text.length * 6.6, y, size: 12, isBold: true, gapAbove: 0.6 });
    const body = (text: string, y: number, over = {}) => makeLine(text, { x: 62, y, gapAbove: 0.3, ...over });
    const sections = findSections([
      makeLine('Ann Lee', { x: 50, y: 20, size: 22, isBold: true }),
      heading('EXPERIENCE', 60),
      body('Principal Consultant, Deloitte | 2019 – Present', 80),
      body('Led a 12-person practice in supply-chain analytics.', 92, { x: 70, isBullet: true }),
      heading('Earlier Career', 110),
      body('Financial Analyst, Barclays | 2010 – 2015', 124),
      body('Reconciled 200 accounts a month.', 130, { x: 70, isBullet: true }),
      body('Audit Associate, KPMG | 2008 – 2010', 136),
      heading('PROJECTS', 170),
      body('Ray Tracer', 190),
      body('A path tracer in Rust.', 204),
      // Centred on `EDUCATION` by chance: 62–95 against 50–109.
      entry('Lumen', 220),
      body('A static site generator.', 234),
      heading('EDUCATION', 270),
      body('University of Toronto, BSc 2008', 290),
      heading('SKILLS', 320),
      body('Excel, SQL', 340),
    ]);
    expect(sections.map((s) => s.heading)).toEqual(['', 'EXPERIENCE', 'PROJECTS', 'EDUCATION', 'SKILLS']);
  });

  it('keeps a heading alone on the row of another heading: two columns side by side', () => {
    const sections = findSections([
      makeLine('ABOUT', { x: 76, y: 100, size: 10, isBold: true }),
      makeLine('EXPERIENCE', { x: 203, y: 100, size: 10, isBold: true }),
      makeLine('Rana-Jha Corp', { x: 203, y: 120 }),
      makeLine('SKILLS', { x: 76, y: 300, size: 10, isBold: true }),
      makeLine('Excel', { x: 76, y: 320 }),
    ]);
    expect(sections.map((s) => s.name)).toEqual(['header', 'profile', 'experience', 'skills']);
  });
});

describe('headings that list names with commas', () => {
  it('names the section by the first name and opens it, while a place with a comma stays content', () => {
    expect(matchHeadingLoosely('SKILLS, TOOLS, & LANGUAGES')).toBe('skills');
    expect(matchHeadingLoosely('Skills, Tools, and Technology')).toBe('skills');
    const heading = (text: string) => makeLine(text, { size: 13, isBold: true, gapAbove: 1.5 });
    const sections = findSections([
      makeLine('Ann Okafor', { size: 22 }),
      heading('EXPERIENCE'),
      makeLine('Data Scientist, Acme    2019 – 2022'),
      makeLine('Mountain View, CA', { size: 13, isBold: true }),
      heading('EDUCATION'),
      makeLine('BSc Physics, University of Leeds    2015 – 2018'),
      heading('SKILLS, TOOLS, & LANGUAGES'),
      makeLine('Python, SQL, Spark'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['skills', 'SKILLS, TOOLS, & LANGUAGES'],
    ]);
  });
});

describe('matchHeadingLoosely and degrees', () => {
  it('reads no heading in a line that names a degree, and still reads a heading that wraps a known name', () => {
    expect(matchHeadingLoosely('Bachelor of Nursing (Honours)')).toBeNull();
    expect(matchHeadingLoosely('Academic Honours')).toBe('other');
    expect(matchHeadingLoosely('COMPUTER SKILLS')).toBe('skills');
  });

  it('names a mixed heading by the section the model keeps, in either order', () => {
    expect(matchHeadingLoosely('Presentations and Publications')).toBe('publications');
    expect(matchHeadingLoosely('Awards & Certifications')).toBe('certifications');
    expect(matchHeadingLoosely('Certifications & Awards')).toBe('certifications');
    expect(matchHeadingLoosely('Honors and Awards')).toBe('other');
    expect(matchHeadingLoosely('Interests and Skills')).toBe('other');
  });
});

describe('findSections with a heading and content on one row', () => {
  it('gives the content line only the chunks right of the heading', () => {
    const row = makeLine('Skills Software Financial Analysis', {
      size: 20.5,
      parts: ['Skills', 'Software', 'Financial Analysis'],
      partXs: [127, 196, 385],
      chunks: ['Skills', 'Software', 'Financial Analysis'],
      chunkXs: [127, 196, 385],
    });
    const sections = findSections([makeLine('Experience', { size: 20.5 }), makeLine('Engineer, Acme'), row]);
    const content = sections.find((s) => s.name === 'skills')!.lines[0]!;
    expect(content.chunks).toEqual(['Software', 'Financial Analysis']);
    expect(content.chunkXs).toEqual([196, 385]);
  });
});

describe('findSections with a sidebar whose headings are smaller than the main column’s', () => {
  it('opens the sidebar’s sections when three known names stand at its x and none is larger', () => {
    const side = (text: string, heading = false) => makeLine(text, { x: 45, size: heading ? 12 : 9, isBold: heading });
    const main = (text: string, heading = false) => makeLine(text, { x: 230, size: heading ? 14 : 9, isBold: heading });
    const sections = findSections([
      makeLine('Bhardwaj J. Ahluwalia', { x: 45, size: 26, isBold: true }),
      side('Contact', true),
      side('bhardwaja88@gmail.com'),
      side('Skills', true),
      side('Audit, IFRS, US GAAP'),
      side('Education', true),
      side('BBA in Accounting and Finance'),
      side('Certifications', true),
      side('Chartered Financial Analyst, CFA Institute, Mar 2023'),
      main('SUMMARY', true),
      main('Chartered accountant experienced in audit and process automation across groups.'),
      main('EXPERIENCE', true),
      main('Credit Risk Analyst, Ernst & Young'),
      ...[1, 2, 3, 4, 5, 6].map((k) => main(`Built the ${k}th model of the credit risk team, used in every review`)),
      main('PROJECTS', true),
      main('Marathon Training Log'),
      main('PUBLICATIONS', true),
      main('Lessons from Remote Team Leadership, Harvard Business Review, 2019'),
      main('VOLUNTEERING', true),
      main('Treasurer, Riverside Food Bank'),
    ]);
    expect(sections.map((s) => s.name)).toEqual([
      'header',
      'contact',
      'skills',
      'education',
      'certifications',
      'profile',
      'experience',
      'projects',
      'publications',
      'other',
    ]);
  });
});

describe('findSections with a sidebar whose headings are set in the main column’s entry size', () => {
  it('reads an entry line in capitals in the main column as content, not as a section', () => {
    const side = (text: string, heading = false) => makeLine(text, { x: 80, size: heading ? 7.8 : 5.4 });
    const main = (text: string, style: 'heading' | 'entry' | 'body' = 'body') =>
      makeLine(text, { x: 160, size: style === 'heading' ? 9.5 : style === 'entry' ? 7.8 : 6.7 });
    const sections = findSections([
      makeLine('HỒNG SƠN ĐẶNG', { x: 40, size: 10.8 }),
      side('CONTACT', true),
      side('hang@outlook.com'),
      side('SOCIAL', true),
      side('www.linkedin.com/in/hongsonang'),
      side('SKILLS', true),
      side('Databases'),
      main('EXPERIENCE', 'heading'),
      main('SENIOR BACKEND ENGINEER CTY TNHH LÊ', 'entry'),
      main('Jan 2022 - Present'),
      ...[1, 2, 3, 4].map((k) => main(`Led the ${k}th team of engineers to deliver a new checkout flow`)),
      main('SOFTWARE ENGINEER II CTY VŨ', 'entry'),
      main('Jan 2018 - Nov 2021'),
      ...[1, 2, 3, 4].map((k) => main(`Rewrote the ${k}th search indexer using Spring Boot`)),
      main('EDUCATION', 'heading'),
      main('M.SC. COMPUTER SCIENCE HANOI UNIVERSITY', 'entry'),
      main('Sep 2010 - May 2012'),
      side('VOLUNTEERING', true),
      side('Riverside Food Bank'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['contact', 'CONTACT'],
      ['contact', 'SOCIAL'],
      ['skills', 'SKILLS'],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['other', 'VOLUNTEERING'],
    ]);
  });
});

describe('findSections with headings that share one type', () => {
  const heading = (text: string, x: number) => makeLine(text, { x, size: 9.9, font: 'f2' });
  const side = (text: string) => makeLine(text, { x: 79, size: 9, font: 'f4' });
  const main = (text: string) => makeLine(text, { x: 203, size: 7.8, font: 'f4' });

  it('opens a section at a short name in exactly that type at a heading’s left edge, but not under Skills nor over a date', () => {
    const sections = findSections([
      makeLine('José Manuel García-López', { x: 76, size: 28, isBold: true }),
      heading('About', 76),
      side('Barcelona Cataluña ES'),
      heading('Programming', 76),
      side('SQL Python Scala R'),
      heading('Visualization', 76),
      side('Tableau Power BI'),
      heading('Summary', 203),
      main('Machine learning practitioner focused on forecasting and NLP, with models in production.'),
      heading('Experience', 203),
      heading('Casas Muñiz', 203),
      main('08/2021 - 06/2024'),
      ...Array.from({ length: 14 }, (_, k) => k + 1).map((k) =>
        main(`Automated the ${k}th weekly KPI report in pandas, saving the team hours`),
      ),
      heading('Skills', 203),
      heading('Databases', 203),
      main('Redis PostgreSQL'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['profile', 'About'],
      ['other', 'Programming'],
      ['other', 'Visualization'],
      ['profile', 'Summary'],
      ['experience', 'Experience'],
      ['skills', 'Skills'],
    ]);
  });
});

describe('findSections with headings in one type and a known name in an entry’s type', () => {
  it('still opens sections at unknown names in the headings’ type', () => {
    // A web page printed to PDF: headings are large and plain, entries' heads bold and smaller.
    const heading = (text: string) => makeLine(text, { x: 81, size: 21.6, font: 'f1', gapAbove: 2.7 });
    const head = (text: string) => makeLine(text, { x: 81, size: 14, font: 'f2', isBold: true, gapAbove: 1.1 });
    const body = (text: string) => makeLine(text, { x: 115, size: 12, font: 'f3', gapAbove: 0.1 });
    const sections = findSections([
      makeLine('Dr Sean Okafor', { x: 156, size: 24, font: 'f1' }),
      heading('Education'),
      head('PhD in Computer Science'),
      body('University of New South Wales, 2006'),
      heading('Skills'),
      body('Languages: OCaml, Haskell, C'),
      heading('Employment History'),
      head('Software Engineer, Bang the Table (July 2010 – present)'),
      body('Implemented automated testing and improved the reporting functionality.'),
      head('Open Source Projects'),
      body('Contributed a plug-in branch to the GHC compiler.'),
      heading('Talks/Presentations/Essays'),
      body('Limits to Growth, Students of Sustainability conference'),
      heading('Selected Papers'),
      body('Goanna: Syntactic Software Model Checking'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['experience', 'Employment History'],
      ['other', 'Talks/Presentations/Essays'],
      ['publications', 'Selected Papers'],
    ]);
  });
});

describe('findSections in a styled document with one heading set as a paragraph', () => {
  const styled = (text: string, font = 'h3', size = 14) => makeLine(text, { font, size, isHeading: true });
  const p = (text: string, isBold = false) => makeLine(text, { font: 'p', isHeading: false, isBold });
  const li = (text: string) => makeLine(text, { font: 'li', isBullet: true });
  const doc = (experienceHeading: ReturnType<typeof makeLine>[]) => [
    makeLine('Demarcus H. Dibbert', { font: 'h1', size: 20 }),
    p('Phone: +44 7700 900983'),
    ...experienceHeading,
    styled('Stanton, Wuckert and Goodwin 2021 - Present'),
    p('Staff Engineer', true),
    li('Cut front-end bundle size by 28%'),
    styled('Spotify 2019 - 2021'),
    p('Mobile Engineer (iOS)', true),
    li('Reduced CI build time by 34%'),
    styled('Education'),
    styled('University of Glasgow 2013 - 2015', 'h3', 13),
    styled('Skills'),
    p('Python, Kotlin'),
  ];

  it('opens the section at its full name in the body style, and reads dated heading-styled lines as entries', () => {
    const sections = findSections(doc([p('Work Experience')]));
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['experience', 'Work Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
    ]);
  });

  it('keeps the name in the body style as content when the heading style opens that section too', () => {
    const sections = findSections(doc([styled('Experience'), p('Work Experience')]));
    expect(sections.filter((s) => s.name === 'experience').map((s) => s.heading)).toEqual(['Experience']);
  });
});

describe('findSections with headings in a type of their own at the body size', () => {
  // A LaTeX CV sets its headings in small capitals (a font no other line uses), in the body's size.
  const heading = (text: string, over: Partial<Line> = {}) => makeLine(text, { font: 'csc', gapAbove: 0.8, ...over });
  const body = (text: string, over: Partial<Line> = {}) => makeLine(text, { font: 'rm', gapAbove: 0.2, ...over });
  const lines = [
    heading('Education', { gapAbove: 0.6 }),
    body('Carnegie Mellon University Pittsburgh, PA'),
    body('Bachelor of Science in Electrical and Computer Engineering Expected May 2027'),
    heading('Experience'),
    body('Embedded Software Intern May 2025 - Aug 2025'),
    body('Bosch Farmington Hills, MI'),
    body('Wrote a CAN bus diagnostics tool in C++', { isBullet: true, x: 62 }),
    heading('Projects'),
    body('Dorm Energy Monitor Spring 2024'),
    heading('Leadership & Activities'),
    body('President, IEEE Student Branch Aug 2024 - Present'),
    body('Mentor, Girls Who Code Pittsburgh 2023 - 2024'),
    heading('Technical Skills'),
    body('Languages: C, C++, Python'),
  ];

  it('opens a section at an unknown name in that type, a dated entry under it or not', () => {
    expect(findSections(lines).map((s) => [s.name, s.heading, s.lines.length])).toEqual([
      ['header', '', 0],
      ['education', 'Education', 2],
      ['experience', 'Experience', 3],
      ['projects', 'Projects', 1],
      ['other', 'Leadership & Activities', 2],
      ['skills', 'Technical Skills', 1],
    ]);
  });

  it('opens a section at an unknown name in a larger heading type when a dated bullet, not a dated head, follows', () => {
    const big = (text: string) => makeLine(text, { size: 13, isBold: true, gapAbove: 1.4 });
    const bullet = (text: string) => makeLine(text, { x: 48, isBullet: true, gapAbove: 1.8 });
    const doc = [
      big('Professional Experience'),
      makeLine('Data Analyst, Aalto University    Jan 2025 - Present'),
      big('Education'),
      makeLine('Aalto University, PhD in Real Estate Economics    2021 - 2025'),
      big('Certificates:'),
      bullet('Oxford Machine Learning Summer School, OxML 2023'),
      big('Community & Leadership'),
      bullet('Speaker: Spatial data analysis, DataTribe collective meetup, 2023'),
      bullet('Contributor: Helsinki Data Week volunteer (2024 & 2025)'),
    ];
    expect(findSections(doc).map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['experience', 'Professional Experience'],
      ['education', 'Education'],
      ['certifications', 'Certificates:'],
      ['other', 'Community & Leadership'],
    ]);
  });

  it('leaves a line in that type inside a section when it stands as close to the line above as the body', () => {
    const tight = lines.map((l) => (l.text === 'Leadership & Activities' ? { ...l, gapAbove: 0.2 } : l));
    expect(findSections(tight).map((s) => s.name)).toEqual(['header', 'education', 'experience', 'projects', 'skills']);
  });

  it('leaves a line inside a section when many lines share the headings type (a bold type used for names too)', () => {
    const shared = lines.map((l) =>
      l.text.includes('Intern') ||
      l.text.includes('Monitor') ||
      l.text.startsWith('President') ||
      l.text.startsWith('Mentor') ||
      l.text.startsWith('Carnegie') ||
      l.text.startsWith('Bosch')
        ? { ...l, font: 'csc' }
        : l,
    );
    expect(findSections(shared).map((s) => s.name)).not.toContain('other');
  });
});

describe('findSections with bold headings and bold company names at the body size', () => {
  it('measures the headings gap where a heading follows a line on its page, not at a page top', () => {
    const heading = (text: string, over: Partial<Line> = {}) =>
      makeLine(text, { font: 'bold', isBold: true, gapAbove: 1.2, ...over });
    const company = (text: string) => makeLine(text, { font: 'bold', isBold: true, gapAbove: 0.5 });
    const body = (text: string) => makeLine(text, { font: 'rm', gapAbove: 0.2 });
    const sections = findSections([
      heading('Summary'),
      body('Engineer with ten years in automotive software.'),
      heading('Experience'),
      company('Bosch'),
      body('Software Engineer 2019 - 2023'),
      company('General Motors'),
      body('Engineer 2015 - 2019'),
      heading('Education', { page: 2, gapAbove: 0 }),
      body('B.Sc. Computer Science, TU Munich 2015'),
      heading('Skills'),
      body('C++, Rust, AUTOSAR'),
      heading('Languages'),
      body('German, English'),
    ]);
    const experience = sections.find((s) => s.name === 'experience');
    expect(experience?.lines.map((l) => l.text)).toContain('General Motors');
    expect(sections.map((s) => s.heading)).not.toContain('Bosch');
  });
});

describe('findSections with subheadings that name their own section', () => {
  it('keeps a school name that ends in a section name, whole or wrapped', () => {
    const heading = (text: string) => makeLine(text, { x: 50, size: 12, isBold: true, gapAbove: 1.5 });
    const body = (text: string, over: Partial<Line> = {}) => makeLine(text, { x: 50, size: 9, ...over });
    const sections = findSections([
      makeLine('Ann Okafor', { size: 25 }),
      heading('EXPERIENCE'),
      body('Nurse, Apollo Hospitals 2022 - Present'),
      heading('EDUCATION'),
      body('B.A. in Communications 2016 - 2019'),
      body('Manipal Academy of Higher', { isBold: true }),
      body('Education', { isBold: true, gapAbove: 0.1 }),
      body('Bachelor of Nursing (Honours) 2012 - 2016'),
      body('Manipal Academy of Higher Education', { isBold: true }),
      heading('SKILLS'),
      body('Triage, ACLS'),
    ]);
    expect(sections.find((s) => s.name === 'education')?.lines.map((l) => l.text)).toEqual([
      'B.A. in Communications 2016 - 2019',
      'Manipal Academy of Higher',
      'Education',
      'Bachelor of Nursing (Honours) 2012 - 2016',
      'Manipal Academy of Higher Education',
    ]);
  });

  it('drops a smaller subheading that names the section again', () => {
    const heading = (text: string) => makeLine(text, { x: 137, size: 17.2, font: 'h', gapAbove: 1.5 });
    const sub = (text: string) => makeLine(text, { x: 137, size: 14.3, font: 's' });
    const body = (text: string) => makeLine(text, { x: 137, size: 12, font: 'b' });
    const sections = findSections([
      makeLine('Ann Okafor', { size: 25 }),
      heading('Education'),
      body('MSc Physics, Imperial College London 2024'),
      heading('Work Experience'),
      sub('Internships'),
      body('2022 Summer Intern, Kavli Institute of Cosmology'),
      body('Conducted research on Bayesian inference'),
      body('Developed and trained machine learning models'),
      body('Contributed to the margarine Python package'),
      heading('Skills'),
      body('Python, TensorFlow'),
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Ann Okafor']],
      ['education', ['MSc Physics, Imperial College London 2024']],
      [
        'experience',
        [
          '2022 Summer Intern, Kavli Institute of Cosmology',
          'Conducted research on Bayesian inference',
          'Developed and trained machine learning models',
          'Contributed to the margarine Python package',
        ],
      ],
      ['skills', ['Python, TensorFlow']],
    ]);
  });
});

describe('findSections with a heading in the headings’ type at a page’s top', () => {
  it('opens the section a bracketed qualifier follows, though nothing stands above it on its page', () => {
    expect(matchHeadingLoosely('Publications (refereed)')).toBe('publications');
    expect(matchHeadingLoosely('EXPERIENCE CONTINUED')).toBe('experience');
    expect(matchHeadingLoosely('Experience, cont’d')).toBe('experience');
    const heading = (text: string, page = 1, gapAbove = 1.7) =>
      makeLine(text, { x: 29, size: 10, font: 'h', page, gapAbove });
    const body = (text: string, page = 1) => makeLine(text, { x: 79, size: 10, font: 'b', page, gapAbove: 0.2 });
    const sections = findSections([
      makeLine('Daniel Okafor', { x: 29, size: 20, font: 'n' }),
      heading('Education'),
      body('University of California, Santa Barbara, PhD Physics 2007 - 2014'),
      body('Thesis: measurement of superconducting qubits'),
      heading('Professional Experience'),
      body('Google, Research Scientist 2014 - Present'),
      body('Built the readout of the quantum processor'),
      heading('Teaching'),
      body('University of California, Santa Barbara 2007'),
      body('Taught the physics laboratory'),
      heading('Publications (refereed)', 2, 0),
      body('Fast accurate state measurement with superconducting qubits. Phys. Rev. Lett. (2014).', 2),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['education', 'Education'],
      ['experience', 'Professional Experience'],
      ['other', 'Teaching'],
      ['publications', 'Publications (refereed)'],
    ]);
  });
});

describe('findSections with a left sidebar headed in the body type', () => {
  it('reads the sidebar names as headings, and a name in the body type inside the main column as content', () => {
    const side = (text: string, y: number, gapAbove = 0.2) => makeLine(text, { x: 20, right: 120, y, gapAbove });
    const main = (text: string, y: number, over: Partial<Line> = {}) =>
      makeLine(text, { x: 180, right: 560, y, gapAbove: 0.2, ...over });
    const heading = (text: string, y: number) => main(text, y, { size: 14, isBold: true, gapAbove: 1.5 });
    const lines = [
      makeLine('Joseph Haughey', { x: 20, y: 20, size: 17, isBold: true }),
      side('Profile', 66, 1.5),
      side('Hard-working business graduate', 78),
      side('seeking new opportunities.', 90),
      side('Contact', 114, 1.5),
      side('+44 78564 85251', 126),
      heading('Experience', 60),
      main('Shift Manager, McDonald’s 2019 - 2024', 80),
      heading('Education', 120),
      main('BSc Business Studies, Ulster University 2016 - 2019', 140),
      heading('Skills', 170),
      main('Languages', 190, { gapAbove: 1 }),
      main('Python, SQL', 202),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'profile', 'contact', 'experience', 'education', 'skills']);
    expect(sections.find((s) => s.name === 'skills')!.lines.map((l) => l.text)).toEqual(['Languages', 'Python, SQL']);
    // A name that heads nothing in the sidebar (a skill over its rating bar) is no heading.
    const rated = [
      ...lines.slice(0, 1),
      side('Leadership', 60, 1.2),
      side('Research', 80, 1.2),
      side('Data Analysis', 100, 1.2),
      ...lines.slice(6),
    ];
    expect(findSections(rated).map((s) => s.heading)).not.toContain('Leadership');
  });
});

describe('findSections with a mark before every heading', () => {
  it('reads a name no list knows, set and marked as the known headings are, as a heading', () => {
    const heading = (text: string) =>
      makeLine(text, { size: 14.3, isBold: true, isBullet: true, x: 119, gapAbove: 1.3 });
    const line = (text: string) => makeLine(text, { x: 115, gapAbove: 1 });
    const sections = findSections([
      makeLine('Dr. Gastón A. Avila', { size: 14.3 }),
      heading('Formación académica'),
      line('Universitaria: (2002 - 2008) Licenciatura en Física, FaMAF, Universidad Nacional de Córdoba.'),
      heading('Experiencia docente'),
      line('(03/2007–03/2008) Ayudante alumno (cat. A). FaMAF, UNC, Argentina.'),
      heading('Conocimientos en informática'),
      line('Lenguajes: Python, JavaScript, SQL'),
      heading('Experiencia laboral'),
      line('(08/2014 – presente) Sistemas Globales S. A., desarrollador web UI.'),
      heading('Reuniones científicas'),
      line('Grav11, Congress on General Relativity and Gravitation (FaMAF), La Cumbre.'),
      heading('Publicaciones'),
      line('The Yamabe invariant for axially symmetric initial data. Classical and Quantum Gravity, 2008.'),
    ]);
    expect(sections.map((s) => [s.name, s.heading])).toEqual([
      ['header', ''],
      ['education', 'Formación académica'],
      ['other', 'Experiencia docente'],
      ['skills', 'Conocimientos en informática'],
      ['experience', 'Experiencia laboral'],
      ['other', 'Reuniones científicas'],
      ['publications', 'Publicaciones'],
    ]);
  });
});
