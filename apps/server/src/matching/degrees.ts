/**
 * Degree levels and fields, read the same way from a job description line and a resume's
 * education entry. Rules: spelled-out names ("Bachelor's", "Master of Science", "PhD") match in
 * any case; abbreviations (BS, MS, BA, MBA) match only in upper case so "ms office" is no degree;
 * "MS Excel/Office/SQL" is excluded. The field is the text after "in"/"of" up to "or related",
 * "or equivalent" or punctuation. Limits: foreign degrees (Diplom, Licenciatura) are not known.
 */
import { keyTerms } from './text-terms.ts';

export type DegreeLevel = 'associate' | 'bachelor' | 'master' | 'phd';
export const DEGREE_RANK: Record<DegreeLevel, number> = { associate: 1, bachelor: 2, master: 3, phd: 4 };

const LEVEL_PATTERNS: [DegreeLevel, RegExp][] = [
  ['phd', /\b(?:ph\.?\s?d\b\.?|doctorate|doctoral|doctor of)/i],
  ['master', /\bmaster[’']?s?\b|\bmaster of\b/i],
  [
    'master',
    /\b(?:MSc|M\.Sc\.?|M\.S\.|MEng|M\.Eng\.?|MBA|MSN|MPH|M\.A\.)(?![A-Za-z])|\bMS\b(?!\s*(?:office|excel|word|sql|teams|project|access|dynamics))/,
  ],
  [
    'bachelor',
    /\bbachelor[’']?s?\b|\bbachelor of\b|\b(?:undergraduate|4[- ]year|four[- ]year|college|university) degree\b/i,
  ],
  ['bachelor', /\b(?:BSc|B\.Sc\.?|B\.S\.|BEng|B\.Eng\.?|B\.Tech|BTech|BA|B\.A\.|BSN|BBA|BS|BCom)\b/],
  ['associate', /\bassociate[’']?s? degree\b|\bassociate of\b|\b(?:AAS|ASN)\b/i],
];

/** Every degree level named in a text. */
export function findDegreeLevels(text: string): DegreeLevel[] {
  const levels = new Set<DegreeLevel>();
  for (const [level, pattern] of LEVEL_PATTERNS) if (pattern.test(text)) levels.add(level);
  return [...levels];
}

/** The lowest level named ("BS/MS" asks for a bachelor's at least). */
export function lowestLevel(levels: DegreeLevel[]): DegreeLevel | null {
  return levels.length ? levels.reduce((a, b) => (DEGREE_RANK[a] <= DEGREE_RANK[b] ? a : b)) : null;
}

export function highestLevel(levels: DegreeLevel[]): DegreeLevel | null {
  return levels.length ? levels.reduce((a, b) => (DEGREE_RANK[a] >= DEGREE_RANK[b] ? a : b)) : null;
}

/** Fields of study named after "in"/"of": "Computer Science, Engineering, or a related field". */
export function findDegreeFields(text: string): string[] {
  const match =
    /\b(?:in|of)\s+((?:[A-Za-z&/,.-]+\s*){1,12}?)(?:\s*\(|\s+or\s+(?:a\s+)?(?:related|equivalent|similar|relevant)|\s+with\b|[.;:)]|$)/.exec(
      text.replace(/\b(?:bachelor|master)[’']?s?\s+of\s+(?:science|arts|engineering)\b/gi, 'degree'),
    );
  if (!match) return [];
  return match[1]!
    .split(/,|\bor\b|\band\b|\//i)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 1 && !/\b(?:related|relevant|similar|equivalent|experience|field|discipline)\b/.test(s));
}

/** True when the job mentions a generic technical field (STEM, quantitative, technical). */
export function isGenericTechnicalField(text: string): boolean {
  return /\b(?:stem|technical|quantitative|scientific)\s+(?:field|discipline|degree)/i.test(text);
}

const TECHNICAL_TERMS = [
  'comput',
  'scienc',
  'engineer',
  'math',
  'mathematic',
  'physic',
  'statistic',
  'informat',
  'data',
  'electr',
];

/** Does a resume degree text cover one of the job's fields? Term overlap on stems. */
export function matchesField(degreeText: string, fields: string[], genericTechnical: boolean): boolean {
  const terms = new Set(keyTerms(degreeText));
  if (fields.some((field) => keyTerms(field).length > 0 && keyTerms(field).every((t) => terms.has(t)))) return true;
  return genericTechnical && [...terms].some((t) => TECHNICAL_TERMS.some((p) => t.startsWith(p)));
}
