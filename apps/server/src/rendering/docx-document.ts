import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import type { Resume } from '@vitae/shared/resume/schema';
import {
  PART_SEPARATOR,
  SECTION_TITLES,
  describeResume,
  type EntryText,
  type SkillText,
  toHref,
} from './layout-text.ts';

// Word measures in twentieths of a point (twips) and font sizes in half-points.
const PAGE_WIDTH = 11906; // A4
const MARGIN = 1080; // 0.75 in
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BULLETS = 'resume-bullets';
const MUTED = '333333';

/**
 * The same lines as the PDF templates (layout-text.ts), as a Word document people can edit:
 * real headings, a right tab stop for dates, Word bullets, and "keep with next" on headings and
 * entry headers so Word's own pagination never strands them.
 */
export async function buildDocx(resume: Resume, title: string): Promise<Uint8Array> {
  const text = describeResume(resume);
  const children: Paragraph[] = [];
  if (text.name)
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: text.name, bold: true, size: 36 })],
      }),
    );
  if (text.contact.length > 0) {
    const runs = text.contact.flatMap((item, i) => [...(i > 0 ? [new TextRun(PART_SEPARATOR)] : []), linkOrText(item)]);
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: runs }));
  }
  for (const name of text.order) {
    if (name === 'profile') {
      if (text.profile)
        children.push(heading(SECTION_TITLES.profile), new Paragraph({ children: [new TextRun(text.profile)] }));
    } else if (name === 'skills') {
      pushSkills(children, text.skills);
    } else {
      pushEntries(children, SECTION_TITLES[name], text[name]);
    }
  }

  const document = new Document({
    title,
    creator: 'Vitae',
    subject: 'Resume',
    keywords: text.skills
      .map((s) => s.technologies)
      .filter(Boolean)
      .join(', '),
    description: text.name ? `Resume of ${text.name}` : 'Resume',
    styles: { default: { document: { run: { font: 'Arial', size: 21 } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      { properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function pushSkills(children: Paragraph[], skills: SkillText[]): void {
  if (skills.length === 0) return;
  children.push(heading(SECTION_TITLES.skills));
  for (const skill of skills) {
    const runs = skill.category
      ? [
          new TextRun({ text: skill.technologies ? `${skill.category}:` : skill.category, bold: true }),
          new TextRun(skill.technologies ? ` ${skill.technologies}` : ''),
        ]
      : [new TextRun(skill.technologies)];
    children.push(new Paragraph({ children: runs }));
  }
}

function heading(title: string): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '111111', space: 1 } },
    children: [new TextRun({ text: title, bold: true, size: 24 })],
  });
}

function pushEntries(children: Paragraph[], title: string, entries: EntryText[]): void {
  if (entries.length === 0) return;
  children.push(heading(title));
  for (const entry of entries) {
    const [first, ...others] = entry.parts;
    const runs: ParagraphChild[] = [new TextRun({ text: first ?? '', bold: true })];
    if (others.length > 0) runs.push(new TextRun(PART_SEPARATOR + others.join(PART_SEPARATOR)));
    if (entry.dates) runs.push(new TextRun({ children: [new Tab(), entry.dates], color: MUTED }));
    const hasLinesBelow = entry.details.length + entry.bullets.length > 0;
    children.push(
      new Paragraph({
        keepNext: hasLinesBelow,
        spacing: { before: 80 },
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
        children: runs,
      }),
    );
    for (const detail of entry.details) children.push(new Paragraph({ children: [linkOrText(detail)] }));
    for (const bullet of entry.bullets)
      children.push(new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(bullet)] }));
  }
}

function linkOrText(text: string): ParagraphChild {
  const href = toHref(text);
  return href
    ? new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink' })] })
    : new TextRun(text);
}
