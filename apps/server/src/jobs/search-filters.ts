import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Seniority } from './query-filters.ts';
import type { UnderstoodQuery } from './understand-query.ts';

/** Places within this distance of the asked city count as "near" it. */
export const nearbyKm = 50;

/** Title words per seniority (matched case-insensitively inside the title). */
const seniorityWords: Record<Exclude<Seniority, 'mid'>, string[]> = {
  intern: ['intern'],
  junior: ['junior', 'jr.', 'jr ', 'graduate', 'entry'],
  senior: ['senior', 'sr.', 'sr '],
  lead: ['lead', 'staff'],
  principal: ['principal'],
};

export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * The filters of an understood query, as one WHERE expression over `jobs`.
 * On SQLite each column is written `+jobs.x`: that keeps the planner from picking a narrow index
 * for one filter and sorting thousands of wide rows; it walks the covering date index instead.
 */
export function buildFilters(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the jobs table is not typed here (see AnyKysely)
  eb: ExpressionBuilder<any, any>,
  query: UnderstoodQuery,
  now: Date,
  dialect: 'sqlite' | 'postgres',
): Expression<SqlBool> {
  const col = (name: string) => (dialect === 'sqlite' ? sql`+${sql.ref(`jobs.${name}`)}` : sql.ref(`jobs.${name}`));
  const filters: Expression<SqlBool>[] = [eb(col('state'), '=', 'open')];
  const place = query.place;
  if (place && query.remote === 'remote') {
    // Remote work "in Germany" means open to people there: match the country, or no country given.
    filters.push(eb.or([eb(col('country'), '=', place.country), eb(col('country'), 'is', null)]));
  } else if (place?.city && place.lat !== undefined && place.lon !== undefined) {
    // The same city, or a bounding box around it: slightly larger than a 50 km circle.
    const latSpan = nearbyKm / 111;
    const lonSpan = nearbyKm / (111 * Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)));
    filters.push(
      eb.or([
        eb.and([eb(col('city'), '=', place.city), eb(col('country'), '=', place.country)]),
        eb.and([
          eb(col('lat'), '>=', place.lat - latSpan),
          eb(col('lat'), '<=', place.lat + latSpan),
          eb(col('lon'), '>=', place.lon - lonSpan),
          eb(col('lon'), '<=', place.lon + lonSpan),
        ]),
      ]),
    );
  } else if (place) {
    filters.push(eb(col('country'), '=', place.country));
    if (place.region) filters.push(eb(col('region'), '=', place.region));
  }
  if (query.remote) filters.push(eb(col('remote'), '=', query.remote));
  if (query.minSalary) filters.push(eb(col('salary_yearly'), '>=', query.minSalary));
  if (query.jobType) filters.push(eb(col('job_type'), '=', query.jobType));
  const titleHasAny = (words: string[]) =>
    eb.or(words.map((word) => eb(eb.fn('lower', [col('title')]), 'like', `%${word}%`)));
  if (query.seniority === 'mid') filters.push(eb.not(titleHasAny(Object.values(seniorityWords).flat())));
  else if (query.seniority) filters.push(titleHasAny(seniorityWords[query.seniority]));
  if (query.postedWithinDays) filters.push(eb(col('date_posted'), '>=', daysBefore(now, query.postedWithinDays)));
  return eb.and(filters);
}
