/**
 * Writes a small two-column resume PDF (a sidebar on the left, the main column on the right) with
 * Helvetica text only, so a browser test can upload a layout of that kind without a fixture file.
 */
export function buildTwoColumnPdf(sidebar: string[], main: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const column = (lines: string[], x: number) =>
    lines
      .map((line, i) => {
        const isHeading = line === line.toUpperCase() && /[A-Z]/.test(line);
        return `BT /${isHeading ? 'F2' : 'F1'} ${isHeading ? 12 : 10} Tf ${x} ${740 - i * 16} Td (${escape(line)}) Tj ET`;
      })
      .join('\n');
  const content = `${column(sidebar, 40)}\n${column(main, 220)}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A sidebar with skills and languages, a main column with a name, a profile and one job; no e-mail or phone. */
export const TWO_COLUMN_RESUME = {
  sidebar: ['SKILLS', 'TypeScript', 'PostgreSQL', 'Kubernetes', '', 'LANGUAGES', 'English', 'Spanish'],
  main: [
    'Morgan Ellis',
    'Platform Engineer',
    '',
    'EXPERIENCE',
    'Platform Engineer, Contoso Cloud',
    'Mar 2020 - Present',
    '- Runs the Kubernetes clusters for forty teams',
    '- Cut deploy time from 40 to 6 minutes',
    '',
    'EDUCATION',
    'BSc Computer Science, Riverside University, 2012 - 2016',
  ],
};
