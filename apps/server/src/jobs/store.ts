import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../platform/db/types.ts';

type Q = Kysely<Database>;

/** The generated demo postings' portal (see seed-demo.ts). */
export const DEMO_PORTAL = 'demo';

/**
 * What a recruiter may manage: the postings of their own company and, for the demo recruiter, every
 * generated demo posting (which are spread over many "Demo — …" companies that no account owns).
 * A demo posting never counts as the company's own, whatever company it sits under.
 */
export interface RecruiterScope {
  companyId: number | null;
  demo: boolean;
}

export function isInScope(scope: RecruiterScope, job: { portal: string; company_id: number | null }): boolean {
  if (job.portal === DEMO_PORTAL) return scope.demo;
  return scope.companyId !== null && job.company_id === scope.companyId;
}

function inScope(eb: ExpressionBuilder<Database, 'jobs'>, scope: RecruiterScope) {
  const parts = [];
  if (scope.companyId !== null)
    parts.push(eb.and([eb('jobs.company_id', '=', scope.companyId), eb('jobs.portal', '<>', DEMO_PORTAL)]));
  if (scope.demo) parts.push(eb('jobs.portal', '=', DEMO_PORTAL));
  return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`1 = 0`;
}

/** Our own postings come first when another portal uses the same id. */
export function findJobByPublicId(db: Q, jobId: string) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy((eb) => eb.case().when('portal', '=', 'vitae').then(0).else(1).end())
    .executeTakeFirst();
}

export function findCompanyBySlug(db: Q, slug: string) {
  return db.selectFrom('companies').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function listCompanyJobs(db: Q, companyId: number, onlyOpen: boolean) {
  let query = db
    .selectFrom('jobs')
    .leftJoin('applications', 'applications.job_row_id', 'jobs.id')
    .select((eb) => [
      'jobs.id',
      'jobs.job_id',
      'jobs.title',
      'jobs.state',
      'jobs.date_posted',
      'jobs.location',
      'jobs.job_type',
      'jobs.portal',
      eb.fn.count<number>('applications.id').as('applications'),
    ])
    .where('jobs.company_id', '=', companyId)
    .groupBy([
      'jobs.id',
      'jobs.job_id',
      'jobs.title',
      'jobs.state',
      'jobs.date_posted',
      'jobs.location',
      'jobs.job_type',
      'jobs.portal',
    ])
    .orderBy('jobs.date_posted', 'desc');
  if (onlyOpen) query = query.where('jobs.state', '=', 'open');
  return query.execute();
}

/**
 * The postings a recruiter manages, with application counts: their own first, then demo postings
 * (for the demo recruiter), those with the most applications first, newest first within a count.
 */
export function listRecruiterJobs(db: Q, scope: RecruiterScope) {
  const applications = sql<number>`count(applications.id)`;
  return db
    .selectFrom('jobs')
    .leftJoin('applications', 'applications.job_row_id', 'jobs.id')
    .select(['jobs.id', 'jobs.job_id', 'jobs.title', 'jobs.state', 'jobs.date_posted', 'jobs.company', 'jobs.portal'])
    .select(applications.as('applications'))
    .where((eb) => inScope(eb, scope))
    .groupBy(['jobs.id', 'jobs.job_id', 'jobs.title', 'jobs.state', 'jobs.date_posted', 'jobs.company', 'jobs.portal'])
    .orderBy(sql`case when jobs.portal = ${DEMO_PORTAL} then 1 else 0 end`)
    .orderBy(applications, 'desc')
    .orderBy('jobs.date_posted', 'desc')
    .orderBy('jobs.id')
    .execute();
}

export function listApplications(db: Q, jobRowId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'name', 'email', 'created_at', 'file_name'])
    .where('job_row_id', '=', jobRowId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** An application, only if it belongs to a posting the recruiter manages; with its posting's company id. */
export function findScopedApplication(db: Q, scope: RecruiterScope, applicationId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_row_id')
    .select(['applications.id', 'jobs.company_id'])
    .where('applications.id', '=', applicationId)
    .where((eb) => inScope(eb, scope))
    .executeTakeFirst();
}

/** An application, only if it belongs to a posting of the given company. */
export function findCompanyApplication(db: Q, companyId: number, applicationId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_row_id')
    .select(['applications.id', 'applications.blob_key', 'applications.file_name', 'applications.content_type'])
    .where('applications.id', '=', applicationId)
    .where('jobs.company_id', '=', companyId)
    .executeTakeFirst();
}

export async function countJobs(db: Q): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
