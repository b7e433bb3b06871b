import { describe, it, expect } from 'vitest';
import { groupLines, findColumnSplit, cellEvidence } from './group-lines.ts';
import { makeLine } from './test-files/make-line.ts';
import { makeItem as item, onePage } from './test-files/make-item.ts';
import { readPdf } from './read-pdf.ts';
import { readFixture } from './test-files/fixtures.ts';
import type { TextItem } from './types.ts';

/** moderncv's rows: a date or a short category (or nothing) in a label column, and the row beside it. */
const MODERNCV_ROWS: [string | null, string, number][] = [
  ['08/2022 – Present', 'Credit Risk Analyst, Ernst & Young, Remote', 242],
  [null, 'Identified $240K in annual cost savings through a vendor-contract review', 256],
  ['05/2019 – 05/2022', 'Investment Banking Analyst, Barclays, Seattle, WA', 284],
  [null, 'Built a three-statement financial model supporting a Series B fundraise', 298],
  ['Accounting', 'US GAAP, Audit, Consolidation, IFRS', 486],
  ['Software', 'Excel, Bloomberg Terminal, Anaplan', 502],
  ['Programming', 'VBA, Python, SQL', 519],
  ['Languages', 'English, Hindi, French', 536],
  ['Cloud & DevOps', 'Jenkins, Terraform, Docker', 553],
  ['03/2023', 'Chartered Financial Analyst (CFA) Level II, CFA Institute', 596],
  ['04/2024', 'Financial Modeling & Valuation Analyst, CFI', 613],
];

/** MODERNCV_ROWS as text items, the labels right-aligned at `labelRight` and the rows 9 pt right of it. */
function moderncvPage(labelRight: number): TextItem[] {
  return MODERNCV_ROWS.flatMap(([label, content, y]) => [
    ...(label ? [item(label, labelRight - label.length * 5, y, label.length * 5)] : []),
    item(content, labelRight + 9, y, 300),
  ]);
}

describe('groupLines', () => {
  it('gives the bold start of a row that goes on in a regular weight, and none for an all-bold row', () => {
    const bold = (text: string, x: number, y: number, width: number): TextItem => ({
      ...item(text, x, y, width),
      isBold: true,
    });
    const lines = groupLines(
      onePage([
        bold('Google Professional', 40, 100, 100),
        bold('Cloud Developer', 142, 100, 80),
        item('Google Cloud', 226, 100, 60),
        item('Jul 2022', 500, 100, 40),
        bold('Experience', 40, 130, 60),
      ]),
    );
    expect(lines[0]?.boldLead).toBe('Google Professional Cloud Developer');
    expect(lines[1]?.boldLead).toBeUndefined();
  });

  it('cuts a row at a dot or dash leader as at a wide gap, and keeps an ellipsis and hyphens', () => {
    const page = (items: TextItem[]) => groupLines([{ page: 1, width: 600, height: 800, items }]);
    const text = 'MAS.S65 Blockchain Technologies ---------------------------- MIT Media Lab';
    const [leader] = page([item(text, 57, 100, text.length * 5)]);
    expect(leader?.parts).toEqual(['MAS.S65 Blockchain Technologies', 'MIT Media Lab']);
    const dots = 'Acme Corp. ........................ 2019 – 2021';
    expect(page([item(dots, 57, 100, dots.length * 5)])[0]?.parts).toEqual(['Acme Corp.', '2019 – 2021']);
    const prose = 'Built a real-time e-commerce app... and more';
    expect(page([item(prose, 57, 100, prose.length * 5)])[0]?.parts).toEqual([prose]);
  });

  it('splits a date set in another typeface after a gap of over an em, and keeps a date label with its row', () => {
    const bold = (text: string, x: number, y: number, width: number): TextItem => ({
      ...item(text, x, y, width, 12),
      isBold: true,
      font: 'bold',
    });
    const page = (items: TextItem[]) => groupLines([{ page: 1, width: 600, height: 800, items }]);
    // 17 pt apart: under the 24 pt of a tab stop, yet the name is bold and the date is not.
    const [school] = page([
      bold('Indian Institute of Technology Bombay', 188, 100, 220),
      item('septembre 2015 - mai 2018', 425, 100, 128, 10.5),
    ]);
    expect(school?.parts).toEqual(['Indian Institute of Technology Bombay', 'septembre 2015 - mai 2018']);
    // The same gap inside words in one typeface is a wide word space, not a column.
    const [justified] = page([item('Led the migration of', 40, 100, 100), item('twelve services', 157, 100, 80)]);
    expect(justified?.parts).toHaveLength(1);
    // A date label before its row keeps the row whole.
    const [labelled] = page([item('2016-2020', 329, 100, 40, 8), bold('Boğaziçi Üniversitesi', 385, 100, 90)]);
    expect(labelled?.parts).toHaveLength(1);
  });

  it('keeps a right-aligned date as a separate part of its row and marks icon bullets', async () => {
    const lines = groupLines(await readPdf(readFixture('pdf/r01.flat.pdf')));
    expect(lines.find((l) => l.text.startsWith('Freshworks'))?.parts).toEqual(['Freshworks', 'Apr 2024 — Present']);
    expect(lines.find((l) => l.text.startsWith('Migrated a monolithic'))?.isBullet).toBe(true);
  });

  it('reads a label column (headings and dates left of the content) in the order of the content', async () => {
    const texts = groupLines(await readPdf(readFixture('pdf/r02.paper.pdf'))).map((l) => l.text);
    const heading = texts.indexOf('WORK EXPERIENCE');
    expect(heading).toBeGreaterThan(-1);
    expect(texts[heading + 1]).toBe('Head of Analytics at Holguín Ortega Borrego Villarreal Hermanos');
    expect(texts[heading + 2]).toMatch(/^2023-05 TO PRESENT$/);
  });

  it('reads a date column whose ranges wrap (moderncv) as labels, each range whole before its row', () => {
    // Dates right-aligned in a narrow left column, 9 pt from the content: too close to split rows.
    const date = (text: string, right: number, y: number) =>
      item(text, right - text.length * 5, y, text.length * 5, 10.9);
    const items: TextItem[] = [item('Experience', 137, 100, 60, 14.3)];
    const jobs = [
      ['December', '2020 –', 'February', '2024'],
      ['October', '2018 –', 'November', '2020'],
      ['May 2015 –', 'June 2018'],
      ['January 2013', '– May 2015'],
    ];
    let y = 125;
    jobs.forEach((rows, j) => {
      rows.forEach((text, k) => items.push(date(text, 128, y + k * 13.5)));
      items.push(item(`Nursing Assistant ${j}, Acme Health, Boston`, 137, y, 250, 10.9));
      for (let b = 0; b < 4; b++)
        items.push(item(`Cared for patients on a busy ward, bullet ${b}`, 148, y + 14 + b * 12, 300));
      y += 14 + 4 * 12 + 30;
    });
    items.push(item('Education', 137, y, 60, 14.3));
    const texts = groupLines([{ page: 1, width: 595, height: 842, items }]).map((l) => l.text);
    for (const [j, range] of [
      'December 2020 – February 2024',
      'October 2018 – November 2020',
      'May 2015 – June 2018',
      'January 2013 – May 2015',
    ].entries()) {
      const at = texts.indexOf(range);
      expect(at).toBeGreaterThan(-1);
      expect(texts[at + 1]).toBe(`Nursing Assistant ${j}, Acme Health, Boston`);
    }
  });

  it('puts a label beside a row deep inside evenly spaced rows before that row, not at their top', () => {
    // Rows 23 pt apart throughout: no group starts, one long block; labels sparse at the left.
    const items: TextItem[] = [];
    for (let r = 0; r < 14; r++)
      items.push(item(`Content row number ${r} of the main column text`, 137, 100 + r * 23, 250));
    items.push(item('2019 – 2021', 72, 100, 50), item('2016 – 2019', 72, 169, 50), item('Languages', 72, 330, 50));
    const texts = groupLines([{ page: 1, width: 595, height: 842, items }]).map((l) => l.text);
    expect(texts.indexOf('Languages')).toBe(texts.indexOf('Content row number 10 of the main column text') - 1);
  });

  it('lets the label centred beside a block name it, and a label above it with nothing beside stay empty', () => {
    const items: TextItem[] = [item('Profile', 40, 100, 40, 12), item('Skills', 40, 162, 36, 12)];
    ['Statistics: A/B Testing, Time Series', 'Programming: Scala, R, Bash, SQL', 'Machine Learning: PyTorch'].forEach(
      (t, r) => items.push(item(t, 130, 150 + r * 12, 260)),
    );
    items.push(item('Experience', 40, 220, 60, 12));
    for (let r = 0; r < 8; r++) items.push(item(`Job line ${r} of the experience block here`, 130, 220 + r * 12, 260));
    const texts = groupLines([{ page: 1, width: 595, height: 842, items }]).map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual([
      'Profile',
      'Skills',
      'Statistics: A/B Testing, Time Series',
      'Programming: Scala, R, Bash, SQL',
    ]);
    expect(texts.indexOf('Experience')).toBe(texts.indexOf('Job line 0 of the experience block here') - 1);
  });

  it('reads a dense column of dates and short categories beside their rows as labels (moderncv)', () => {
    const items = moderncvPage(128);
    expect(findColumnSplit(items, 595)?.kind).toBe('labels');
    // A sidebar of contact details and longer lists beside the main column is no label column.
    const sidebar = MODERNCV_ROWS.map(([, , y], k) =>
      item(k % 2 ? 'jo.li@example.com, +44 20 7946 0958' : 'MySQL, Redis, MongoDB', 40, y, 85),
    );
    expect(findColumnSplit([...sidebar, ...items.filter((i) => i.x >= 137)], 595)?.kind).not.toBe('labels');
  });

  it('reads a Europass label column, whose headings stand on rows of their own, as labels of the rows beside them', () => {
    // Headings sit beside a rule, alone on their rows; the labels below them share a baseline with their content.
    const rows: [string | null, string | null, number][] = [
      ['PERSONAL', null, 40],
      ['INFORMATION', 'Dimitri Parker', 52],
      ['Address', 'São Paulo, Brazil', 72],
      ['Phone', '529-555-0118', 84],
      ['Email', 'dimitri.parker@gmail.com', 96],
      ['ABOUT ME', null, 124],
      [null, 'Analytics engineer who builds reliable pipelines and trustworthy metrics.', 140],
      ['WORK EXPERIENCE', null, 170],
      ['07/2022 – Current', 'Data Scientist', 186],
      [null, 'Friesen - Veum, Toronto, ON', 198],
      [null, 'Cleaned and joined 75k patient records across 2 source systems for a readmission study', 210],
      [null, 'Automated weekly KPI reporting in BigQuery, saving the finance team 4 hours per week', 222],
      ['04/2020 – 06/2022', 'Junior Data Scientist', 236],
      [null, 'Revolut, Boston, MA', 248],
      [null, 'Trained a demand-forecasting model in scikit-learn, lowering MAPE from 24% to 14%', 260],
      [null, 'Designed 233 Power BI models and Airflow DAGs feeding a BigQuery warehouse of 4.2 TB', 272],
      ['EDUCATION AND', null, 284],
      ['TRAINING', null, 296],
      ['2016 – 2020', 'Ph.D. in Computational Biology', 306],
      [null, 'Boston University', 318],
      ['2012 – 2015', 'Bachelor of Science in Statistics', 344],
      [null, 'University of California, Davis', 356],
      ['DIGITAL SKILLS', null, 386],
      ['Visualization', 'matplotlib, Plotly, Tableau', 402],
      ['Data Engineering', 'Airflow, BigQuery, Snowflake', 414],
      ['CERTIFICATES', null, 444],
      ['12/2021', 'Databricks Certified Data Engineer Associate', 460],
      ['04/2021', 'SnowPro Core Certification, Snowflake', 472],
    ];
    const items = rows.flatMap(([label, content, y]) => [
      ...(label ? [item(label, 170 - label.length * 5, y, label.length * 5)] : []),
      ...(content ? [item(content, 180, y + (content === 'Dimitri Parker' ? 3 : 0), content.length * 5)] : []),
    ]);
    expect(findColumnSplit(items, 595)?.kind).toBe('labels');
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    expect(texts.indexOf('07/2022 – Current')).toBe(texts.indexOf('Data Scientist') - 1);
    expect(texts.indexOf('2012 – 2015')).toBe(texts.indexOf('Bachelor of Science in Statistics') - 1);
    expect(texts.indexOf('CERTIFICATES')).toBeGreaterThan(texts.indexOf('Airflow, BigQuery, Snowflake'));
  });

  it('puts a section label that stands below a short group of content before the group under it, not the one above', () => {
    // A timeline: headings in bands at the left margin, dates at the left of each entry, the text indented.
    const rows: [string | null, string | null, number, number?][] = [
      ['PROFILE', null, 123.2, 11],
      [null, 'Backend-leaning engineer who enjoys distributed systems, clean APIs and', 164.4],
      [null, 'mentoring. Shipped products used by millions of users.', 175.5],
      ['EXPERIENCE', null, 202.6, 11],
      ['Sep 2023 – Present', 'Tech Lead', 248.8],
      [null, 'Atlassian', 259.8],
      [null, 'Rewrote the search indexer using Next.js, lowering infrastructure cost', 272.2],
      ['Sep 2022 – Jul 2023', 'Full-Stack Engineer', 300.1],
      [null, 'Stripe', 311.2],
      [null, 'Built an internal feature-flag platform in Go used by 4 product teams', 323.6],
      ['EDUCATION', null, 352.5, 11],
      ['Sep 2015 – Jun 2017', 'M.Sc. in Computer Science', 398.7],
      [null, 'University of Lagos', 409.8],
    ];
    const items = rows.flatMap(([label, content, y, size]) => [
      ...(label ? [item(label, size ? 49.9 : 42.7, y, label.length * 5, size ?? 9)] : []),
      ...(content ? [item(content, 150.7, y, content.length * 4.6, 9.5)] : []),
    ]);
    expect(findColumnSplit(items, 595)?.kind).toBe('labels');
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    expect(texts.slice(0, 6)).toEqual([
      'PROFILE',
      'Backend-leaning engineer who enjoys distributed systems, clean APIs and',
      'mentoring. Shipped products used by millions of users.',
      'EXPERIENCE',
      'Sep 2023 – Present',
      'Tech Lead',
    ]);
    expect(texts.indexOf('EDUCATION')).toBe(texts.indexOf('Sep 2015 – Jun 2017') - 1);
  });

  it('puts a label top-aligned with the first row of a group before that row, the rows above it in the section before', () => {
    // JSON Resume's even theme: section names in a left margin, top-aligned with each section's
    // first row; the last project's bullets stand just above the jobs' first row, closer than the
    // project's head stands above them (and than the page's usual row gap, 1.2 times over).
    const rows: [string | null, string, number, number, number?][] = [
      ['About', 'I started at the bottom of the food chain as an engineer in a control room.', 98.5, 9],
      [null, 'After a while I changed to being the secretary of a network squad.', 117.2, 9],
      ...Array.from({ length: 7 }, (_, r): [string | null, string, number, number] => [
        r === 0 ? 'Skills' : null,
        `Python, Docker, Ansible and other tools, row ${r}`,
        161.5 + r * 18.75,
        9,
      ]),
      ['Projects', 'StackStorm', 296.0, 13],
      [null, 'Introduce and maintain an open-source orchestrating application', 321.0, 9],
      [null, 'build via pipeline. Third-party components deployed using Ansible.', 334.5, 9],
      [null, 'Network Automation', 361.3, 13],
      [null, 'Design, implement and maintain solutions such as:', 386.2, 9],
      [null, 'Automatic Incident Resolution.', 405.0, 9, 123],
      [null, 'Automated Patching of network devices', 420.0, 9, 123],
      [null, 'Source of Truth database with data distribution.', 435.7, 9, 123],
      [null, 'Development', 477.5, 13],
      [null, 'Train and guide colleagues in Python.', 502.5, 9, 123],
      [null, 'Develop and maintain by CI/CD many different Python packages.', 518.2, 9, 123],
      [null, 'Source of Truth database with automatic data distribution.', 533.2, 9, 123],
      ['Jobs', 'ING Business Shared Service B.V.', 555.5, 13],
      [null, 'IAAS Network - Senior DevOps Engineer', 575.2, 9],
      [null, 'Automatization whatever', 594.0, 9, 123],
      [null, 'ING Tech Poland', 620.8, 13],
      [null, 'Squad Network Stack - DevOps Engineer', 640.5, 9],
      [null, 'Supporting delegate of the Network Product Owner.', 659.2, 9, 123],
      [null, 'Customer Experience Manager for a foreigner customer.', 675.0, 9, 123],
      [null, 'ING Service Polska', 701.8, 13],
      [null, 'Master Control Room - IT Engineer', 721.5, 9],
      ['Schools', 'Katowice School of Economics', 770, 13],
      [null, 'Computer science, forensics science speciality', 789, 9],
    ];
    const items = rows.flatMap(([label, content, y, size, x = 114]) => [
      ...(label ? [item(label, 49 + 24 * Number(label === 'Jobs'), y - 1.8, label.length * 8, 15.5)] : []),
      item(content, x, y, content.length * (size === 13 ? 6.5 : 4.5), size),
      ...(content.startsWith('ING ') ? [item('2018 - 2021', 490, y + 3, 60, 9)] : []),
    ]);
    expect(findColumnSplit(items, 595)?.kind).toBe('labels');
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    expect(texts.indexOf('Jobs')).toBe(texts.indexOf('ING Business Shared Service B.V. 2018 - 2021') - 1);
    expect(texts.indexOf('Source of Truth database with automatic data distribution.')).toBeLessThan(
      texts.indexOf('Jobs'),
    );
  });

  it('puts a range wrapped in a date column before the row its start stands on, not the row above', () => {
    // Typst moderner-cv: `Ago 2024 –` on the head's row, `Ago 2025` on the row below it, and the last
    // line of the job above only a line's height higher.
    const items: TextItem[] = [
      item('Experiencia', 132.6, 92, 64, 12.5),
      item('Sep 2025 –', 76.3, 109.5, 47),
      item('Científico de Datos y MLE, Sitch, vía Borlandux LLC', 132.6, 109.5, 330),
      ...[122.3, 134, 145.8, 157.5, 169.2].map((y) =>
        item('LLMs a fondo — incluso un chatbot de matchmaking que co-construí', 132.6, y, 400, 9),
      ),
      item('sigo como único mantenedor, consultor por hora.', 132.6, 181, 193, 9),
      item('Ago 2024 –', 74.4, 191.8, 49),
      item('Ago 2025', 81.7, 204.3, 41),
      item('Científico de Datos, Equipo Anti-Fraude, Muun Wallet', 132.6, 191.9, 300),
      item('Muun, billetera de BTC y Lightning de autocustodia con UX de exchange', 132.6, 204.6, 405, 9),
      item('durante el recorrido; nuestro equipo administraba el riesgo de contraparte', 132.6, 216.3, 406, 9),
      item('mes entonces.', 132.6, 228.1, 54, 9),
      item('Jun 2023 –', 75.6, 239, 48),
      item('Ene 2024', 82.4, 251.5, 40),
      item('Head of Data Science, Move 37, vía Borlandux LLC', 132.6, 239.1, 250),
      item('Lideré la I+D cuantitativa (equipo de 4) de un sindicato de apuestas', 132.6, 251.8, 406, 9),
    ];
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    const range = texts.findIndex((t) => t.startsWith('Ago 2024'));
    expect(texts[range - 1]).toBe('sigo como único mantenedor, consultor por hora.');
  });

  it.each([
    ['a name across it', [item('José Manuel', 51, 46.6, 147.4, 26), item('García-López', 205.7, 46.6, 157.5, 26)]],
    [
      'only a word space across it',
      [item('José', 51, 46.6, 109, 26), item(' ', 160, 46.6, 8, 26), item('García-López', 168, 46.6, 157.5, 26)],
    ],
  ])('keeps a name with %s whole above a label column, in the header, with the contact beside it', (_, name) => {
    const items: TextItem[] = [
      ...name,
      item('+34 697 364 633', 472.7, 39.6, 71.6, 9.5),
      item('jose_garcia43@proton.me', 432.7, 51.3, 111.6, 9.5),
      ...moderncvPage(160),
    ];
    expect(findColumnSplit(items, 595)?.kind).toBe('labels');
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    const whole = name
      .map((i) => i.text.trim())
      .filter(Boolean)
      .join(' ');
    expect(texts.slice(0, 3)).toEqual(['+34 697 364 633', 'jose_garcia43@proton.me', whole]);
  });

  it('lets the lower of two headings above a block name it, the upper one heading an empty section', () => {
    const items: TextItem[] = [item('Summary', 40, 100, 50, 12), item('Experience', 40, 160, 60, 12)];
    for (let r = 0; r < 8; r++) items.push(item(`Job line ${r} of the experience block here`, 130, 185 + r * 12, 260));
    items.push(item('2019 – 2021', 40, 185, 60), item('Education', 40, 320, 60, 12));
    items.push(item('BSc Mathematics, University of Leeds', 130, 345, 260));
    const texts = groupLines(onePage(items, 595, 842)).map((l) => l.text);
    expect(texts.indexOf('Experience')).toBeLessThan(texts.indexOf('Job line 0 of the experience block here'));
    expect(texts.indexOf('Summary')).toBe(0);
  });

  it('reads a heading-less right column beside the header before the first heading', () => {
    const items: TextItem[] = [item('Rebeca Batista Delatorre', 34, 40, 200, 21)];
    const left = ['rebeca@outlook.com', '+34 694 164 292', 'Madrid, Madrid', 'Experience', 'Full-Stack Engineer'];
    left.forEach((t, k) => items.push(item(t, 64, 80 + k * 40, 120)));
    for (let k = 6; k < 14; k++)
      items.push(item(`Built and shipped feature number ${k} for the team`, 64, 80 + k * 40, 130));
    items.push(item('5+ years building scalable web platforms in Swift and Next.js.', 222, 80, 300));
    items.push(item('Comfortable owning services end to end, from design docs to on-call.', 222, 93, 300));
    items.push(item('Python', 252, 600, 60), item('Rust', 252, 613, 60), item('Go', 252, 626, 60));
    const texts = groupLines([{ page: 1, width: 595, height: 842, items }]).map((l) => l.text);
    expect(texts.indexOf('5+ years building scalable web platforms in Swift and Next.js.')).toBeLessThan(
      texts.indexOf('Experience'),
    );
    expect(texts.indexOf('Python')).toBeGreaterThan(texts.indexOf('Experience'));
  });

  it('reads a sidebar with little text as a column when its rows have baselines of their own', () => {
    const items: TextItem[] = [];
    for (let r = 0; r < 6; r++) items.push(item(`Sidebar skill entry ${r}`, 40, 103.5 + r * 23, 120));
    for (let r = 0; r < 30; r++)
      items.push(item(`right ${r} a long line of the main column about the work done there`, 260, 100 + r * 11, 300));
    expect(findColumnSplit(items, 600)?.kind).toBe('columns');
    // The same few words on the baselines of the main column's rows are a column of labels or
    // dates beside it, not a sidebar.
    const beside = items.map((i) => (i.x === 40 ? { ...i, y: 100 + Math.round((i.y - 100) / 11) * 11 } : i));
    expect(findColumnSplit(beside, 600)?.kind).not.toBe('columns');
  });

  it('reads a two-column page column by column', () => {
    const items: TextItem[] = [];
    for (let r = 0; r < 8; r++) {
      items.push(item(`left ${r} words in the sidebar`, 40, 100 + r * 14, 120));
      items.push(item(`right ${r} text of the main column here`, 260, 103 + r * 17, 250));
    }
    expect(findColumnSplit(items, 600)?.kind).toBe('columns');
    const texts = groupLines([{ page: 1, width: 600, height: 800, items }]).map((l) => l.text);
    expect(texts.slice(0, 8).every((t) => t.startsWith('left'))).toBe(true);
    expect(texts.slice(8).every((t) => t.startsWith('right'))).toBe(true);
  });

  it('reads a reference number hung in the gutter with the column it numbers', () => {
    // Left: jobs, each a head, a date row and a bullet. Right: references, each number right-aligned
    // just left of the column, on its first line's row.
    const items: TextItem[] = [];
    for (let j = 0; j < 4; j++) {
      const top = 100 + j * 60;
      // The heads run to the gutter, so the split falls right of the hung numbers.
      items.push(item(`Postdoctoral fellow at institute number ${j}`, 54, top, 249));
      items.push(item(`Jan 201${j} | Dec 201${j} | City ${j}`, 67, top + 14, 150));
      items.push(item(`Research and teaching at institute ${j}`, 62, top + 30, 190));
    }
    for (let r = 0; r < 6; r++) {
      const top = 92 + r * 42;
      items.push(item(`[${r + 2}]`, 305, top, 16));
      items.push(item(`Author ${r}, Title of paper number ${r}, in the`, 328, top, 220));
      items.push(item(`Journal of Pure and Applied Algebra ${r} (2023).`, 328, top + 13, 220));
    }
    const texts = groupLines(onePage(items)).map((l) => l.text);
    // Every job line first, then each reference whole with its number.
    expect(texts.slice(0, 12).every((t) => !t.includes('['))).toBe(true);
    expect(texts.slice(12).filter((t) => t.startsWith('['))).toEqual(
      [2, 3, 4, 5, 6, 7].map((n) => `[${n}] Author ${n - 2}, Title of paper number ${n - 2}, in the`),
    );
  });

  it('reads a table of cells row by row: each job head before its own bullets, a heading before its row', () => {
    const bold = (text: string, x: number, y: number, width: number): TextItem => ({
      ...item(text, x, y, width),
      isBold: true,
    });
    const items: TextItem[] = [bold('EXPERIENCE', 40, 80, 80)];
    const jobs = ['Thoughtworks', 'Atlassian', 'Freshworks'];
    jobs.forEach((company, j) => {
      const top = 100 + j * 110;
      items.push(bold(company, 40, top, 80), item('Jun 2020 - May 2023', 40, top + 12, 100));
      items.push(item(`Engineer ${j}`, 40, top + 24, 70), bold('Highlights', 300, top, 60));
      for (let b = 0; b < 5; b++)
        items.push(item(`bullet ${b} of job ${j} across the right cell`, 315, top + 24 + b * 12, 200));
    });
    const texts = groupLines([{ page: 1, width: 600, height: 800, items }]).map((l) => l.text);
    expect(texts.slice(0, 11)).toEqual([
      'EXPERIENCE',
      'Thoughtworks',
      'Jun 2020 - May 2023',
      'Engineer 0',
      'Highlights',
      ...[0, 1, 2, 3, 4].map((b) => `bullet ${b} of job 0 across the right cell`),
      'Atlassian',
    ]);
    expect(texts.indexOf('Freshworks')).toBeGreaterThan(texts.indexOf('bullet 4 of job 1 across the right cell'));
  });

  it('counts the first row under a section heading as a cell start, however close it is set', () => {
    // A Word table: dates in the left cell, the entry in the right one, the first row of each
    // section set as close under its heading as the lines of a cell are to each other.
    const at = (text: string, x: number, y: number, gapAbove: number) => makeLine(text, { x, y, gapAbove });
    const left = [
      at('EXPERIENCE', 57, 100, 0),
      at('May 2021 – Jan', 62, 120, 0.7),
      at('2025', 62, 133, 0.2),
      at('Oct 2017 – Feb', 62, 250, 9),
      at('2021', 62, 263, 0.2),
      at('EDUCATION', 57, 330, 4),
      at('2015 – 2017', 62, 350, 0.7),
      at('2010 – 2013', 62, 420, 5),
    ];
    const cell = (top: number, lines: number) =>
      Array.from({ length: lines }, (_, k) =>
        at(`Line ${k} of the cell at ${top}`, 177, top + 13 * k, k === 0 ? 2 : 0.2),
      );
    const right = [...cell(120, 6), ...cell(250, 5), ...cell(350, 3), ...cell(420, 3)];
    expect(cellEvidence(left, right)).toBe('clear');
  });

  it('reads a page as a table when nearly every left cell starts on a right cell’s row, though right cells stand alone', () => {
    // Education dates beside their schools, projects without dates, a skill category beside its
    // items, the section headings across the table: the page of a Word resume saved as PDF.
    const at = (text: string, x: number, y: number, gapAbove: number) => makeLine(text, { x, y, gapAbove });
    const left = [
      at('EDUCATION', 57, 126, 0),
      at('2006 – 2010', 78, 146, 0.7),
      at('2004 – 2006', 78, 189, 2.5),
      at('1999 – 2002', 78, 246, 3.5),
      at('PROJECTS', 57, 315, 5),
      at('SKILLS', 57, 600, 20),
      at('Visualization', 78, 620, 0.7),
    ];
    const cell = (top: number, lines: number, gapAbove = 2) =>
      Array.from({ length: lines }, (_, k) =>
        at(`Line ${k} of the cell at ${top}`, 163, top + 13 * k, k === 0 ? gapAbove : 0.2),
      );
    const right = [
      ...cell(71, 2, 0),
      ...cell(146, 2),
      ...cell(189, 3),
      ...cell(246, 3),
      ...cell(334, 4),
      ...cell(419, 4),
      ...cell(503, 3),
      ...cell(560, 2),
      ...cell(620, 2),
    ];
    expect(cellEvidence(left, right)).toBe('clear');
  });

  it('reads two columns set on one baseline grid (paracol) as columns when the right one is running text', () => {
    const items: TextItem[] = [];
    for (let r = 0; r < 12; r++) {
      const y = 100 + r * 12;
      items.push(item(r % 3 === 0 ? 'Skills' : `MySQL, Redis ${r}`, 40, y, 90));
      items.push(item(`Reduced CI build time by ${r}0% by parallelising the test suites`, 225, y, 300));
    }
    expect(findColumnSplit(items, 595)?.kind).toBe('columns');
  });

  it('reads two columns on one baseline grid as columns when each side has a section heading of its own', () => {
    const sidebar = [
      'CONTACT',
      'Madrid, ES',
      'jose@example.com',
      '+34 613 689 351',
      'EDUCATION',
      'M.Sc. in Mathematics',
    ];
    const main = [
      'EMPLOYMENT',
      'Prado Posada Asociados',
      'Aug 2020 - Jan 2023',
      'Deployed a fraud service',
      'using Power BI',
      'to 61%',
    ];
    const page = (left: string[], right: string[]) =>
      left.flatMap((text, r) => [item(text, 40, 100 + r * 12, 90), item(right[r]!, 225, 100 + r * 12, 150)]);
    expect(findColumnSplit(page(sidebar, main), 595)?.kind).toBe('columns');
    // A grid of skill categories (`Tools`, `Languages` on both sides) is no such pair.
    const left = ['Tools', 'Excel', 'Jira', 'Languages', 'English', 'Polish'];
    const right = ['Tools', 'Canva', 'HubSpot', 'Languages', 'French', 'German'];
    expect(findColumnSplit(page(left, right), 595)?.kind).not.toBe('columns');
  });

  it('does not split a one-column page whose headings are set flush right above their sections', () => {
    const items: TextItem[] = [];
    let y = 100;
    for (const heading of ['Contact', 'Work', 'Education', 'Skills']) {
      items.push(item(heading, 500, y, 50, 13));
      items.push(item('ICICI Securities', 50, (y += 20), 90), item('Jan 2022 — Present', 472, y, 80));
      for (let r = 0; r < 3; r++)
        items.push(item(`Prepared variance analyses for a $${r}10M budget`, 80, (y += 14), 250));
      y += 30;
    }
    expect(findColumnSplit(items, 595)).toBeNull();
  });

  it('does not split a one-column page whose dates are right-aligned', () => {
    const items: TextItem[] = [];
    for (let r = 0; r < 8; r++) {
      items.push(item(`Engineer at Company ${r}`, 40, 100 + r * 30, 150));
      items.push(item('2019 - 2021', 480, 100 + r * 30, 60));
      items.push(item(`Built a thing that did something useful for the business ${r}`, 60, 114 + r * 30, 330));
    }
    expect(findColumnSplit(items, 600)).toBeNull();
  });

  it('reads a dash before a date alone as a range without its start, and a dash before words as a bullet', () => {
    const lines = groupLines(onePage([item('- Present', 57, 100, 50), item('- Cut build time by 45%', 57, 120, 150)]));
    expect(lines.map((l) => [l.text, l.isBullet])).toEqual([
      ['- Present', false],
      ['Cut build time by 45%', true],
    ]);
  });

  it('drops a space that holds the place of a letter drawn in a fallback font', () => {
    const fallback = (text: string, x: number, width: number): TextItem => ({
      ...item(text, x, 76, width, 22),
      font: 'g',
    });
    const lines = groupLines(
      onePage([
        item('Nguy', 236.3, 76, 55, 22),
        item(' ', 291.3, 76, 14.85, 22),
        item('n Th', 306.15, 76, 46.4, 22),
        item(' ', 352.55, 76, 13.66, 22),
        item('Mai', 366.21, 76, 36.67, 22),
        fallback('ễ', 291.3, 14.92),
        fallback(' ', 306.22, 46.35),
        fallback('ị', 352.57, 7.52),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['Nguyễn Thị Mai']);
  });

  it('restores a space lost between two runs', () => {
    const lines = groupLines([
      { page: 1, width: 600, height: 800, items: [item('Senior', 40, 100, 30), item('Engineer', 73, 100, 40)] },
    ]);
    expect(lines[0]?.text).toBe('Senior Engineer');
  });
});

describe('groupLines on layouts it was not tuned on', () => {
  it('drops page numbers and a running footer, and keeps a line cut by a page break', () => {
    const page = (n: number, extra: TextItem[]) => ({
      page: n,
      width: 600,
      height: 800,
      items: [
        ...extra.map((i) => ({ ...i, page: n })),
        { ...item(`February 10, 2026 | Jane Doe · Résumé | ${n}`, 40, 770, 300), page: n },
        { ...item(String(n), 295, 20, 8), page: n },
      ],
    });
    const texts = groupLines([
      page(1, [item('Built the billing service', 40, 100, 200), item('Led the migration to', 40, 755, 150)]),
      page(2, [item('Kubernetes across five teams', 40, 30, 200)]),
    ]).map((l) => l.text);
    expect(texts).toEqual(['Built the billing service', 'Led the migration to', 'Kubernetes across five teams']);
  });

  it("reads once a page's last line that the next page repeats as its first", () => {
    const page = (n: number, items: TextItem[]) => ({
      page: n,
      width: 600,
      height: 800,
      items: items.map((i) => ({ ...i, page: n })),
    });
    const texts = groupLines([
      page(1, [item('Built the billing service', 40, 100, 200), item('Zalando', 40, 700, 80, 13.5)]),
      page(2, [item('Zalando', 40, 40, 80, 13.5), item('Full-Stack Engineer', 40, 60, 120)]),
    ]).map((l) => l.text);
    expect(texts).toEqual(['Built the billing service', 'Zalando', 'Full-Stack Engineer']);
  });

  it('drops a page number set in a LaTeX footer at 89% of the page', () => {
    const pages = [1, 2].map((page) => ({
      page,
      width: 595,
      height: 842,
      items: [
        { ...item(`Experience line on page ${page}`, 72, 400, 200), page },
        { ...item(`${page}/2`, 515, 750.7, 12), page },
      ],
    }));
    expect(groupLines(pages).map((l) => l.text)).toEqual(['Experience line on page 1', 'Experience line on page 2']);
  });

  it("drops a one-page resume's footer that ends in its page number, and keeps content near the page's edge", () => {
    const texts = groupLines(
      onePage([
        item('Built the billing service', 40, 100, 200),
        item('Languages: English, French', 40, 752, 200),
        item('February 10, 2026 | Jane Doe · Résumé | 1', 40, 775, 300),
        item('Jane Doe – CV, page 1 of 1', 40, 10, 200),
      ]),
    ).map((l) => l.text);
    expect(texts).toEqual(['Built the billing service', 'Languages: English, French']);
  });

  it('drops a footer that names its page in words wherever it stands', () => {
    const texts = groupLines(
      onePage([
        item('Python Programming - Udemy', 40, 300, 200),
        item('Ayush Luhar - page 1', 40, 330, 120),
        item('Skills', 40, 360, 60),
        item('Read page 12 of the manual', 40, 390, 200),
      ]),
    ).map((l) => l.text);
    expect(texts).toEqual(['Python Programming - Udemy', 'Skills', 'Read page 12 of the manual']);
  });

  it("drops a web page's copyright line closing the document, and keeps a credit set among the content", () => {
    const texts = groupLines(
      onePage([
        item('Cover photograph, March issue', 40, 270, 200),
        item('© 2022 National Geographic Society - cover photograph', 40, 300, 300),
        item('(c) 2020 NNPC/Total Scholarship Award', 40, 330, 300),
        item('Google Classroom, Remind', 40, 360, 200),
        item('© 2025 Eric Allatta - Teaching Portfolio. Powered by Jekyll & Minimal Mistakes.', 40, 390, 400),
      ]),
    ).map((l) => l.text);
    expect(texts).toEqual([
      'Cover photograph, March issue',
      '© 2022 National Geographic Society - cover photograph',
      '(c) 2020 NNPC/Total Scholarship Award',
      'Google Classroom, Remind',
    ]);
  });

  it('reads a sidebar with its own headings as a column, not as labels of the main column', () => {
    const items: TextItem[] = [];
    const side = ['ABOUT', 'BOSTON, MA', 'JANE@EXAMPLE.COM', 'SKILLS', 'MYSQL', 'REDIS', 'MONGODB', 'DOCKER'];
    side.forEach((t, r) => items.push(item(t, 40, 100 + r * 30, 70, 7)));
    for (let r = 0; r < 10; r++)
      items.push(item(`Main column line ${r} with enough text to read`, 220, 100 + r * 20, 300));
    expect(findColumnSplit(items, 600)?.kind).toBe('columns');
    const texts = groupLines([{ page: 1, width: 600, height: 800, items }]).map((l) => l.text);
    expect(texts.slice(0, side.length)).toEqual(side);
  });
});

describe('groupLines with a right sidebar under a page-wide name', () => {
  // A main column at the left, a sidebar at the right, and a name across both at the top: the
  // name crosses the gutter, and a narrow gap inside the sidebar (between two skill tags) is
  // crossed by nothing.
  const sidebarPage = (n: number): TextItem[] => {
    const items: TextItem[] = [];
    if (n === 1)
      items.push(item('JANE QUINN DOE', 200, 30, 220, 16), item('SENIOR', 250, 52, 40), item('ANALYST', 292, 52, 80));
    for (let r = 0; r < 12; r++)
      items.push(item(`Main column line ${r} with enough text to read on`, 40, 100 + r * 16, 300));
    if (n === 1)
      for (let r = 0; r < 6; r++) {
        items.push(item(`Sidebar ${r}`, 380, 105 + r * 23, 60));
        items.push(item('Tag', 470, 105 + r * 23, 20));
      }
    return items.map((i) => ({ ...i, page: n }));
  };

  it('finds the gutter the name crosses, and keeps the line beside the name in the header', () => {
    expect(findColumnSplit(sidebarPage(1), 600)?.kind).toBe('columns');
    const texts = groupLines([{ page: 1, width: 600, height: 800, items: sidebarPage(1) }]).map((l) => l.text);
    expect(texts.slice(0, 2)).toEqual(['JANE QUINN DOE', 'SENIOR ANALYST']);
  });

  it('reads the sidebar first before a page break, so the main column runs on over the break', () => {
    const texts = groupLines([
      { page: 1, width: 600, height: 800, items: sidebarPage(1) },
      { page: 2, width: 600, height: 800, items: sidebarPage(2) },
    ]).map((l) => l.text);
    const lastSidebar = texts.findLastIndex((t) => t.startsWith('Sidebar'));
    const firstMain = texts.findIndex((t) => t.startsWith('Main column'));
    expect(lastSidebar).toBeLessThan(firstMain);
  });

  it('joins a range set as two stacked dates in a date column', () => {
    const texts = groupLines(
      onePage([
        item('2009', 40, 100, 20),
        item('Universitat de Barcelona', 120, 100, 150),
        item('2013', 40, 111, 20),
        item('Ph.D.', 120, 124, 30),
      ]),
    ).map((l) => l.text);
    expect(texts[0]).toBe('2009 – 2013 Universitat de Barcelona');
    expect(texts).not.toContain('2013');
  });
});

describe('groupLines with the name at the top of the main column', () => {
  it('reads the name and summary above the main column first heading before a sidebar of headings', () => {
    const items: TextItem[] = [
      item('SKILLS', 40, 100, 60, 12),
      ...['Go', 'Rust', 'SQL', 'Kafka', 'Redis'].map((t, r) => item(t, 40, 120 + r * 14, 40)),
      item('LANGUAGES', 40, 200, 70, 12),
      item('French', 40, 216, 40),
      item('Hailey Vogel', 220, 100, 200, 30),
      item('Backend engineer who owns services end to end, from design to on-call.', 220, 140, 320),
      item('EXPERIENCE', 220, 170, 90, 12),
      ...[0, 1, 2, 3, 4].map((r) =>
        item(`Built and ran service number ${r} for the payments team`, 220, 190 + r * 14, 300),
      ),
    ];
    const texts = groupLines([{ page: 1, width: 600, height: 800, items }]).map((l) => l.text);
    expect(texts.slice(0, 3)).toEqual([
      'Hailey Vogel',
      'Backend engineer who owns services end to end, from design to on-call.',
      'SKILLS',
    ]);
    expect(texts.indexOf('EXPERIENCE')).toBeGreaterThan(texts.indexOf('French'));
  });
});

describe('groupLines with a category beside its tags', () => {
  it('keeps the tags apart when a floated block splits the category from its row', () => {
    const lines = groupLines(
      onePage([
        item('Databases', 40, 100, 60),
        item('DynamoDB', 140, 100, 45),
        item('Cassandra', 200, 100, 45),
        item('Redis', 260, 100, 25),
        item('PostgreSQL', 140, 112, 50),
      ]),
    );
    const tags = lines.find((l) => l.text.startsWith('DynamoDB'));
    expect(tags?.chunks).toEqual(['DynamoDB', 'Cassandra', 'Redis']);
  });
});

describe('groupLines with an icon before a cell', () => {
  it('drops the icon that opens a cell set apart, and keeps the one that opens the line', () => {
    const [line] = groupLines(onePage([item('LetScan', 40, 100, 40), item('\uF3C5 Nantes, France', 300, 100, 70)]));
    expect(line?.parts).toEqual(['LetScan', 'Nantes, France']);
    expect(line?.chunks).toEqual(['LetScan', 'Nantes, France']);
    const [lead] = groupLines(onePage([item('\uF0E0 jo@example.com', 40, 100, 80), item('Paris', 300, 100, 30)]));
    expect(lead?.parts[0]).toBe('\uF0E0 jo@example.com');
  });
});

describe('groupLines with a range at a right tab stop that overflowed', () => {
  it('ends a line that ends in a dash with the date alone right below it', () => {
    const rows = groupLines(
      onePage([
        item('Bachelor of Science in Statistics, KTH Royal Institute of Technology', 57, 100, 380, 10.5),
        item('09/2017 –', 480, 100, 45, 10.5),
        item('06/2021', 57, 113, 38, 10.5),
        item('Kafka, Airflow, BigQuery, Spark', 57, 140, 200, 10.5),
      ]),
    );
    expect(rows.map((l) => l.parts)).toEqual([
      ['Bachelor of Science in Statistics, KTH Royal Institute of Technology', '09/2017 – 06/2021'],
      ['Kafka, Airflow, BigQuery, Spark'],
    ]);
  });
});

describe('groupLines with a numbered list', () => {
  it('reads a list number in a run of its own, set apart from the text, as a bullet mark', () => {
    const rows = groupLines(
      onePage([
        item('1.', 64.1, 355.6, 7.9, 10.5),
        item(' ', 72, 355.6, 3, 10.5),
        item('Grew organic traffic by 15% in 9 months through technical SEO fixes', 79.1, 355.6, 400, 10.5),
        item('2.', 64.1, 369.4, 7.9, 10.5),
        item('Launched 7 email nurture sequences in Google Analytics 4', 79.1, 369.4, 380, 10.5),
        // A number that starts the text itself is no list mark.
        item('3 years leading a team of 7 analysts', 64.1, 400, 220, 10.5),
      ]),
    );
    expect(rows.map((l) => [l.text, l.isBullet])).toEqual([
      ['Grew organic traffic by 15% in 9 months through technical SEO fixes', true],
      ['Launched 7 email nurture sequences in Google Analytics 4', true],
      ['3 years leading a team of 7 analysts', false],
    ]);
  });
});

describe('groupLines with letters drawn from a fallback font', () => {
  it('puts a letter set over a gap in the main run in place of the space there', () => {
    const rows = groupLines(
      onePage([
        { ...item('Giang Thanh M. Tr nh', 189.9, 40.4, 215.6, 22), font: 'main' },
        { ...item('ị', 370.8, 40.4, 8.3, 22), font: 'fallback' },
        { ...item('Chi nhánh Nguy n, Amsterdam, NL', 42.7, 420.4, 150, 10), font: 'body' },
        { ...item('ễ', 102.4, 420.4, 5.2, 10), font: 'fallback' },
        // A superscript mark in its own smaller run stays where it is.
        { ...item('Registered Nurse ', 42.7, 460, 90, 10), font: 'body' },
        { ...item('1', 80, 457, 3, 6), font: 'fallback' },
      ]),
    );
    const texts = rows.map((l) => l.text);
    expect(texts.slice(0, 2)).toEqual(['Giang Thanh M. Trịnh', 'Chi nhánh Nguyễn, Amsterdam, NL']);
    expect(texts).toContain('Registered Nurse');
  });
});

describe('groupLines under a page-wide header block', () => {
  /** A sidebar of 20 rows and a main column of 30 below `header`, read as one page. */
  const belowHeader = (header: TextItem[]) => {
    const items = [...header];
    const side = Array.from({ length: 20 }, (_, r) => `Sidebar skill ${r}`);
    side.forEach((t, r) => items.push(item(t, 40, 100 + r * 19, 120)));
    for (let r = 0; r < 30; r++)
      items.push(item(`Main column line ${r} about the work that was done there`, 226, 100 + r * 15, 330));
    return { side, texts: groupLines([{ page: 1, width: 612, height: 792, items }]).map((l) => l.text) };
  };

  it('splits the columns below a name, title and summary that cross the gutter', () => {
    const items: TextItem[] = [
      item('Hailey K. Badane-Vogel', 58, 46, 290, 30),
      item('Backend Engineer', 58, 136, 130, 15),
      item(
        'Four years building scalable web platforms in Node.js and PostgreSQL, owning services end to',
        58,
        178,
        492,
      ),
      item('end, from design docs to on-call.', 58, 193, 200),
    ];
    const side = Array.from({ length: 20 }, (_, r) => `Sidebar skill ${r}`);
    side.forEach((t, r) => items.push(item(t, 58, 222 + r * 19, 90)));
    for (let r = 0; r < 30; r++)
      items.push(item(`Main column line ${r} about the work that was done there`, 188, 220 + r * 15, 320));
    const texts = groupLines([{ page: 1, width: 612, height: 792, items }]).map((l) => l.text);
    expect(texts.slice(4, 4 + side.length)).toEqual(side);
    expect(texts.slice(4 + side.length).every((t) => t.startsWith('Main column'))).toBe(true);
  });

  it('reads a name whose last word crosses the gutter level with the contact lines as the header', () => {
    const { texts } = belowHeader([
      item('Søren', 39.6, 32.2, 86.3, 31.9),
      item('Kjærgaard', 134.8, 32.2, 167.4, 31.9),
      item('skjaergaard@gmail.com', 478.1, 33.2, 94.3, 9),
      item('+46 70 628 29 78', 502.5, 44.2, 70.1, 9),
    ]);
    expect(texts.slice(0, 3)).toEqual(['skjaergaard@gmail.com', '+46 70 628 29 78', 'Søren Kjærgaard']);
    expect(texts.at(-1)).toBe('Main column line 29 about the work that was done there');
  });

  it('splits the columns below a large name that crosses the gutter beside contact lines at the right', () => {
    const { side, texts } = belowHeader([
      item('jo.li@example.com', 470, 30, 90, 9),
      item('+44 20 7946 0958', 500, 42, 60, 9),
      item('Joanna', 40, 50, 100, 22),
      item('Li-Wiśniewska', 150, 50, 180, 22),
      item('linkedin.com/in/joli', 465, 66, 95, 9),
    ]);
    expect(texts.slice(0, 3)).toEqual(['jo.li@example.com', '+44 20 7946 0958', 'Joanna Li-Wiśniewska']);
    const sideAt = texts.indexOf('Sidebar skill 0');
    expect(texts.slice(sideAt, sideAt + side.length)).toEqual(side);
    expect(texts.slice(sideAt + side.length).filter((t) => !t.startsWith('Main column'))).toEqual([
      'linkedin.com/in/joli',
    ]);
  });
});

describe('groupLines under contact rows across the gutter and over a page-wide block', () => {
  it('reads two headed columns apart below contact rows in body type, and the block across the page after them', () => {
    const items: TextItem[] = [
      item('Adrien Charbon', 17, 19, 240, 25),
      item('Field ecologist and ornithologist', 17, 51, 230, 12),
      item('adrien@example.fr   06 52 28 85 25   Driving licence   19 rue Primat, Villeurbanne', 19, 71, 520, 8),
      item('www.example.fr   adrien-charbon   Adrien   Charbon-CV', 31, 80, 430, 8),
      item('Experience', 14, 114, 200, 17),
      item('Education', 339, 116, 80, 17),
    ];
    for (let r = 0; r < 24; r++)
      items.push(item(`Field survey ${r} of breeding birds on the coast`, 14, 146 + r * 20, 290));
    for (let r = 0; r < 12; r++) items.push(item(`Degree line ${r}`, 339, 148 + r * 20, 150));
    items.push(item('Interests', 14, 660, 120, 12));
    items.push(
      item('Migration counts / Wetlands / Amphibian surveys / Regional biodiversity atlas entries', 39, 721, 542),
    );
    items.push(item('Bird protection league (2012) / National nature society (2019) / Alauda (2021)', 39, 757, 506));
    items.push(item('Citizen science: bird records in the national databases / pollinator counts', 39, 794, 478));
    const texts = groupLines([{ page: 1, width: 595, height: 842, items }]).map((l) => l.text);
    const experience = texts.indexOf('Experience');
    const education = texts.indexOf('Education');
    expect(texts.slice(experience + 1, experience + 25).every((t) => t.startsWith('Field survey'))).toBe(true);
    expect(texts.slice(education + 1, education + 13).every((t) => t.startsWith('Degree line'))).toBe(true);
    expect(texts.at(-1)).toMatch(/^Citizen science/);
  });
});

describe('groupLines with text in different sizes on one row', () => {
  it('splits a large label from the row beside it, but not a word in small capitals', () => {
    const rows = groupLines(
      onePage([
        item('Work', 127, 100, 50, 20.5),
        item('Senior Software Engineer', 196, 104, 190, 16.4),
        item('T', 62, 300, 5, 9),
        item('O PRESENT', 68, 301.5, 50, 7.6),
      ]),
    );
    expect(rows.map((l) => l.parts)).toEqual([['Work', 'Senior Software Engineer'], ['T O PRESENT']]);
  });

  it('reads a LinkedIn or GitHub icon before a handle as its label, and before a sentence as a bullet', () => {
    const rows = groupLines(
      onePage([
        item('\uf0e1', 460, 100, 8),
        item('gabbott', 471, 100, 30),
        item('\uf09b', 503, 100, 8),
        item('gautamabb', 513, 100, 40),
        item('\uf0e1', 40, 130, 8),
        item('Led the migration to Kubernetes', 52, 130, 200),
        item('\uf0e1', 40, 160, 8),
        item('Led', 52, 160, 18),
        item(' the team', 70, 160, 50),
      ]),
    );
    expect(rows[0]?.text).toBe('LinkedIn: gabbott GitHub: gautamabb');
    expect(rows[1]).toMatchObject({ text: 'Led the migration to Kubernetes', isBullet: true });
    expect(rows[2]).toMatchObject({ text: 'Led the team', isBullet: true });
  });

  it('reads a summary set beside the contact lines before the first heading when the other column lists a plain `Languages`', () => {
    const at = (text: string, x: number, y: number, width: number, size = 10.5) => item(text, x, y, width, size);
    const lines = groupLines(
      onePage(
        [
          at('Rebeca Batista Delatorre', 34, 40, 224, 21),
          at('rebeca@example.com', 64, 89, 133),
          at('+34 694 164 292', 64, 101, 71),
          at('Madrid, Madrid', 64, 113, 67),
          at('rbatista', 64, 125, 31),
          at('5+ years building scalable web platforms in Swift and Next.js.', 222, 89, 352),
          at('Comfortable owning services end to end.', 222, 101, 203),
          at('Experience', 34, 172, 75, 15.7),
          at('Full-Stack Engineer', 34, 204, 105, 12.3),
          at('Zalando', 64, 242, 34),
          at('Nov 2022 – Present', 64, 254, 83),
          at('Frontend Developer', 34, 289, 105, 12.3),
          at('Báez Medina y Batista Leyva', 64, 326, 124),
          at('Nov 2020 – Aug 2022', 64, 338, 93),
          at('Education', 34, 374, 69, 15.7),
          at('M.Sc., Computer Science', 34, 406, 131, 12.3),
          at('Universitat de Barcelona', 64, 444, 104),
          at('Proficiencies', 34, 491, 85, 15.7),
          at('Databases', 252, 489, 43),
          at('Practices', 252, 501, 38),
          at('Languages', 252, 513, 46),
        ],
        612,
        792,
      ),
    );
    const texts = lines.map((l) => l.text);
    expect(texts.indexOf('Comfortable owning services end to end.')).toBeLessThan(texts.indexOf('Experience'));
    expect(texts.indexOf('Languages')).toBeGreaterThan(texts.indexOf('Proficiencies'));
  });

  it('joins dates wrapped in a narrow gutter left of the entries and puts each range on its entry row', () => {
    const date = (text: string, x: number, y: number, width: number) => item(text, x, y, width, 7.9);
    const entry = (text: string, y: number, width: number): TextItem => ({
      ...item(text, 385, y, width, 7.9),
      font: 'bold',
      isBold: true,
    });
    const lines = groupLines(
      onePage(
        [
          date('April 2021 -', 326, 447, 44),
          entry('Software Engineer II', 447, 76),
          date('present', 342, 455, 28),
          entry('Gutkowski, Swaniawski and Larkin', 455, 141),
          date('December', 331, 466, 39),
          entry('Backend Developer', 466, 73),
          date('2018 -', 346, 474, 24),
          entry('Booking.com', 474, 54),
          date('January', 340, 482, 30),
          date('2021', 352, 490, 18),
        ],
        612,
        792,
      ),
    );
    expect(lines.map((l) => l.parts)).toEqual([
      ['Software Engineer II', 'April 2021 - present'],
      ['Gutkowski, Swaniawski and Larkin'],
      ['Backend Developer', 'December 2018 - January 2021'],
      ['Booking.com'],
    ]);
  });

  it('joins a range wrapped in its table cell (`Oct 2022 – Feb` / `2024`) onto the entry row beside it', () => {
    const lines = groupLines(
      onePage([
        item('Oct 2022 – Feb', 62, 185, 89, 11.5),
        { ...item('Backend Developer', 177, 185, 125, 11.5), isBold: true },
        item('2024', 62, 199, 25, 11.5),
        item('Towne, Reichert and Bayer', 177, 199, 150, 11.5),
        item('Owned on-call rotation for 237 production services', 213, 215, 300, 11.5),
      ]),
    );
    expect(lines.map((l) => l.parts)).toEqual([
      ['Backend Developer', 'Oct 2022 – Feb 2024'],
      ['Towne, Reichert and Bayer'],
      ['Owned on-call rotation for 237 production services'],
    ]);
  });

  it('keeps two single dates in table cells, one above the other, each on its own entry row', () => {
    const lines = groupLines(
      onePage([
        item('2024', 78, 199, 25, 11.5),
        item('Microsoft Certified: Azure Developer Associate, Microsoft', 163, 199, 300, 11.5),
        item('2025', 78, 213, 25, 11.5),
        item('Google Professional Cloud Developer, Google Cloud', 163, 213, 300, 11.5),
      ]),
    );
    expect(lines.map((l) => l.parts)).toEqual([
      ['2024', 'Microsoft Certified: Azure Developer Associate, Microsoft'],
      ['2025', 'Google Professional Cloud Developer, Google Cloud'],
    ]);
  });

  it('keeps a column of single dates one a row, not paired into ranges', () => {
    const date = (text: string, y: number) => item(text, 340, y, 30, 7.9);
    const entry = (text: string, y: number): TextItem => ({
      ...item(text, 385, y, 120, 7.9),
      font: 'bold',
      isBold: true,
    });
    const lines = groupLines(
      onePage(
        [
          date('2021', 100),
          entry('MSc Data Science', 100),
          date('2019', 120),
          entry('BSc Statistics', 120),
          date('2015', 140),
          entry('Matura', 140),
        ],
        612,
        792,
      ),
    );
    expect(lines.map((l) => l.text)).toEqual(['MSc Data Science 2021', 'BSc Statistics 2019', 'Matura 2015']);
    expect(lines[0]).toMatchObject({ isBold: true, font: 'bold' });
  });

  it('gives the row beside a large label its own type when the label is split off', () => {
    const bold = (text: string, x: number, y: number, width: number, size: number): TextItem => ({
      ...item(text, x, y, width, size),
      isBold: true,
    });
    const rows = groupLines(
      onePage([
        item('Education', 84, 100, 90, 20.5),
        bold('Pontifícia Universidade Católica do Rio de', 196, 102, 330, 16.4),
        bold('Janeiro', 196, 126, 60, 16.4),
        item('Sep 2013 – Jul 2017', 196, 146, 90, 10.5),
      ]),
    );
    const row = rows.find((l) => l.text.startsWith('Pontifícia'));
    expect(row).toMatchObject({ size: 16.4, isBold: true });
    expect(rows.find((l) => l.text === 'Education')?.size).toBe(20.5);
  });
});

describe('groupLines with a running header', () => {
  it("keeps the first page's copy of a header repeated on every page, and drops the later copies", () => {
    const page = (n: number, body: string[]): { page: number; width: number; height: number; items: TextItem[] } => ({
      page: n,
      width: 600,
      height: 800,
      items: [
        { ...item('Jane Doe', 40, 20, 60), page: n },
        { ...item('jane.doe@example.com | +1 415 555 0134', 300, 20, 200), page: n },
        ...body.map((t, k) => ({ ...item(t, 40, 120 + k * 14, 300), page: n })),
        { ...item(`Page ${n} of 2`, 280, 770, 50), page: n },
      ],
    });
    const texts = groupLines([
      page(1, ['EXPERIENCE', 'Engineer at Acme 2020 - Present']),
      page(2, ['EDUCATION', 'MIT, BS Computer Science 2016 - 2020']),
    ]).map((l) => l.text);
    expect(texts).toEqual([
      'Jane Doe jane.doe@example.com | +1 415 555 0134',
      'EXPERIENCE',
      'Engineer at Acme 2020 - Present',
      'EDUCATION',
      'MIT, BS Computer Science 2016 - 2020',
    ]);
  });
});

describe('groupLines with runs that abut', () => {
  it('spaces a capitalised run set just clear of a run ending in a lower-case letter, and not the pieces of a word', () => {
    const page = {
      page: 1,
      width: 600,
      height: 800,
      items: [
        item('Clinical Skills', 94, 100, 107.9, 18),
        item('Languages', 202.7, 100, 84, 18),
        item('Java', 94, 140, 20),
        item('script', 114, 140, 25),
        item('Postgre', 94, 160, 35),
        item('SQL', 129, 160, 18),
      ],
    };
    expect(groupLines([page]).map((l) => l.text)).toEqual(['Clinical Skills Languages', 'Javascript', 'PostgreSQL']);
  });
});

describe('groupLines with a control character ending a run', () => {
  it('splits no word where the next run follows without a gap, and still spaces runs set apart', () => {
    const bold = (text: string, x: number, width: number, y = 35): TextItem => ({
      ...item(text, x, y, width, 24),
      isBold: true,
    });
    const page = {
      page: 1,
      width: 600,
      height: 800,
      items: [
        bold('Nguy', 213.5, 55.2),
        bold('ễ\u0006', 267.9, 10.3),
        bold('n Thị Mai', 280.3, 90),
        bold('Ann\u0003', 100, 40, 80),
        bold('Lee', 150, 30, 80),
      ],
    };
    expect(groupLines([page]).map((l) => l.text)).toEqual(['Nguyễn Thị Mai', 'Ann Lee']);
  });
});

describe('findColumnSplit under a header band whose contact line runs across the gutter', () => {
  // A designed resume: name and headline over a contact line across the page (its last item, the
  // city, right of the gutter), then a wide main column and a narrow sidebar of skills.
  const header = [
    item('CHANDIRA BANERJEE', 33, 40, 220, 26),
    item('Senior Marketing Manager', 33, 62, 150, 12.5),
    item('+91 97286 88638', 46, 80, 70, 8.8),
    item('chandirab87@rediffmail.com', 130, 80, 120, 8.8),
    item('linkedin.com/in/chandira-banerjee-1936', 270, 80, 145, 8.8),
    item('Hyderabad, India', 444, 80, 70, 8.8),
  ];
  const main = Array.from({ length: 14 }, (_, k) =>
    item(
      `Launched ${k + 2} email nurture sequences in Meta Ads Manager, lifting conversion`,
      33,
      130 + k * 14,
      330,
      9.5,
    ),
  );
  const side = ['SKILLS', 'Video Editing', 'Content Strategy', 'Brand Voice', 'Copywriting', 'CRO', 'SEO', 'SEM'].map(
    (text, k) => item(text, 396, 131 + k * 19, 80, 9.5),
  );

  it('finds the gutter: the contact line closes the header above the columns', () => {
    expect(findColumnSplit([...header, ...main, ...side], 595)).toMatchObject({ kind: 'columns' });
  });

  it('reads the contact line whole in the header, and the sidebar after the main column', () => {
    const lines = groupLines([{ page: 1, width: 595, height: 842, items: [...header, ...main, ...side] }]);
    expect(lines[2]!.text).toContain('Hyderabad, India');
    expect(lines[2]!.text).toContain('linkedin.com/in/chandira-banerjee-1936');
    expect(lines.findIndex((l) => l.text === 'SKILLS')).toBeGreaterThan(
      lines.findIndex((l) => l.text.startsWith('Launched 15')),
    );
  });
});

describe('groupLines with list marks a font could not name', () => {
  it('reads a brace that no brace closes as a list mark, and a brace with its pair as text', () => {
    const rows = groupLines(
      onePage([
        item('{ Conducted research on Bayesian inference with nested sampling', 137, 100, 300),
        item('{ Developed and trained machine learning models', 137, 115, 250),
        item('{ "name": "vitae" } is the package file', 137, 130, 250),
      ]),
    );
    expect(rows.map((l) => [l.text, l.isBullet])).toEqual([
      ['Conducted research on Bayesian inference with nested sampling', true],
      ['Developed and trained machine learning models', true],
      ['{ "name": "vitae" } is the package file', false],
    ]);
  });
});

describe('findColumnSplit with a long line reaching into the gutter', () => {
  // A sidebar and a main column under a name and contact line across the page; one sidebar line
  // runs into the gutter, so the band between the columns is crossed in its middle.
  const items: TextItem[] = [
    item('William S Gullotta', 200, 30, 220, 20),
    item('Email: wgullott@bu.edu | Phone: 1 (203) 518-2543', 196, 60, 240),
    item('EDUCATION', 36, 110, 80, 14),
    item('EXPERIENCE', 214, 110, 90, 14),
  ];
  for (let r = 0; r < 16; r++) {
    const y = 135 + r * 16;
    items.push(
      item(r === 9 ? 'Space Instrument Theory and Design' : `Spacecraft Systems ${r}`, 36, y, r === 9 ? 161 : 138),
    );
    items.push(item(`Designed and tested the optics of a satellite spectrometer, row ${r}`, 218, y + 5, 340));
  }

  it('tries the ends of the band, where only the header crosses, when both sides open a section', () => {
    const split = findColumnSplit(items, 612, true);
    expect(split?.kind).toBe('columns');
    expect(split!.x).toBeGreaterThan(205);
    expect(split!.x).toBeLessThan(214);
  });

  it('does not try the ends when one side opens no section', () => {
    const headless = items.filter((i) => i.text !== 'EDUCATION');
    expect(findColumnSplit(headless, 612, true)).toBeNull();
  });
});

describe('footnote marks raised above an author list', () => {
  it('leaves out a row of daggers and asterisks, so the reference under it stays whole', () => {
    const lines = groupLines([
      {
        page: 1,
        width: 600,
        height: 800,
        items: [
          item('X Sun, G Yu, Q Xu, QY He. Putative cobalt- and nickel-binding proteins.', 90, 100, 400, 12),
          item('Metallomics. 2013, 5(7):928-935.', 90, 114, 200, 12),
          item('†', 123, 124, 4, 7),
          item('†', 160, 124, 4, 7),
          item('*', 200, 124, 4, 7),
          item('YY Zhu, G Yu, QY He. A novel andrographolide derivative.', 90, 128, 400, 12),
        ],
      },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'X Sun, G Yu, Q Xu, QY He. Putative cobalt- and nickel-binding proteins.',
      'Metallomics. 2013, 5(7):928-935.',
      'YY Zhu, G Yu, QY He. A novel andrographolide derivative.',
    ]);
  });
});
