import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { AppError } from '../platform/errors.ts';
import { postingInputSchema, recruiterJobSchema } from '@vitae/shared/api/jobs';
import { requireUser } from '../auth/service.ts';
import { companySlugFor, saveOwnPosting } from './service.ts';
import {
  DEMO_PORTAL,
  findCompanyApplication,
  findCompanyBySlug,
  findJobByPublicId,
  findScopedApplication,
  isInScope,
  listApplications,
  listRecruiterJobs,
  type RecruiterScope,
} from './store.ts';

const RECRUITER_TYPES = new Set(['recruiter', 'portal_admin']);
const companyInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the company name').max(200),
  website: z.string().trim().max(300).optional(),
  description: z.string().trim().max(5000).optional(),
});

/**
 * The recruiter's company and what they manage (their company's postings, plus every demo posting
 * for the demo recruiter); recruiters and portal admins only (403 for everyone else).
 */
async function requireRecruiter(ctx: AppContext, userId: string) {
  const user = await requireUser(ctx, userId);
  if (!RECRUITER_TYPES.has(user.user_type)) {
    throw new AppError(
      'forbidden',
      'This part of Vitae is for recruiters. Ask an administrator to make your account a recruiter account.',
    );
  }
  const company = user.company_id ? await findCompanyBySlug(ctx.db.kysely, user.company_id) : undefined;
  const scope: RecruiterScope = { companyId: company?.id ?? null, demo: user.demo_recruiter === 1 };
  return { user, company, scope };
}

async function requireCompany(ctx: AppContext, userId: string) {
  const { user, company, scope } = await requireRecruiter(ctx, userId);
  if (!company) throw new AppError('invalid_input', 'company: Enter your company name first.');
  return { user, company, scope };
}

/**
 * A company belongs to the recruiter who created it: a name another company has (same slug or the
 * same name in any case) is refused on creation and on rename, never merged, so nobody can pass as
 * another company or claim its postings and applicants.
 */
async function assertCompanyNameFree(ctx: AppContext, name: string, exceptId?: number): Promise<void> {
  const bySlug = await findCompanyBySlug(ctx.db.kysely, companySlugFor(name));
  const byName = await ctx.db.kysely
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if ([bySlug?.id, byName?.id].some((id) => id !== undefined && id !== exceptId)) {
    throw new AppError(
      'conflict',
      'A company with this name already exists on Vitae. Ask its recruiter to add you, or use a more specific name.',
    );
  }
}

async function ensureCompany(ctx: AppContext, userId: string, input: z.infer<typeof companyInputSchema>) {
  const { user, company } = await requireRecruiter(ctx, userId);
  const values = { name: input.name, website: input.website ?? null, description: input.description ?? null };
  await assertCompanyNameFree(ctx, input.name, company?.id);
  if (company) {
    await ctx.db.kysely.updateTable('companies').set(values).where('id', '=', company.id).execute();
    return (await findCompanyBySlug(ctx.db.kysely, company.slug))!;
  }
  const slug = companySlugFor(input.name);
  await ctx.db.kysely
    .insertInto('companies')
    .values({ slug, ...values })
    .execute();
  if (user.company_id !== slug)
    await ctx.db.kysely.updateTable('users').set({ company_id: slug }).where('id', '=', user.id).execute();
  return (await findCompanyBySlug(ctx.db.kysely, slug))!;
}

/** A posting the recruiter manages, else 404: another company's id reveals nothing. */
async function requireOwnPosting(ctx: AppContext, scope: RecruiterScope, jobId: string) {
  const job = await findJobByPublicId(ctx.db.kysely, jobId);
  if (!job || !isInScope(scope, job)) throw new AppError('not_found', 'Job not found');
  return job;
}

export function registerRecruiterRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);

  ctx.files.register('application', async ({ company = '', application = '' }) => {
    const found = await findCompanyApplication(ctx.db.kysely, Number(company), application);
    const bytes = found ? await ctx.blobs.get(found.blob_key) : null;
    if (!found || !bytes) throw new AppError('not_found', 'This application file was not found.');
    return { bytes, contentType: found.content_type, fileName: found.file_name };
  });

  define({
    path: 'recruiter/company',
    summary: "Set the recruiter's company (created on first use)",
    auth: 'user',
    body: companyInputSchema,
    handler: async ({ body, user }) => {
      const company = await ensureCompany(ctx, user!.id, body);
      return {
        company: {
          name: company.name,
          slug: company.slug,
          website: company.website ?? '',
          description: company.description ?? '',
        },
      };
    },
  });
  define({
    path: 'recruiter/jobs/create',
    summary: 'Publish a posting for the recruiter’s company',
    auth: 'user',
    body: postingInputSchema.extend({ company: z.string().trim().max(200).optional() }),
    handler: async ({ body, user }) => {
      const { company: existing } = await requireRecruiter(ctx, user!.id);
      const company =
        existing ?? (body.company ? await ensureCompany(ctx, user!.id, { name: body.company }) : undefined);
      if (!company) throw new AppError('invalid_input', 'company: Enter your company name first.');
      return { job_id: await saveOwnPosting(ctx, body, company) };
    },
  });
  define({
    path: 'recruiter/jobs/update',
    summary: 'Edit one of the recruiter’s postings',
    auth: 'user',
    body: postingInputSchema.extend({ job_id: z.string().min(1).max(200) }),
    handler: async ({ body, user }) => {
      const { company, scope } = await requireCompany(ctx, user!.id);
      const job = await requireOwnPosting(ctx, scope, body.job_id);
      // Generated postings are rewritten by the next seeding; editing one would fork it into ours.
      if (job.portal === DEMO_PORTAL) {
        throw new AppError(
          'conflict',
          'Demo postings are generated by Vitae and cannot be edited. Close or reopen them instead.',
        );
      }
      return { job_id: await saveOwnPosting(ctx, body, company, body.job_id) };
    },
  });
  define({
    path: 'recruiter/jobs/set_state',
    summary: 'Close or reopen a posting',
    auth: 'user',
    body: z.object({ job_id: z.string().min(1).max(200), state: z.enum(['open', 'closed']) }),
    handler: async ({ body, user }) => {
      const { scope } = await requireRecruiter(ctx, user!.id);
      const job = await requireOwnPosting(ctx, scope, body.job_id);
      await ctx.db.kysely.updateTable('jobs').set({ state: body.state }).where('id', '=', job.id).execute();
      return { job_id: body.job_id, state: body.state };
    },
  });
  define({
    path: 'recruiter-jobs-status',
    summary: "The recruiter's postings with their state and application counts",
    auth: 'user',
    response: z.object({
      company: z.object({ name: z.string(), slug: z.string() }).nullable(),
      demoRecruiter: z.boolean(),
      jobs: z.array(recruiterJobSchema),
    }),
    handler: async ({ user }) => {
      const { company, scope } = await requireRecruiter(ctx, user!.id);
      const jobs = await listRecruiterJobs(ctx.db.kysely, scope);
      return {
        company: company ? { name: company.name, slug: company.slug } : null,
        demoRecruiter: scope.demo,
        jobs: jobs.map((j) => ({
          job_id: j.job_id,
          title: j.title,
          state: j.state,
          datePosted: j.date_posted,
          applications: Number(j.applications),
          company: j.company,
          isDemo: j.portal === DEMO_PORTAL,
        })),
      };
    },
  });
  define({
    path: 'recruiter/applications',
    summary: 'Applications to one of the recruiter’s postings',
    auth: 'user',
    body: z.object({ job_id: z.string().min(1).max(200) }),
    handler: async ({ body, user }) => {
      const { scope } = await requireRecruiter(ctx, user!.id);
      const job = await requireOwnPosting(ctx, scope, body.job_id);
      return { applications: await listApplications(ctx.db.kysely, job.id) };
    },
  });
  define({
    path: 'recruiter/application_file_url',
    summary: "A short-lived URL to an applicant's file",
    auth: 'user',
    body: z.object({ application_id: z.string().min(1).max(64) }),
    handler: async ({ body, user }) => {
      const { scope } = await requireRecruiter(ctx, user!.id);
      const found = await findScopedApplication(ctx.db.kysely, scope, body.application_id);
      if (!found || found.company_id === null) throw new AppError('not_found', 'This application was not found.');
      // Signed for the posting's company: a demo posting's company, for the demo recruiter.
      return {
        url: ctx.files.sign('application', { company: String(found.company_id), application: body.application_id }),
      };
    },
  });
}
