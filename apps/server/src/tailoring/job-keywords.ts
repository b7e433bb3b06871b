import { findSkills } from '../matching/find-skills.ts';
import { ACTION_VERBS, GENERIC_WORDS, STOPWORDS, stemWord } from './stem-words.ts';

/** A vocabulary skill the job asks for, in the job's own wording. */
export interface JobSkill {
  skill: string;
  written: string;
  /** The vocabulary's spelling of the job's term. */
  alias: string;
  weight: number;
}

/** A key phrase of the job (one or two meaningful words) and the stems that must meet in one line. */
export interface JobPhrase {
  phrase: string;
  stems: string[];
  weight: number;
}

export interface JobKeywords {
  skills: JobSkill[];
  phrases: JobPhrase[];
}

const MAX_PHRASES = 10;
const MUST_HAVE = /\b(required|require|must|essential|mandatory|need to have|you have|you bring|requirements?)\b/i;

const REQUIREMENTS_HEADING =
  /^\W*(requirements|qualifications|must[- ]haves?|what you (bring|have|need)|you have|about you|skills)\b[^.]*:?\s*$/i;
const OPTIONAL = /\b(nice[- ]to[- ]have|bonus|preferred|desirable|a plus|benefits|perks|what we offer)\b/i;

let lastJob: { text: string; keywords: JobKeywords } | undefined;

/**
 * The skills and key phrases of a job description, each weighted: a skill counts 2, or 3 when the
 * job names it twice or on a line that says it is required; a phrase counts 1, or 2 when repeated.
 * The result for the last description is kept, since one request scores and tailors the same job.
 */
export function extractJobKeywords(jobDescription: string): JobKeywords {
  if (lastJob?.text === jobDescription) return lastJob.keywords;
  const keywords = { skills: extractSkills(jobDescription), phrases: extractPhrases(jobDescription) };
  lastJob = { text: jobDescription, keywords };
  return keywords;
}

function extractSkills(text: string): JobSkill[] {
  const bySkill = new Map<
    string,
    { written: Map<string, number>; alias: Map<string, string>; count: number; required: boolean; first: number }
  >();
  const lines = text.split(/\n|(?<=[.;])\s/);
  let offset = 0;
  let isInRequirements = false;
  for (const line of lines) {
    // A "Requirements:" heading makes the lines under it required, until a "nice to have" heading.
    if (REQUIREMENTS_HEADING.test(line)) isInRequirements = true;
    if (/^\W*(nice|bonus|preferred|desirable|benefits|perks|what we offer)/i.test(line)) isInRequirements = false;
    for (const mention of findSkills(line)) {
      const entry = bySkill.get(mention.skill) ?? {
        written: new Map<string, number>(),
        alias: new Map<string, string>(),
        count: 0,
        required: false,
        first: offset + mention.start,
      };
      entry.count += 1;
      entry.required ||= (isInRequirements && !OPTIONAL.test(line)) || MUST_HAVE.test(line);
      entry.written.set(mention.written, (entry.written.get(mention.written) ?? 0) + 1);
      entry.alias.set(mention.written, mention.alias);
      bySkill.set(mention.skill, entry);
    }
    offset += line.length + 1;
  }
  return [...bySkill.entries()]
    .map(([skill, entry]) => {
      // The job's most frequent spelling is the one the resume mirrors.
      const written = [...entry.written.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      const weight = entry.count > 1 || entry.required ? 3 : 2;
      return { skill, written, alias: entry.alias.get(written) ?? written, weight, first: entry.first };
    })
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .map(({ skill, written, alias, weight }) => ({ skill, written, alias, weight }));
}

const LIST_ITEM = /^\s*(?:[-•*·▪–]|\d+[.)])\s+/;

/**
 * The lines that state duties and requirements: the list items when the job has at least three,
 * since the prose around them is mostly about the employer ("Fintrail builds payment
 * infrastructure"); otherwise every line. Known limit: a job written wholly as prose keeps its
 * company blurb.
 */
function selectDutyLines(text: string): { text: string; isListItem: boolean }[] {
  const lines = text
    .split('\n')
    .map((line) => ({ text: line.replace(LIST_ITEM, ''), isListItem: LIST_ITEM.test(line) }));
  const items = lines.filter((line) => line.isListItem);
  return items.length >= 3 ? items : lines;
}

/**
 * Key phrases: runs of meaningful words between punctuation, stopwords and skill names; every
 * adjacent pair is a candidate, and single words count only when the job repeats them. Ranked by
 * how often the job uses them, then by first appearance. Known limit: it cannot tell a duty
 * ("incident response") from filler that slipped past GENERIC_WORDS ("dynamic setting").
 */
function extractPhrases(text: string): JobPhrase[] {
  let masked = text;
  for (const mention of findSkills(text).reverse()) {
    masked = `${masked.slice(0, mention.start)} | ${masked.slice(mention.end)}`;
  }
  const pairs = new Map<string, { phrase: string; stems: string[]; count: number; first: number }>();
  const singles = new Map<string, { phrase: string; count: number; first: number }>();
  let position = 0;
  const addRun = (run: string[], startsDuty: boolean) => {
    run.forEach((word, i) => {
      const stem = stemWord(word);
      const single = singles.get(stem) ?? { phrase: word, count: 0, first: position };
      single.count += 1;
      singles.set(stem, single);
      const next = run[i + 1];
      // "Plan inbound shipments": the verb that opens a duty is not part of its key phrase.
      const isOpeningVerb = i === 0 && startsDuty;
      if (next === undefined || isOpeningVerb || ACTION_VERBS.has(word)) return;
      const stems = [stem, stemWord(next)];
      const key = stems.join(' ');
      const pair = pairs.get(key) ?? { phrase: `${word} ${next}`, stems, count: 0, first: position };
      pair.count += 1;
      pairs.set(key, pair);
    });
  };
  for (const line of selectDutyLines(masked)) {
    line.text.split(/[|.,;:!?()[\]{}•·*"“”/\u2013\u2014]+|\s-\s/).forEach((segment, segmentIndex) => {
      const words = segment.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
      let run: string[] = [];
      let runStart = 0;
      words.forEach((original, index) => {
        position += 1;
        const word = original.toLowerCase();
        // A capital inside a sentence marks a name (the employer, a product), not a duty.
        const isName = index > 0 && /^\p{Lu}/u.test(original);
        const isMeaningful =
          !isName && !STOPWORDS.has(word) && !GENERIC_WORDS.has(word) && /\p{L}{3,}/u.test(word) && !/^\d/.test(word);
        if (isMeaningful) {
          if (!run.length) runStart = index;
          run.push(word);
          return;
        }
        addRun(run, line.isListItem && segmentIndex === 0 && runStart === 0);
        run = [];
      });
      addRun(run, line.isListItem && segmentIndex === 0 && runStart === 0);
    });
  }
  const byRank = <T extends { count: number; first: number }>(a: T, b: T) => b.count - a.count || a.first - b.first;
  const chosen = [...pairs.values()].sort(byRank).slice(0, 6);
  const covered = new Set(chosen.flatMap((p) => p.stems));
  const repeated = [...singles.entries()]
    .filter(([stem, single]) => single.count >= 2 && !covered.has(stem) && !ACTION_VERBS.has(single.phrase))
    .map(([stem, single]) => ({ phrase: single.phrase, stems: [stem], count: single.count, first: single.first }))
    .sort(byRank);
  return [...chosen, ...repeated]
    .slice(0, MAX_PHRASES)
    .map((p) => ({ phrase: p.phrase, stems: p.stems, weight: p.count > 1 ? 2 : 1 }));
}
