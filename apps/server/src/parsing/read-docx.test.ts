import { describe, it, expect } from 'vitest';
import { checkDocxZip, readDocx, MAX_UNPACKED_BYTES, withoutBlankMarks } from './read-docx.ts';
import { buildZip } from './test-files/build-test-files.ts';
import { readFixture } from './test-files/fixtures.ts';
import { extractEducation } from './extract-education.ts';
import { parseResume } from './index.ts';

const bomb = Buffer.alloc(MAX_UNPACKED_BYTES + 1024 * 1024, 0x20);

const W = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup"',
].join(' ');
const run = (text: string, props = '') => `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (inner: string, style = '') =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${inner}</w:p>`;
/** A small Word document: body paragraphs, and optionally a page header part and list formats. */
function wordDocument(
  body: string,
  header?: string,
  links: Record<string, string> = {},
  numbering?: string,
): Uint8Array {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const rels = (inner: string) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${inner}</Relationships>`;
  const files = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'word/document.xml')) },
    {
      name: 'word/_rels/document.xml.rels',
      data: rels(
        rel('rId1', 'styles', 'styles.xml') +
          (header ? rel('rId2', 'header', 'header1.xml') : '') +
          (numbering ? rel('rId3', 'numbering', 'numbering.xml') : '') +
          Object.entries(links)
            .map(([id, url]) => rel(id, 'hyperlink', url).replace('/>', ' TargetMode="External"/>'))
            .join(''),
      ),
    },
    {
      name: 'word/styles.xml',
      data: `<w:styles ${W}><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    },
    { name: 'word/document.xml', data: `<w:document ${W}><w:body>${body}</w:body></w:document>` },
    ...(header ? [{ name: 'word/header1.xml', data: `<w:hdr ${W}>${header}</w:hdr>` }] : []),
    ...(numbering ? [{ name: 'word/numbering.xml', data: `<w:numbering ${W}>${numbering}</w:numbering>` }] : []),
  ];
  return buildZip(files.map((f) => ({ name: f.name, data: Buffer.from(f.data) })));
}

describe('readDocx', () => {
  it('reads paragraphs, bold entry titles and bullets from a real DOCX', async () => {
    const { lines, links } = await readDocx(readFixture('docx/r02.elegant.docx'));
    const title = lines.find((l) => l.text.startsWith('Head of Analytics,'));
    expect(title?.isBullet).toBe(false);
    expect(lines.some((l) => l.isBullet && l.text.startsWith('Automated weekly KPI reporting'))).toBe(true);
    expect(lines.some((l) => l.text === 'Skills' && l.isHeading)).toBe(true);
    expect(links.some((u) => u.includes('gitlab.com'))).toBe(true);
  });

  it('reads the name and contact line set in the page header, and leaves out its page number', async () => {
    const { lines } = await readDocx(
      wordDocument(
        para(run('Experience:'), 'Heading1') + para(run('Software Engineer II', '<w:b/>')),
        para(run('José Manuel García-López', '<w:b/><w:sz w:val="36"/>')) +
          para(run('+34 697 364 633') + '<w:r><w:tab/></w:r>' + run('jose@proton.me')) +
          para('<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>'),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'José Manuel García-López',
      '+34 697 364 633 jose@proton.me',
      'Experience:',
      'Software Engineer II',
    ]);
    expect(lines[0]).toMatchObject({ size: 18, isBold: true });
    expect(lines[1]?.parts).toEqual(['+34 697 364 633', 'jose@proton.me']);
  });

  it('reads a name set large in a layout table, or in the Title style, before the sidebar cell', async () => {
    const cell = (inner: string) => `<w:tc>${inner}</w:tc>`;
    const table = (name: string) =>
      `<w:tbl><w:tr>${cell(para(run('Skills'), 'Heading1') + para(run('Power BI')))}${cell(name + para(run('Summary'), 'Heading1'))}</w:tr></w:tbl>`;
    const large = await readDocx(wordDocument(table(para(run('Jahnu Mishra', '<w:b/><w:sz w:val="44"/>')))));
    expect(large.lines[0]).toMatchObject({ text: 'Jahnu Mishra', size: 22 });
    const titled = await readDocx(wordDocument(table(para(run('Jahnu Mishra'), 'Title'))));
    expect(titled.lines[0]?.text).toBe('Jahnu Mishra');
    expect(titled.lines[0]?.isHeading).toBeFalsy();
  });

  it('reads schooling set in columns by tab stops under a row of column names, row by row', async () => {
    const tabbed = (...cells: string[]) => para(cells.map((c) => run(c)).join('<w:r><w:tab/></w:r>'));
    const { lines } = await readDocx(
      wordDocument(
        para(run('Education'), 'Heading1') +
          tabbed('Qualification', 'Board / University', 'Year', 'CGPA') +
          tabbed('B.Tech', 'IIT Bombay', '2016', '8.9') +
          tabbed('XII', 'CBSE', '2012', '92%'),
      ),
    );
    const schools = extractEducation(lines.slice(1));
    expect(schools.map((e) => [e.degree, e.university, e.end, e.gpa])).toEqual([
      ['B.Tech', 'IIT Bombay', '2016', '8.9'],
      ['XII', 'CBSE', '2012', '92%'],
    ]);
  });

  it('reads a table row of one-paragraph cells as one line of cells, and a layout cell of many paragraphs line by line', async () => {
    const cell = (inner: string) => `<w:tc>${inner}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;
    const { lines } = await readDocx(
      wordDocument(
        para(run('Education'), 'Heading1') +
          `<w:tbl>${row(para(run('Zeitraum')), para(run('Ausbildung')), para(run('Institution')))}` +
          `${row(para(run('2019 – 2020')), para(run('Dipl. Online Marketing Manager', '<w:b/>')), para(run('Klubschule Migros')))}</w:tbl>` +
          `<w:tbl>${row(para(run('Skills')) + para(run('Power BI')), para(run('Summary')))}</w:tbl>`,
      ),
    );
    expect(lines.map((l) => l.parts)).toEqual([
      ['Education'],
      ['Zeitraum', 'Ausbildung', 'Institution'],
      ['2019 – 2020', 'Dipl. Online Marketing Manager', 'Klubschule Migros'],
      ['Skills'],
      ['Power BI'],
      ['Summary'],
    ]);
    // The cells are the row's chunks too, as a printed table's are.
    expect(lines[1]?.chunks).toEqual(['Zeitraum', 'Ausbildung', 'Institution']);
    expect(extractEducation(lines.slice(1, 3)).map((e) => [e.degree, e.university, e.start, e.end])).toEqual([
      ['Dipl. Online Marketing Manager', 'Klubschule Migros', '2019', '2020'],
    ]);
  });

  it('keeps a layout table line by line when any cell holds several paragraphs, and labelled lists side by side apart', async () => {
    const cell = (inner: string) => `<w:tc>${inner}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;
    const layout = await readDocx(
      wordDocument(
        `<w:tbl>${row(para(run('EDUCATION')), para(run('BSc Physics, University of Leeds, 2015')))}` +
          `${row(para(run('EXPERIENCE')), para(run('Analyst, Acme Corp, 2016 – 2020')) + para(run('Built reports')))}</w:tbl>`,
      ),
    );
    expect(layout.lines.map((l) => l.text)).toEqual([
      'EDUCATION',
      'BSc Physics, University of Leeds, 2015',
      'EXPERIENCE',
      'Analyst, Acme Corp, 2016 – 2020',
      'Built reports',
    ]);
    const labelled = await readDocx(
      wordDocument(
        `<w:tbl>${row(para(run('Programming: Python, SQL, R')), para(run('Visualization: Tableau')))}</w:tbl>`,
      ),
    );
    expect(labelled.lines.map((l) => l.text)).toEqual(['Programming: Python, SQL, R', 'Visualization: Tableau']);
  });

  it('splits a paragraph at its tab stops into parts', async () => {
    const { lines } = await readDocx(
      wordDocument(para(run('Gutkowski, Swaniawski and Larkin', '<w:b/>') + '<w:r><w:tab/></w:r>' + run('Austin, TX'))),
    );
    expect(lines[0]?.parts).toEqual(['Gutkowski, Swaniawski and Larkin', 'Austin, TX']);
  });

  it('ends a line at a line break (Shift+Enter) in the body and in the page header', async () => {
    const br = '<w:r><w:br/></w:r>';
    const { lines } = await readDocx(
      wordDocument(
        para(run('Mattias S. Håkansson') + br + run('Staff Engineer'), 'Heading1') +
          para(run('Datadog', '<w:b/>') + br + run('Staff Engineer', '<w:b/>')),
        para(run('Malmö, SE') + br + run('+46 70 076 85 51')),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Malmö, SE',
      '+46 70 076 85 51',
      'Mattias S. Håkansson',
      'Staff Engineer',
      'Datadog',
      'Staff Engineer',
    ]);
    expect(lines.slice(4).every((l) => l.isBold)).toBe(true);
  });

  it('reads a bullet typed as a character as a list item, and a dash inside a word as text', async () => {
    const { lines } = await readDocx(
      wordDocument(
        para(run('Databases')) + para(run('• Cassandra')) + para(run('– PostgreSQL')) + para(run('-Xmx flags')),
      ),
    );
    expect(lines.map((l) => [l.text, l.isBullet])).toEqual([
      ['Databases', false],
      ['Cassandra', true],
      ['PostgreSQL', true],
      ['-Xmx flags', false],
    ]);
  });

  it('reads a floating text box where it stands: a box at the left before the text beside it, one at the right after', async () => {
    const content = (...texts: string[]) => texts.map((t) => para(run(t))).join('');
    // As Word writes a text box: DrawingML, with or without a VML copy for older readers.
    const drawn = (position: string, inside: string, legacy = '') =>
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:positionH relativeFrom="column">${position}</wp:positionH><wp:extent cx="2000000" cy="3000000"/><wp:wrapSquare wrapText="right"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${inside}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>${legacy ? `<mc:Fallback>${legacy}</mc:Fallback>` : ''}</mc:AlternateContent></w:r>`;
    const vml = (style: string, inside: string) =>
      `<w:pict><v:rect style="position:absolute;${style}"><v:textbox><w:txbxContent>${inside}</w:txbxContent></v:textbox></v:rect></w:pict>`;
    const skills = content('Python', 'SQL');
    const { lines } = await readDocx(
      wordDocument(
        para(run('Skills'), 'Heading1') +
          para(
            run('Experience') + drawn('<wp:align>left</wp:align>', skills, vml('mso-position-horizontal:left', skills)),
            'Heading1',
          ) +
          para(run('Datadog')) +
          // Written only as DrawingML, and placed by an offset at the right of the page.
          para(run('Summary') + drawn('<wp:posOffset>4500000</wp:posOffset>', content('Malmö, SE')), 'Heading1') +
          para(run('Builds things')) +
          // Only the VML copy, at a small offset from the left.
          para(
            run('Education') + `<w:r>${vml('margin-left:6pt;width:150pt', content('Languages', 'Swedish'))}</w:r>`,
            'Heading1',
          ) +
          para(run('KTH')) +
          // A group of two boxes at the left of the page: both are read, in order.
          para(
            run('Profile') +
              `<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:extent cx="2000000" cy="9000000"/><a:graphic><a:graphicData><wpg:wgp>${[
                'Contact',
                'Skills',
              ]
                .map((t) => `<wps:wsp><wps:txbx><w:txbxContent>${content(t)}</w:txbxContent></wps:txbx></wps:wsp>`)
                .join('')}</wpg:wgp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`,
            'Heading1',
          ) +
          // A label column set as boxes in one paragraph, heading and content in turn.
          para(
            drawn('<wp:align>left</wp:align>', content('Projects')) +
              drawn('<wp:align>right</wp:align>', content('Vitae')) +
              drawn('<wp:align>left</wp:align>', content('Awards')) +
              drawn('<wp:align>right</wp:align>', content('Best paper')),
          ),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Skills',
      'Python',
      'SQL',
      'Experience',
      'Datadog',
      'Summary',
      'Malmö, SE',
      'Builds things',
      'Languages',
      'Swedish',
      'Education',
      'KTH',
      'Contact',
      'Skills',
      'Profile',
      'Projects',
      'Vitae',
      'Awards',
      'Best paper',
    ]);
  });

  it('reads the name beside a text box in the page header, and the box once', async () => {
    const contact = para(run('Malmö, SE')) + para(run('+46 70 076 85 51'));
    const box = `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:extent cx="2000000" cy="600000"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${contact}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:rect><v:textbox><w:txbxContent>${contact}</w:txbxContent></v:textbox></v:rect></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
    const { lines } = await readDocx(
      wordDocument(para(run('Experience'), 'Heading1'), para(run('Mattias Håkansson', '<w:sz w:val="40"/>') + box)),
    );
    expect(lines.map((l) => l.text)).toEqual(['Mattias Håkansson', 'Malmö, SE', '+46 70 076 85 51', 'Experience']);
  });

  it('reads a link whose target keeps a trailing space', async () => {
    const { links } = await readDocx(
      wordDocument(para(`<w:hyperlink r:id="rId9">${run('caroline-norberg')}</w:hyperlink>`), undefined, {
        rId9: 'https://linkedin.com/in/caroline-norberg/ ',
      }),
    );
    expect(links).toEqual(['https://linkedin.com/in/caroline-norberg/']);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: bomb }]);
    expect(zip.byteLength).toBeLessThan(200_000);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('stops a bomb whose headers lie about its unpacked size', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: bomb, declaredSize: 1000 }]);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'corrupt_file' });
  });

  it('refuses a zip that is not a Word document', async () => {
    const zip = buildZip([{ name: 'hello.txt', data: Buffer.from('hi') }]);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});

describe('parseResume on a Word resume with a sidebar text box', () => {
  it('reads the sidebar as its own sections and the jobs beside it as experience', async () => {
    const p = (text: string, style = '') => para(run(text), style);
    const sidebar = [
      p('Skills', 'Heading1'),
      p('Python, SQL, Terraform'),
      p('Education', 'Heading1'),
      p('MSc Computer Science'),
      p('KTH Royal Institute of Technology'),
      p('2013 – 2015'),
    ].join('');
    // As Word writes it: a box at the page's left, anchored in the paragraph the jobs start with.
    const box = `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:extent cx="2000000" cy="9000000"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${sidebar}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice></mc:AlternateContent></w:r>`;
    const { resume } = await parseResume(
      wordDocument(
        p('Mattias Håkansson', 'Title') +
          para(run('Experience') + box, 'Heading1') +
          p('Staff Engineer, Datadog') +
          p('Mar 2020 – Dec 2023') +
          p('• Shipped offline-first mobile sync'),
      ),
    );
    expect(resume.fullName).toBe('Mattias Håkansson');
    expect(resume.skills.flatMap((s) => s.technologies)).toEqual(['Python', 'SQL', 'Terraform']);
    expect(resume.education.map((e) => [e.university, e.end])).toEqual([['KTH Royal Institute of Technology', '2015']]);
    expect(resume.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Staff Engineer', 'Datadog', 'Mar 2020'],
    ]);
  });
});

describe('readDocx with list paragraphs whose mark prints nothing', () => {
  const level = (ilvl: number, text: string) =>
    `<w:lvl w:ilvl="${ilvl}"><w:numFmt w:val="bullet"/><w:lvlText w:val="${text}"/></w:lvl>`;
  // pandoc's lists: 990 holds the second paragraph of an item (a blank mark), 991 the bullets.
  const numbering =
    `<w:abstractNum w:abstractNumId="990">${level(0, ' ')}${level(1, ' ')}</w:abstractNum>` +
    `<w:abstractNum w:abstractNumId="991">${level(0, '•')}${level(1, '–')}</w:abstractNum>` +
    '<w:num w:numId="1000"><w:abstractNumId w:val="990"/></w:num>' +
    '<w:num w:numId="1001"><w:abstractNumId w:val="991"/></w:num>';
  const item = (numId: number, ilvl: number, inner: string) =>
    `<w:p><w:pPr><w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${inner}</w:p>`;
  const body =
    item(1001, 0, run('Enics', '<w:b/>') + run(' (Västerås)')) +
    item(1000, 0, run('Component Engineer, 2008 - 2011')) +
    item(1001, 1, run('Understödde Enics inköp och produktion'));

  it('reads the paragraph in a blank-marked list as a line of its own, not a bullet', async () => {
    const { lines } = await readDocx(wordDocument(body, undefined, {}, numbering));
    expect(lines.map((l) => [l.text, l.isBullet])).toEqual([
      ['Enics (Västerås)', false],
      ['Component Engineer, 2008 - 2011', false],
      ['Understödde Enics inköp och produktion', true],
    ]);
  });

  it('keeps the body as it is where no list has a blank mark', () => {
    const marked = numbering.replace(/w:val=" "/g, 'w:val="o"');
    expect(withoutBlankMarks(body, marked)).toBe(body);
    expect(withoutBlankMarks(body, numbering)).not.toContain('w:numId w:val="1000"');
  });
});
