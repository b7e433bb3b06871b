/**
 * Word-level helpers shared by requirement extraction, evidence search and BM25.
 * Stemming is deliberately crude (plural, -ing, -ed, trailing e): it only has to map a job
 * description's word and a resume's word to the same key, not to produce real stems. Limits:
 * irregular forms (led/lead, built/build) stay apart.
 */
import { findSkills } from './find-skills.ts';

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be been being below between both but by can could did do does doing
  down during each etc few for from further had has have having he her here hers him his how i if in into is it its itself just
  me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their
  them then there these they this those through to too under until up very was we were what when where which while who whom why
  will with would you your yours within across per via using use used including include includes e.g i.e well able new based`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words every job ad and resume uses; they carry no signal about fit. */
const GENERIC = new Set(
  `experience experienced years year work working worked strong excellent good great ability able skills skill knowledge
  understanding familiarity familiar proficiency proficient solid proven track record plus preferred required requirements
  must nice bonus ideal candidate role position team teams join looking opportunity company responsibilities qualifications
  environment related field degree equivalent hands-on hands demonstrated minimum least professional relevant you'll we're
  we'll highly preferably one two three four five six seven eight nine ten`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[a-z0-9][a-z0-9+#'’.-]*[a-z0-9+#]|[a-z0-9]/g;

/** Crude stem: lower case, strip plural, -ing, -ed and a final e. */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, '');
  if (w.length <= 3 || /[^a-z]/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a text, in order. */
export function splitWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word) || GENERIC.has(word);
}

/** Content words, stemmed, in order (duplicates kept for term frequency). */
export function contentTerms(text: string): string[] {
  return splitWords(text)
    .filter((w) => !isStopword(w) && !/^\d+$/.test(w))
    .map(stemWord);
}

/** Terms for BM25: content words plus one `skill:<canonical>` token per skill mention. */
export function indexTerms(text: string): string[] {
  const skills = findSkills(text).map((m) => `skill:${m.skill.toLowerCase()}`);
  return [...contentTerms(text), ...skills];
}

/** Distinct key terms of a requirement sentence (for lines the vocabulary does not cover). */
export function keyTerms(text: string): string[] {
  return [...new Set(contentTerms(text).filter((t) => t.length > 2))];
}
