import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Seniority } from './query-filters.ts';
import type { UnderstoodQuery } from './understand-query.ts';
import { citySpellings, type ResolvedPlace } from './gazetteer.ts';

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

/**
 * A posting whose location line was not understood when stored (no coordinates and no country:
 * "Atlanta Metropolitan Area" before metro names were read) and names the city in any of its
 * spellings. Both columns are in the covering index, so only such rows are read for their text.
 */
function namesCityWithoutCoordinates(place: ResolvedPlace, col: (name: string) => ReturnType<typeof sql>) {
  let words = sql<string>`lower(${col('location')})`;
  for (const mark of [',', '/', '-', '(', ')', '.', '&', ':', '|'])
    words = sql<string>`replace(${words}, ${mark}, ' ')`;
  for (let i = 0; i < 2; i++) words = sql<string>`replace(${words}, '  ', ' ')`;
  const padded = sql<string>`(' ' || ${words} || ' ')`;
  const likes = citySpellings(place.city!).map((name) => sql<SqlBool>`${padded} like ${`% ${name} %`}`);
  return sql<SqlBool>`(${col('lat')} is null and ${col('country')} is null and (${sql.join(likes, sql` or `)}))`;
}

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
        namesCityWithoutCoordinates(place, col),
      ]),
    );
  } else if (place) {
    filters.push(eb(col('country'), '=', place.country));
    if (place.region) filters.push(eb(col('region'), '=', place.region));
  }
  // A posting that says nothing about what a filter asks (no salary, no job type, no seniority in
  // its title) is kept and ranked lower (see `filterFitBoost`); only one that says otherwise is excluded.
  if (query.remote) filters.push(eb.or([eb(col('remote'), '=', query.remote), eb(col('remote'), 'is', null)]));
  if (query.minSalary)
    filters.push(eb.or([eb(col('salary_yearly'), '>=', query.minSalary), eb(col('salary_yearly'), 'is', null)]));
  if (query.jobType) filters.push(eb.or([eb(col('job_type'), '=', query.jobType), eb(col('job_type'), 'is', null)]));
  const titleHasAny = (words: string[]) =>
    eb.or(words.map((word) => eb(eb.fn('lower', [col('title')]), 'like', `%${word}%`)));
  const anySeniority = Object.values(seniorityWords).flat();
  if (query.seniority === 'mid') filters.push(eb.not(titleHasAny(anySeniority)));
  else if (query.seniority)
    filters.push(eb.or([titleHasAny(seniorityWords[query.seniority]), eb.not(titleHasAny(anySeniority))]));
  if (query.postedWithinDays) filters.push(eb(col('date_posted'), '>=', daysBefore(now, query.postedWithinDays)));
  return eb.and(filters);
}

/** The sort key's factor for each asked filter a posting has no data for. */
const NO_DATA_FACTOR = 0.85;
/** The sort key's factor for a posting near the asked city rather than in it. */
const NEARBY_FACTOR = 0.9;

/**
 * A sort key (1 or less) for how well a posting fits the asked filters: each asked filter it has no
 * data for multiplies by NO_DATA_FACTOR, and a posting near the asked city rather than in it by
 * NEARBY_FACTOR; sorting by it first puts postings that state what was asked first.
 */
export function filterFitBoost(query: UnderstoodQuery) {
  const factors: ReturnType<typeof sql<number>>[] = [];
  const missing = (condition: ReturnType<typeof sql>) =>
    factors.push(sql<number>`(case when ${condition} then ${sql.lit(NO_DATA_FACTOR)} else 1.0 end)`);
  const place = query.place;
  if (place?.city && query.remote !== 'remote') {
    // The asked city itself before the places around it ("new york": New York, NY before Newark).
    const inCity = sql`(jobs.city = ${place.city} or ${namesCityWithoutCoordinates(place, (name) => sql.ref(`jobs.${name}`))})`;
    factors.push(sql<number>`(case when ${inCity} then 1.0 else ${sql.lit(NEARBY_FACTOR)} end)`);
  }
  if (query.remote) missing(sql`jobs.remote is null`);
  if (query.minSalary) missing(sql`jobs.salary_yearly is null`);
  if (query.jobType) missing(sql`jobs.job_type is null`);
  if (query.seniority && query.seniority !== 'mid') {
    const words = seniorityWords[query.seniority].map((word) => sql`lower(jobs.title) like ${`%${word}%`}`);
    missing(sql`not (${sql.join(words, sql` or `)})`);
  }
  // PostgreSQL refuses a constant sort key, so no asked filter means no key at all.
  return factors.length ? sql<number>`(${sql.join(factors, sql` * `)})` : null;
}
