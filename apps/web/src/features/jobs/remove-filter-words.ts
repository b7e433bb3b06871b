import type { InterpretedFilter } from './search-jobs-api.ts';

/**
 * The words that produced each kind of filter, mirroring the server's query readers
 * (apps/server/src/jobs/query-filters.ts). The chip carries only kind, label and value, not the
 * span it came from, so the client finds the span again. Limit: a phrasing the server learns later
 * is not removed here until it is added to this table; then the chip's label words are tried instead.
 */
const KIND_PATTERNS: Record<string, Record<string, RegExp> | RegExp> = {
  remote: {
    remote: /\b(?:fully\s+)?remote(?:ly)?\b|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\btelecommut\w*|\banywhere\b/gi,
    hybrid: /\bhybrid\b/gi,
    onsite: /\bon[- ]?site\b|\bin[- ](?:the[- ])?office\b|\bin[- ]person\b/gi,
  },
  jobType: {
    'full-time': /\bfull[- ]?time\b|\bpermanent\b/gi,
    'part-time': /\bpart[- ]?time\b/gi,
    contract: /\bcontract(?:or|ing|s)?\b|\bfreelance(?:r|rs)?\b/gi,
    internship: /\binternships?\b/gi,
    temporary: /\btemporary\b|\btemp\b|\bseasonal\b/gi,
  },
  seniority: {
    intern: /\binterns?\b/gi,
    junior: /\bjunior\b|\bjr\b\.?|\bentry[- ]level\b|\bgraduate\b|\bnew\s+grads?\b/gi,
    mid: /\bmid[- ]level\b|\bintermediate\b|\bmid\b/gi,
    senior: /\bsenior\b|\bsr\b\.?/gi,
    lead: /\bteam\s+lead\b|\blead\b|\bstaff\b/gi,
    principal: /\bprincipal\b/gi,
  },
  postedWithinDays:
    /(?:\bposted\s+)?(?:\b(?:with)?in\s+the\s+)?(?:\b(?:last|past)\s+\d{1,3}\s+(?:days?|weeks?|months?)\b|\bsince\s+\w+day\b|\btoday\b|\b(?:last|past)\s+24\s*h(?:ou)?rs?\b|\byesterday\b|\b(?:this|last|past)\s+(?:week|7\s+days|fortnight|month)\b|\brecently\s+posted\b|\brecent\b|\blatest\b)/gi,
  minSalary:
    /(?:\b(?:over|above|more than|at least|min(?:imum)?|from|starting at|paying|pays|salary|earning|earn)\s*)?(?:[$£€]|\b(?:usd|eur|gbp)\s?)?\d[\d,.]*\s?[km]?\b\s?\+?(?:\s?(?:usd|eur|gbp|dollars|euros|pounds)\b)?(?:\s?(?:\/|\bper\b|\ban?\b)\s?(?:hour|hr|h|day|week|wk|month|mo|year|yr|annum)s?\b)?/gi,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function placeNames(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const place = value as Record<string, unknown>;
  return ['city', 'region', 'country']
    .map((key) => place[key])
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}

function removeWords(query: string, words: string[]): string {
  let next = query;
  for (const word of words) {
    // A place usually follows "in", "near" or "around"; that word goes with it.
    next = next.replace(
      new RegExp(String.raw`(?:\b(?:in|near|around|based in)\s+)?\b${escapeRegExp(word)}\b`, 'gi'),
      ' ',
    );
  }
  return next;
}

function removeByPattern(query: string, filter: InterpretedFilter): string | null {
  const patterns = KIND_PATTERNS[filter.kind];
  if (!patterns) return null;
  const pattern = patterns instanceof RegExp ? patterns : patterns[String(filter.value)];
  if (!pattern) return null;
  if (filter.kind !== 'minSalary') return query.replace(pattern, ' ');
  // Only a number with a sign of money is a salary (as on the server): keep "5 years" in the query.
  return query.replace(pattern, (match) =>
    /[$£€+km/]|usd|eur|gbp|per|over|above|least|from|pay|salary|earn/i.test(match) ? ' ' : match,
  );
}

/** The query without the words that produced one interpreted filter, whitespace tidied. */
export function removeFilterWords(query: string, filter: InterpretedFilter): string {
  let next: string;
  if (filter.kind === 'phrase') {
    next = query.replace(
      new RegExp(String.raw`"\s*${escapeRegExp(String(filter.value)).replace(/\s+/g, '\\s+')}\s*"`, 'gi'),
      ' ',
    );
  } else if (filter.kind === 'place') {
    next = removeWords(query, placeNames(filter.value));
  } else {
    next = removeByPattern(query, filter) ?? query;
  }
  if (next === query)
    next = removeWords(
      query,
      filter.label
        .replace(/["+]/g, ' ')
        .split(/[\s,]+/)
        .filter((w) => w.length > 1),
    );
  return next.replace(/\s+/g, ' ').trim();
}
