/**
 * Splits a job description into lines tagged with the section they sit in.
 * Rule for headers: a short line ending with ":" or made only of header words ("Nice to have",
 * "What you'll need", "Preferred Qualifications"), or a markdown heading. Text after
 * "Requirements:" on the same line belongs to that section. Sections: must (requirements,
 * qualifications), nice (preferred, bonus, plus), duties (responsibilities), ignore (about us,
 * benefits), intro (before any header). Limits: a header written as a full sentence ("Here is
 * what we need from you") is not recognised and its lines keep the previous section.
 */

export type Section = 'intro' | 'must' | 'nice' | 'duties' | 'ignore';
export type JdLine = { text: string; section: Section };

const HEADER_WORDS = new Set(
  `requirements requirement qualifications qualification skills skill experience must have haves must-have must-haves nice to
  nice-to-have nice-to-haves preferred bonus points plus pluses desired desirable minimum basic required key core technical
  additional what you you'll youll will need bring do we're were looking for who are about us the role team company
  responsibilities responsibility duties benefits perks offer we your our and & / compensation salary job description summary
  overview position ideal candidate profile education location why join how apply day in life a of this competencies essential
  great if it would be good extra credit tech stack tools hiring process equal opportunity employer here mission values culture
  things some qualities knowledge abilities expectations tasks mandatory optional is are nice-to-know wishlist requisites
  prerequisites background working conditions schedule pay package us? why`
    .split(/\s+/)
    .filter(Boolean),
);

const NICE =
  /\b(nice|preferred|bonus|plus|pluses|desired|desirable|extra credit|good to have|would be great|optional|wishlist|nice-to-know)\b/;
const DUTIES =
  /\b(responsibilit\w*|duties|you['’]?ll do|you will do|day in|the role|your role|what you do|tasks|expectations)\b/;
const IGNORE =
  /\b(about us|about the (company|team)|benefits|perks|we offer|compensation|salary|pay|equal opportunity|apply|hiring process|why join|mission|values|culture|working conditions|schedule|package|location)\b/;
const MUST =
  /\b(requirement|requisite|qualification|must|need|skill|experience|looking for|who you are|bring|about you|competenc|essential|education|ideal candidate|tech stack|mandatory|background|knowledge|abilit)/;

const BULLET = /^\s*(?:[-*•·▪◦‣–—>]|\d{1,2}[.)]|[a-z][.)])\s+/;

/** The section a header line opens, or null when the line is not a header. */
export function readHeader(line: string): { section: Section; rest: string } | null {
  const trimmed = line.trim();
  const isMarkdown = /^#{1,6}\s/.test(trimmed);
  const withColon = /^([^:]{2,60}):\s*(.*)$/.exec(trimmed.replace(/^#{1,6}\s*/, '').replace(/\*\*/g, ''));
  const head = (withColon ? withColon[1]! : trimmed.replace(/^#{1,6}\s*/, '')).replace(/\*\*|__/g, '').trim();
  const rest = withColon ? withColon[2]!.trim() : '';
  if (!head || BULLET.test(line) || /[.!?]$/.test(head)) return null;
  const words = head
    .toLowerCase()
    .replace(/[()!?,]/g, ' ')
    .split(/[\s/]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return null;
  const allHeaderWords = words.every((w) => HEADER_WORDS.has(w));
  if (!allHeaderWords && !(isMarkdown || (withColon && words.length <= 4 && !rest))) return null;
  return { section: classifyHeader(head.toLowerCase()), rest };
}

function classifyHeader(head: string): Section {
  if (NICE.test(head)) return 'nice';
  if (DUTIES.test(head)) return 'duties';
  if (IGNORE.test(head)) return 'ignore';
  if (MUST.test(head)) return 'must';
  return 'intro';
}

/** Lines of the description with their section, bullets stripped, long paragraphs cut into sentences. */
export function splitSections(jobDescription: string): JdLine[] {
  const out: JdLine[] = [];
  let section: Section = 'intro';
  for (const raw of jobDescription.replace(/\r\n?/g, '\n').split('\n')) {
    if (!raw.trim()) continue;
    const header = readHeader(raw);
    if (header) {
      section = header.section;
      if (header.rest) for (const part of splitSentences(header.rest)) out.push({ text: part, section });
      continue;
    }
    for (const part of splitSentences(raw.replace(BULLET, '').trim())) out.push({ text: part, section });
  }
  return out;
}

/** Sentences of a line. "e.g. Python", "Node.js" and "3.5 years" do not end one. */
function splitSentences(text: string): string[] {
  const pieces = text.split(/\s+[•·▪]\s+|(?<=[a-z0-9)][.!?;])\s+(?=[A-Z])/);
  const out: string[] = [];
  for (const piece of pieces) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /\b(?:e\.g|i\.e|etc|incl|approx|vs|min|max)\.$/i.test(previous))
      out[out.length - 1] = `${previous} ${piece}`;
    else out.push(piece);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}
