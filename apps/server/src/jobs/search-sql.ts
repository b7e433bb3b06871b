import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { expandTerms, searchWeights, toFtsMatch, toTsQuery } from './search-terms.ts';
import type { UnderstoodQuery } from './understand-query.ts';
import type { Seniority } from './query-filters.ts';

export type SearchDialect = 'sqlite' | 'postgres';

/** One search result: the columns a result list and the job page need, and the rank score. */
export interface JobSearchRow {
  id: number;
  portal: string;
  job_id: string;
  title: string;
  company: string;
  job_type: string | null;
  description_text: string;
  skills: string;
  location: string | null;
  city: string | null;
  country: string | null;
  remote: string | null;
  salary_yearly: number | null;
  salary_text: string | null;
  date_posted: string;
  portal_link: string | null;
  source: string | null;
  score: number;
}

/** Places within this distance of the asked city count as "near" it. */
export const nearbyKm = 50;

/**
 * Creates the companies and jobs tables and the full-text index: on SQLite an FTS5 table over a
 * view (external content, so text is stored once) kept in sync by triggers; on PostgreSQL a stored
 * generated tsvector (title A, skills B, description C) with a GIN index.
 */
export async function createJobTables(db: Kysely<any>, dialect: SearchDialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const realType = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('companies')
    .ifNotExists()
    .addColumn('id', idType, (col) => (dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .execute();
  let jobs = db.schema
    .createTable('jobs')
    .ifNotExists()
    .addColumn('id', idType, (col) => (dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('portal', 'text', (col) => col.notNull())
    .addColumn('job_id', 'text', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('job_type', 'text')
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('description_text', 'text', (col) => col.notNull())
    .addColumn('skills', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text')
    .addColumn('city', 'text')
    .addColumn('region', 'text')
    .addColumn('country', 'text')
    .addColumn('lat', realType)
    .addColumn('lon', realType)
    .addColumn('remote', 'text', (col) => col.check(sql`remote in ('remote', 'hybrid', 'onsite')`))
    .addColumn('salary_yearly', 'integer')
    .addColumn('salary_text', 'text')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('date_posted', 'text', (col) => col.notNull())
    .addColumn('portal_link', 'text')
    .addColumn('source', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('jobs_portal_job_id_unique', ['portal', 'job_id']);
  if (dialect === 'postgres') {
    jobs = jobs.addColumn('search_vector', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(skills, '')), 'B') || setweight(to_tsvector('english', coalesce(description_text, '')), 'C')`,
        )
        .stored(),
    );
  }
  await jobs.execute();
  await db.schema.createIndex('jobs_date_posted_idx').ifNotExists().on('jobs').column('date_posted').execute();
  await db.schema.createIndex('jobs_city_idx').ifNotExists().on('jobs').columns(['country', 'city']).execute();
  await db.schema.createIndex('jobs_lat_idx').ifNotExists().on('jobs').columns(['lat', 'lon']).execute();
  if (dialect === 'postgres') {
    await sql`create index if not exists jobs_search_idx on jobs using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create view if not exists jobs_fts_source as select id, title, skills, description_text as description from jobs`.execute(db);
  await sql`create virtual table if not exists jobs_fts using fts5(title, skills, description, content='jobs_fts_source', content_rowid='id', tokenize='porter unicode61')`.execute(db);
  const insertNew = sql`insert into jobs_fts(rowid, title, skills, description) values (new.id, new.title, new.skills, new.description_text);`;
  const deleteOld = sql`insert into jobs_fts(jobs_fts, rowid, title, skills, description) values ('delete', old.id, old.title, old.skills, old.description_text);`;
  await sql`create trigger if not exists jobs_fts_insert after insert on jobs begin ${insertNew} end`.execute(db);
  await sql`create trigger if not exists jobs_fts_delete after delete on jobs begin ${deleteOld} end`.execute(db);
  await sql`create trigger if not exists jobs_fts_update after update of title, skills, description_text on jobs begin ${deleteOld} ${insertNew} end`.execute(db);
}

/** Title words per seniority (matched case-insensitively inside the title). */
const seniorityWords: Record<Exclude<Seniority, 'mid'>, string[]> = {
  intern: ['intern'],
  junior: ['junior', 'jr.', 'jr ', 'graduate', 'entry'],
  senior: ['senior', 'sr.', 'sr '],
  lead: ['lead', 'staff'],
  principal: ['principal'],
};

function titleHasAny(eb: ExpressionBuilder<any, any>, words: string[]): Expression<SqlBool> {
  return eb.or(words.map((word) => eb(eb.fn('lower', ['jobs.title']), 'like', `%${word}%`)));
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/** The filters of an understood query, as one WHERE expression over `jobs`. */
function buildFilters(eb: ExpressionBuilder<any, any>, query: UnderstoodQuery, now: Date): Expression<SqlBool> {
  const filters: Expression<SqlBool>[] = [eb('jobs.state', '=', 'open')];
  const place = query.place;
  if (place && query.remote === 'remote') {
    // Remote work "in Germany" means open to people there: match the country, or no country given.
    filters.push(eb.or([eb('jobs.country', '=', place.country), eb('jobs.country', 'is', null)]));
  } else if (place?.city && place.lat !== undefined && place.lon !== undefined) {
    // A bounding box around the city: cheap on an index, slightly larger than a 50 km circle.
    const latSpan = nearbyKm / 111;
    const lonSpan = nearbyKm / (111 * Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)));
    filters.push(
      eb.or([
        eb.and([eb('jobs.city', '=', place.city), eb('jobs.country', '=', place.country)]),
        eb.and([
          eb('jobs.lat', '>=', place.lat - latSpan),
          eb('jobs.lat', '<=', place.lat + latSpan),
          eb('jobs.lon', '>=', place.lon - lonSpan),
          eb('jobs.lon', '<=', place.lon + lonSpan),
        ]),
      ]),
    );
  } else if (place) {
    filters.push(eb('jobs.country', '=', place.country));
    if (place.region) filters.push(eb('jobs.region', '=', place.region));
  }
  if (query.remote) filters.push(eb('jobs.remote', '=', query.remote));
  if (query.minSalary) filters.push(eb('jobs.salary_yearly', '>=', query.minSalary));
  if (query.jobType) filters.push(eb('jobs.job_type', '=', query.jobType));
  if (query.seniority === 'mid') {
    filters.push(eb.not(titleHasAny(eb, Object.values(seniorityWords).flat())));
  } else if (query.seniority) {
    filters.push(titleHasAny(eb, seniorityWords[query.seniority]));
  }
  if (query.postedWithinDays) filters.push(eb('jobs.date_posted', '>=', daysBefore(now, query.postedWithinDays)));
  return eb.and(filters);
}

const resultColumns = [
  'jobs.id', 'jobs.portal', 'jobs.job_id', 'jobs.title', 'jobs.company', 'jobs.job_type', 'jobs.description_text',
  'jobs.skills', 'jobs.location', 'jobs.city', 'jobs.country', 'jobs.remote', 'jobs.salary_yearly',
  'jobs.salary_text', 'jobs.date_posted', 'jobs.portal_link', 'jobs.source',
] as const;

/** Postings from the last week rank 15% higher, from the last month 5%: fresh jobs are likelier still open. */
function recencyBoost(now: Date) {
  return sql<number>`(case when jobs.date_posted >= ${daysBefore(now, 7)} then 1.15 when jobs.date_posted >= ${daysBefore(now, 30)} then 1.05 else 1.0 end)`;
}

async function runRanked(db: Kysely<any>, dialect: SearchDialect, query: UnderstoodQuery, groups: string[][][], any: boolean, limit: number, now: Date) {
  const { title, skills, description } = searchWeights;
  if (dialect === 'sqlite') {
    // bm25() is negative (more negative = better): multiplying by the boost keeps ascending order right.
    const score = sql<number>`bm25(jobs_fts, ${sql.lit(title)}, ${sql.lit(skills)}, ${sql.lit(description)}) * ${recencyBoost(now)}`;
    const rows = await db
      .selectFrom('jobs_fts')
      .innerJoin('jobs', 'jobs.id', 'jobs_fts.rowid')
      .select([...resultColumns, sql<number>`-(${score})`.as('score')])
      .where(sql<SqlBool>`jobs_fts match ${toFtsMatch(groups, any)}`)
      .where((eb) => buildFilters(eb, query, now))
      .orderBy(score)
      .orderBy('jobs.id')
      .limit(limit)
      .execute();
    return rows as JobSearchRow[];
  }
  // ts_rank_cd weights are listed {D, C, B, A}; scaled so that A:B:C match the FTS5 column weights.
  const weights = `{0, ${description / title}, ${skills / title}, 1}`;
  const tsQuery = sql`to_tsquery('english', ${toTsQuery(groups, any)})`;
  const score = sql<number>`ts_rank_cd(${weights}::float4[], jobs.search_vector, ${tsQuery}, 1) * ${recencyBoost(now)}`;
  const rows = await db
    .selectFrom('jobs')
    .select([...resultColumns, score.as('score')])
    .where(sql<SqlBool>`jobs.search_vector @@ ${tsQuery}`)
    .where((eb) => buildFilters(eb, query, now))
    .orderBy(score, 'desc')
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
  return rows as JobSearchRow[];
}

/**
 * Searches open jobs: filters from the understood query, ranked by weighted BM25 (SQLite) or
 * ts_rank_cd (PostgreSQL) with a small recency boost. All words must match; when that finds
 * nothing, any word may match. With no words, the newest matching postings come first.
 */
export async function searchJobs(
  db: Kysely<any>,
  dialect: SearchDialect,
  query: UnderstoodQuery,
  options: { limit?: number; now?: Date } = {},
): Promise<JobSearchRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const now = options.now ?? new Date();
  const groups = expandTerms(query.terms, query.phrases);
  if (groups.length === 0) {
    const rows = await db
      .selectFrom('jobs')
      .select([...resultColumns, sql<number>`0`.as('score')])
      .where((eb) => buildFilters(eb, query, now))
      .orderBy('jobs.date_posted', 'desc')
      .orderBy('jobs.id')
      .limit(limit)
      .execute();
    return rows as JobSearchRow[];
  }
  const rows = await runRanked(db, dialect, query, groups, false, limit, now);
  if (rows.length > 0 || groups.length === 1) return rows;
  return runRanked(db, dialect, query, groups, true, limit, now);
}
