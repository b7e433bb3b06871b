import type { Section } from './find-sections.ts';
import { DEGREE, SCHOOL } from './extract-education.ts';
import { findDateRange } from './find-dates.ts';

/**
 * Step 3b (education with no heading): a student's resume may set its schools right under the
 * name and contact lines with no `Education` heading over them. Rule: when no section is
 * education, the header's first line that names a school (a school word, no e-mail or link) with a
 * degree word and a date among the lines around it (the line above to three below) opens an
 * education section, from the degree line right above it when the degree comes first; the header
 * keeps the lines before. Limits: a school named in the person's title line with a date beside it
 * (`Visiting Fellow, Institute for Advanced Study, 2024`) is read as education.
 */
export function findUnnamedEducation(sections: Section[]): Section[] {
  const [header, ...rest] = sections;
  if (!header || header.name !== 'header' || sections.some((s) => s.name === 'education')) return sections;
  const lines = header.lines;
  // Two capitals alone (`MA`, `MS`) are as often a state in an address as a degree.
  const degree = (text: string) => (DEGREE.exec(text)?.[0].length ?? 0) > 2;
  const contact = (text: string) => /@|https?:\/\/|www\.|\.(?:com|org|edu|io|dev)\b/i.test(text);
  const at = lines.findIndex((line, i) => {
    if (i === 0 || contact(line.text) || !SCHOOL.test(line.text)) return false;
    const around = lines.slice(i - 1, i + 4).filter((l) => !contact(l.text));
    return around.some((l) => degree(l.text)) && around.some((l) => findDateRange(l.text) !== null);
  });
  if (at < 0) return sections;
  const above = lines[at - 1]!;
  const from = at > 1 && degree(above.text) && !SCHOOL.test(above.text) && !contact(above.text) ? at - 1 : at;
  return [
    { ...header, lines: lines.slice(0, from) },
    { name: 'education', heading: '', lines: lines.slice(from) },
    ...rest,
  ];
}
