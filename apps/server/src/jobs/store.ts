import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/types.ts';

type Q = Kysely<Database>;

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
    ])
    .orderBy('jobs.date_posted', 'desc');
  if (onlyOpen) query = query.where('jobs.state', '=', 'open');
  return query.execute();
}

export function listApplications(db: Q, jobRowId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'name', 'email', 'created_at', 'file_name'])
    .where('job_row_id', '=', jobRowId)
    .orderBy('created_at', 'desc')
    .execute();
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
