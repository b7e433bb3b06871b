import { findSkills } from '../matching/find-skills.ts';

/** Share of a run's words that known skills must cover before the run is read as a list. */
const MIN_COVERED = 0.6;

/**
 * Skills written one after another with only spaces between them (`GCP Jenkins Azure AWS GitHub
 * Actions Terraform`): what a Word document keeps of a theme's tags, whose borders and padding were
 * the only marks between them. The run is cut where the skills vocabulary (matching/) finds names:
 * each name is one item, as many words as it has (`GitHub Actions`); words it does not know stay
 * together (`Domain-Driven Design`), except short capitals or three-letter words, which stand alone
 * (`SEO`, `Cro`). Words joined by a slash or a hyphen are never cut apart (`Agile/Scrum`). Only a
 * run of at least two known names covering most of its words is cut, and only into three items or
 * more, so a phrase (`Machine
 * Learning Engineering`) or a sentence naming a tool stays whole: null then. Limits: two unknown
 * names in a row read as one, and a word the vocabulary knows inside a longer unknown name (`Apache
 * Airflow` where only `Airflow` is known) is cut off it.
 */
export function splitByVocabulary(text: string): string[] | null {
  // A list with separators, a dash (`Toolkit – github.com/…`) or a link is no such run.
  if (/[,;|•·:()–—]|\s-\s|\.\p{L}{2,}\//u.test(text)) return null;
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  if (words.length < 2) return null;
  const mentions = findSkills(text);
  if (mentions.length < 2) return null;
  // The mention each word belongs to (-1: none), a word being wholly or partly inside it.
  const owner = words.map((w) => mentions.findIndex((m) => m.start < w.end && m.end > w.start));
  const covered = owner.filter((o) => o >= 0).length;
  if (covered / words.length < MIN_COVERED) return null;
  // Words go together while they share a key: their mention, or `unknown` for a run of words the
  // vocabulary does not know; a short unknown word has a key of its own.
  const items: string[] = [];
  let key = '';
  words.forEach((word, k) => {
    const o = owner[k]!;
    // A joining word or a mark alone between names joins them; it names nothing (`Git and
    // GitHub`, `HTML / CSS`).
    if (o < 0 && (/^(?:and|or|&|und|et|y)$/i.test(word.text) || !/[\p{L}\d]/u.test(word.text))) {
      key = '';
      return;
    }
    const alone = o < 0 && /^(?:\p{Lu}[\p{Lu}\d]{1,4}|\p{L}{2,3})$/u.test(word.text);
    const wordKey = o >= 0 ? `skill ${o}` : alone ? `alone ${k}` : 'unknown';
    if (wordKey === key) items[items.length - 1] += ` ${word.text}`;
    else items.push(word.text);
    key = wordKey;
  });
  // Two names may be one (`DCF Valuation`): a run is cut only into three items or more.
  return items.length >= 3 ? items : null;
}
