/**
 * A search never answers nothing when dropping one understood filter would find something: the
 * filters are tried away one at a time, least telling first (seniority, job type, recency, salary,
 * remote mode, place), and the first that finds postings is dropped; its chip then says so. Only
 * one filter is relaxed, so the answer stays close to what was asked.
 */
import type { QueryChip, UnderstoodQuery } from './understand-query.ts';

type FilterKind = Exclude<QueryChip['kind'], 'phrase' | 'spelling'>;
const RELAX_ORDER: FilterKind[] = ['seniority', 'jobType', 'postedWithinDays', 'minSalary', 'remote', 'place'];
const FIELD: Record<FilterKind, keyof UnderstoodQuery> = {
  seniority: 'seniority',
  jobType: 'jobType',
  postedWithinDays: 'postedWithinDays',
  minSalary: 'minSalary',
  remote: 'remote',
  place: 'place',
};

/** Runs `search`; on no results, retries without one filter at a time and marks the relaxed chip. */
export async function searchRelaxingOneFilter<Row>(
  understood: UnderstoodQuery,
  search: (query: UnderstoodQuery) => Promise<Row[]>,
): Promise<{ rows: Row[]; interpreted: QueryChip[] }> {
  const rows = await search(understood);
  if (rows.length > 0) return { rows, interpreted: understood.interpreted };
  for (const kind of RELAX_ORDER) {
    if (understood[FIELD[kind]] === undefined) continue;
    const relaxed: UnderstoodQuery = { ...understood, [FIELD[kind]]: undefined };
    // An internship query sets both seniority and job type: relaxing one relaxes its twin.
    if (kind === 'seniority' && understood.seniority === 'intern') relaxed.jobType = undefined;
    const found = await search(relaxed);
    if (found.length === 0) continue;
    const interpreted = understood.interpreted.map((chip) =>
      chip.kind === kind ? { ...chip, label: `${chip.label} (none found, not applied)` } : chip,
    );
    return { rows: found, interpreted };
  }
  return { rows, interpreted: understood.interpreted };
}
