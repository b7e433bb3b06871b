/**
 * Prints what the parser sees in one document: each line (page, x, size, bold, bullet, gap, parts)
 * under the section it was put in, then the parsed resume. A tool for reading failures by eye:
 * `node --import tsx bench/tools/parse-debug.ts <file> [--json]`.
 */
import { readFileSync } from 'node:fs';
import { readPdfWithLinks } from '../../apps/server/src/parsing/read-pdf.ts';
import { readDocx } from '../../apps/server/src/parsing/read-docx.ts';
import { groupLines } from '../../apps/server/src/parsing/group-lines.ts';
import { findSections } from '../../apps/server/src/parsing/find-sections.ts';
import { parseResume } from '../../apps/server/src/parsing/index.ts';
import type { Line } from '../../apps/server/src/parsing/types.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: parse-debug.ts <file> [--json]');
const bytes = new Uint8Array(readFileSync(file));
let lines: Line[];
if (file.endsWith('.pdf')) lines = groupLines((await readPdfWithLinks(bytes)).pages);
else lines = (await readDocx(bytes)).lines;
for (const section of findSections(lines)) {
  console.log(`== ${section.name} [${section.heading}]`);
  for (const l of section.lines) {
    const flags = `${l.isBold ? 'B' : ' '}${l.isBullet ? '•' : ' '}${l.isHeading ? 'H' : ' '}`;
    console.log(
      `p${l.page} x${l.x.toFixed(0).padStart(4)} s${l.size.toFixed(1).padStart(5)} g${l.gapAbove.toFixed(1).padStart(4)} ${flags} ${l.parts.map((p) => p).join(' ‖ ')}`,
    );
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify((await parseResume(bytes)).resume, null, 1));
