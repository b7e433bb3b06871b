import { findPlace, tokenizeWords } from './find-place.ts';
import type { ResolvedPlace } from './gazetteer.ts';
import {
  readJobType,
  readMinSalary,
  readRecency,
  readRemote,
  readSeniority,
  type JobType,
  type RemoteMode,
  type Seniority,
} from './query-filters.ts';

export interface QueryChip {
  kind: 'place' | 'remote' | 'minSalary' | 'seniority' | 'jobType' | 'postedWithinDays' | 'phrase' | 'spelling';
  label: string;
  value: string | number | ResolvedPlace;
}

/** What a plain-language job query asks for: words to rank by, and filters. */
export interface UnderstoodQuery {
  terms: string[];
  phrases: string[];
  place?: ResolvedPlace;
  remote?: RemoteMode;
  minSalary?: number;
  seniority?: Seniority;
  jobType?: JobType;
  postedWithinDays?: number;
  interpreted: QueryChip[];
}

/** Words that say "I want jobs" rather than what job: dropped from the ranking terms. */
const fillerWords = new Set(
  (
    "a an the and or of to in on at by for from with within near around based me my i im i'm we us our you your " +
    'job jobs role roles position positions opening openings vacancy vacancies opportunity opportunities career ' +
    'careers work working employment hiring hire hires want wanted looking look find show search searching need ' +
    'any some all that which who is are be please new area city town region salary pay paying paid per year years ' +
    'yr hour hourly month monthly week weekly annual annually posted post postings listing listings k plus over ' +
    'above least more than minimum min starting something anything'
  ).split(' '),
);

const termPattern = /\.?[a-z0-9][a-z0-9+#.]*/g;

function toTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [match] of text.matchAll(termPattern)) {
    const term = match.replace(/\.+$/, '');
    if (term && !fillerWords.has(term) && !/^\d+$/.test(term) && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

function describePlace(place: ResolvedPlace): string {
  return [place.city, place.region, place.country].filter(Boolean).join(', ');
}

const seniorityLabels: Record<Seniority, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};

/**
 * Reads a job query such as "senior react jobs in Berlin over 80k posted this week" into ranking
 * terms and filters. Steps, each removing the words it used: quoted phrases, recency, salary,
 * remote mode, job type, seniority, place; what is left, less filler words, becomes the terms.
 * Warm cost is a few regexes and map look-ups (well under 2 ms); the first call builds the city index.
 */
export function understandQuery(query: string, now: Date = new Date()): UnderstoodQuery {
  const understood: UnderstoodQuery = { terms: [], phrases: [], interpreted: [] };
  const chips = understood.interpreted;
  let text = query.slice(0, 500);

  text = text.replace(/"([^"]{2,80})"/g, (_whole, phrase: string) => {
    const clean = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
    if (clean && !understood.phrases.includes(clean)) understood.phrases.push(clean);
    chips.push({ kind: 'phrase', label: `"${clean}"`, value: clean });
    return ' ';
  });

  // Work on a lower-cased copy for the patterns but keep the cased text for place codes ("OR", "US").
  let lower = text.toLowerCase();
  const keepCase = (next: string): void => {
    if (next.length !== text.length) text = next;
    else text = Array.from({ length: next.length }, (_unused, i) => (next[i] === ' ' ? ' ' : text[i])).join('');
    lower = next;
  };

  const recency = readRecency(lower, now);
  if (recency.value) {
    understood.postedWithinDays = recency.value;
    chips.push({
      kind: 'postedWithinDays',
      label: recency.value === 1 ? 'Posted today' : `Posted in the last ${recency.value} days`,
      value: recency.value,
    });
    keepCase(recency.rest);
  }
  const salary = readMinSalary(lower);
  if (salary.value) {
    understood.minSalary = salary.value;
    chips.push({ kind: 'minSalary', label: `Salary ${salary.label}`, value: salary.value });
    keepCase(salary.rest);
  }
  const remote = readRemote(lower);
  if (remote.value) {
    understood.remote = remote.value;
    chips.push({
      kind: 'remote',
      label: { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' }[remote.value],
      value: remote.value,
    });
    keepCase(remote.rest);
  }
  const jobType = readJobType(lower);
  if (jobType.value) {
    understood.jobType = jobType.value;
    chips.push({ kind: 'jobType', label: jobType.value, value: jobType.value });
    keepCase(jobType.rest);
  }
  const seniority = readSeniority(lower);
  if (seniority.value) {
    understood.seniority = seniority.value;
    chips.push({ kind: 'seniority', label: seniorityLabels[seniority.value], value: seniority.value });
    keepCase(seniority.rest);
  }
  if (understood.jobType === 'internship' && !understood.seniority) understood.seniority = 'intern';
  if (understood.seniority === 'intern' && !understood.jobType) understood.jobType = 'internship';

  const tokens = tokenizeWords(text);
  const place = findPlace(tokens);
  let termText = lower;
  if (place) {
    understood.place = place.place;
    chips.push({ kind: 'place', label: describePlace(place.place), value: place.place });
    const from = tokens[place.start]!.offset;
    const last = tokens[place.end - 1]!;
    termText = lower.slice(0, from) + ' ' + lower.slice(last.offset + last.raw.length);
  }
  understood.terms = toTerms(termText);
  return understood;
}
