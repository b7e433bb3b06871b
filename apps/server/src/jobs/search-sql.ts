import { sql, type Kysely, type SqlBool } from 'kysely';
import { expandTerms, searchWeights, toFtsMatch, toTsQuery } from './search-terms.ts';
import type { UnderstoodQuery } from './understand-query.ts';
import { buildFilters, daysBefore, filterFitBoost } from './search-filters.ts';

export type SearchDialect = 'sqlite' | 'postgres';

/**
 * The database handle: untyped on purpose, since the DB layer passes its own Kysely instance
 * (with its own table types) and these queries name only the jobs tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyKysely = Kysely<any>;

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

/**
 * Creates the companies and jobs tables and the full-text index: on SQLite an FTS5 table over a
 * view (external content, so text is stored once) kept in sync by triggers; on PostgreSQL a stored
 * generated tsvector (title A, skills B, description C) with a GIN index.
 */
export async function createJobTables(db: AnyKysely, dialect: SearchDialect): Promise<void> {
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
    // Long text last: SQLite reads a row's columns in order, so filters on the short columns
    // above never have to walk a description's overflow pages.
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('description_text', 'text', (col) => col.notNull())
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
  await db.schema.createIndex('jobs_city_idx').ifNotExists().on('jobs').columns(['country', 'city']).execute();
  // Covers every filter column, newest first: filtering and date ordering read this small index and
  // touch the wide job rows (long descriptions) only for the rows returned.
  await db.schema
    .createIndex('jobs_filter_idx')
    .ifNotExists()
    .on('jobs')
    .columns([
      'date_posted',
      'state',
      'country',
      'city',
      'region',
      'lat',
      'lon',
      'remote',
      'job_type',
      'salary_yearly',
      'title',
    ])
    .execute();
  if (dialect === 'postgres') {
    await sql`create index if not exists jobs_search_idx on jobs using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create view if not exists jobs_fts_source as select id, title, skills, description_text as description from jobs`.execute(
    db,
  );
  await sql`create virtual table if not exists jobs_fts using fts5(title, skills, description, content='jobs_fts_source', content_rowid='id', tokenize='porter unicode61')`.execute(
    db,
  );
  const insertNew = sql`insert into jobs_fts(rowid, title, skills, description) values (new.id, new.title, new.skills, new.description_text);`;
  const deleteOld = sql`insert into jobs_fts(jobs_fts, rowid, title, skills, description) values ('delete', old.id, old.title, old.skills, old.description_text);`;
  await sql`create trigger if not exists jobs_fts_insert after insert on jobs begin ${insertNew} end`.execute(db);
  await sql`create trigger if not exists jobs_fts_delete after delete on jobs begin ${deleteOld} end`.execute(db);
  await sql`create trigger if not exists jobs_fts_update after update of title, skills, description_text on jobs begin ${deleteOld} ${insertNew} end`.execute(
    db,
  );
}

const resultColumns = [
  'jobs.id',
  'jobs.portal',
  'jobs.job_id',
  'jobs.title',
  'jobs.company',
  'jobs.job_type',
  'jobs.description_text',
  'jobs.skills',
  'jobs.location',
  'jobs.city',
  'jobs.country',
  'jobs.remote',
  'jobs.salary_yearly',
  'jobs.salary_text',
  'jobs.date_posted',
  'jobs.portal_link',
  'jobs.source',
] as const;

/** Above this many full-text matches a query is "broad" (see searchBroadSqlite). */
export const broadMatchCount = 5000;

/** Postings from the last week rank 15% higher, from the last month 5%: fresh jobs are likelier still open. */
function recencyBoost(now: Date) {
  return sql<number>`(case when jobs.date_posted >= ${daysBefore(now, 7)} then 1.15 when jobs.date_posted >= ${daysBefore(now, 30)} then 1.05 else 1.0 end)`;
}

/**
 * How many of the query's words a title holds as written, not only by stem: both full-text engines
 * stem "accountant" to "account", so an Account Executive scored like a Staff Accountant. Ranked
 * after the filter fit and before the text score. A word also counts in its plural ("nurses").
 * Two query words next to each other that the title holds as a phrase ("medical director", also
 * "director of accounting" for "director accounting") count once more, so "Medical Director" ranks
 * above "VP/Director of Finance" and "Director, Medical Affairs".
 */
function titleAsWritten(terms: string[]) {
  const words = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => /^[a-z0-9]+$/.test(t)))];
  if (words.length === 0) return null;
  // Title words set apart by spaces: punctuation between words counts as a space (and breaks a phrase).
  let title = sql<string>`lower(jobs.title)`;
  for (const mark of [',', '/', '-', '(', ')', '.', '&', ':', '|'])
    title = sql<string>`replace(${title}, ${mark}, ' ')`;
  const padded = sql<string>`(' ' || ${title} || ' ')`;
  const holds = (patterns: string[]) =>
    sql<number>`(case when ${sql.join(
      patterns.map((pattern) => sql`${padded} like ${pattern}`),
      sql` or `,
    )} then 1 else 0 end)`;
  const hits = words.map((word) => holds([`% ${word} %`, `% ${word}s %`]));
  for (let i = 1; i < words.length; i++) {
    const [first, second] = [words[i - 1]!, words[i]!];
    hits.push(holds([`% ${first} ${second} %`, `% ${first} ${second}s %`, `% ${first} of ${second} %`]));
  }
  return sql<number>`(${sql.join(hits, sql` + `)})`;
}

interface RankInput {
  broadAbove: number;
  query: UnderstoodQuery;
  groups: string[][][];
  any: boolean;
  limit: number;
  now: Date;
}

/**
 * SQLite: weighted BM25 over the matches that pass the filters, in two steps: rank ids (a narrow
 * sort), then read the full rows of the few kept. The recency boost re-sorts the best 3 x limit by
 * BM25 (it changes a score by at most 15%, so it rarely reaches further down).
 * Cost: one job-row read per match, so queries with more than `broadMatchCount` matches go to
 * searchBroadSqlite first.
 */
async function rankSqlite(db: AnyKysely, { query, groups, any, limit, now }: RankInput): Promise<JobSearchRow[]> {
  const { title, skills, description } = searchWeights;
  const bm25 = sql<number>`bm25(jobs_fts, ${sql.lit(title)}, ${sql.lit(skills)}, ${sql.lit(description)})`;
  const ranked = db
    .selectFrom('jobs_fts')
    .innerJoin('jobs', 'jobs.id', 'jobs_fts.rowid')
    .select(['jobs.id as ranked_id', bm25.as('bm25')])
    .where(sql<SqlBool>`jobs_fts match ${toFtsMatch(groups, any)}`)
    .where((eb) => buildFilters(eb, query, now, 'sqlite'))
    .orderBy('bm25')
    .limit(limit * 3)
    .as('ranked');
  // bm25() is negative (more negative = better): multiplying by the boost keeps ascending order right.
  const score = sql<number>`ranked.bm25 * ${recencyBoost(now)}`;
  const fit = filterFitBoost(query);
  const asWritten = titleAsWritten(query.terms);
  const rows = await db
    .selectFrom(ranked)
    .innerJoin('jobs', 'jobs.id', 'ranked.ranked_id')
    .select([...resultColumns, sql<number>`-(${score})`.as('score')])
    // Postings that state what the filters ask come before those that say nothing about it.
    .$call((q) => (fit ? q.orderBy(fit, 'desc') : q))
    .$call((q) => (asWritten ? q.orderBy(asWritten, 'desc') : q))
    .orderBy(score)
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
  return rows;
}

/**
 * SQLite, broad queries ("engineer" matching tens of thousands of postings): scoring every match
 * costs more than the 100 ms budget, and among that many title matches BM25 mostly measures
 * description length. Rule: postings whose title has the words, newest first, read in date order
 * from the covering index. Returns fewer than `limit` rows when titles alone do not fill the page.
 */
async function searchBroadSqlite(
  db: AnyKysely,
  { query, groups, any, limit, now }: RankInput,
): Promise<JobSearchRow[]> {
  const titleMatches = db
    .selectFrom('jobs_fts')
    .select(sql<number>`jobs_fts.rowid`.as('id'))
    .where(sql<SqlBool>`jobs_fts match ${`{title} : (${toFtsMatch(groups, any)})`}`);
  const rows = await db
    .selectFrom('jobs')
    .select([...resultColumns, sql<number>`0`.as('score')])
    // The unary + keeps SQLite from driving the query by the id list: it walks the date index instead.
    .where(sql<SqlBool>`+jobs.id in (${titleMatches})`)
    .where((eb) => buildFilters(eb, query, now, 'sqlite'))
    .orderBy('jobs.date_posted', 'desc')
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
  return rows;
}

async function countMatchesSqlite(db: AnyKysely, match: string): Promise<number> {
  const row = await db
    .selectFrom('jobs_fts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<SqlBool>`jobs_fts match ${match}`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** PostgreSQL: ts_rank_cd with weights {D, C, B, A} scaled so that A:B:C match the FTS5 column weights. */
async function rankPostgres(db: AnyKysely, { query, groups, any, limit, now }: RankInput): Promise<JobSearchRow[]> {
  const { title, skills, description } = searchWeights;
  const weights = `{0, ${description / title}, ${skills / title}, 1}`;
  const tsQuery = sql`to_tsquery('english', ${toTsQuery(groups, any)})`;
  const score = sql<number>`ts_rank_cd(${weights}::float4[], jobs.search_vector, ${tsQuery}, 1) * ${recencyBoost(now)}`;
  const fit = filterFitBoost(query);
  const asWritten = titleAsWritten(query.terms);
  const rows = await db
    .selectFrom('jobs')
    .select([...resultColumns, score.as('score')])
    .where(sql<SqlBool>`jobs.search_vector @@ ${tsQuery}`)
    .where((eb) => buildFilters(eb, query, now, 'postgres'))
    .$call((q) => (fit ? q.orderBy(fit, 'desc') : q))
    .$call((q) => (asWritten ? q.orderBy(asWritten, 'desc') : q))
    .orderBy(score, 'desc')
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
  return rows;
}

async function searchWithTerms(db: AnyKysely, dialect: SearchDialect, input: RankInput): Promise<JobSearchRow[]> {
  if (dialect === 'postgres') return rankPostgres(db, input);
  if ((await countMatchesSqlite(db, toFtsMatch(input.groups, input.any))) > input.broadAbove) {
    const rows = await searchBroadSqlite(db, input);
    if (rows.length >= input.limit) return rows;
  }
  return rankSqlite(db, input);
}

/**
 * Searches open jobs: filters from the understood query, ranked by weighted BM25 (SQLite) or
 * ts_rank_cd (PostgreSQL) with a small recency boost. All words must match; when that finds
 * nothing, any word may match. With no words, the newest matching postings come first.
 */
export async function searchJobs(
  db: AnyKysely,
  dialect: SearchDialect,
  query: UnderstoodQuery,
  options: { limit?: number; now?: Date; broadAbove?: number } = {},
): Promise<JobSearchRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const now = options.now ?? new Date();
  const broadAbove = options.broadAbove ?? broadMatchCount;
  const groups = expandTerms(query.terms, query.phrases);
  if (groups.length === 0) {
    const rows = await db
      .selectFrom('jobs')
      .select([...resultColumns, sql<number>`0`.as('score')])
      .where((eb) => buildFilters(eb, query, now, dialect))
      .orderBy('jobs.date_posted', 'desc')
      .orderBy('jobs.id')
      .limit(limit)
      .execute();
    return rows;
  }
  const rows = await searchWithTerms(db, dialect, { query, groups, any: false, limit, now, broadAbove });
  if (rows.length > 0 || groups.length === 1) return rows;
  return searchWithTerms(db, dialect, { query, groups, any: true, limit, now, broadAbove });
}
