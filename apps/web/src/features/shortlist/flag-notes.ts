/** What each flag of a shortlist result means, as the sentence the table shows (flags come from rank.ts). */
const FLAG_NOTES: Record<string, string> = {
  missing_must_have: 'Lacks at least one must-have requirement.',
  degree_missing: 'Does not show the degree the job requires.',
  below_min_years: 'Has fewer years of relevant experience than the job asks for.',
  keyword_stuffing: 'Lists many keywords with little evidence behind them.',
  location_mismatch: 'Is based somewhere other than the job’s location.',
  location_unknown: 'Does not say where they are based.',
  no_text: 'No readable text was found in this file.',
  duplicate: 'Same e-mail or phone as another resume in this batch.',
  unreadable: 'This file could not be read.',
};

/** A flag as a sentence; an unknown flag still reads as words ("some_new_flag" -> "Some new flag."). */
export function describeFlag(flag: string): string {
  const known = FLAG_NOTES[flag];
  if (known) return known;
  const words = flag.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}.` : '';
}
