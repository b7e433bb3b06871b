import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { parseWith, routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import {
  applyMetadataSchema,
  jobInfoRequestSchema,
  jobInfoResponseSchema,
  portalDashboardRequestSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@vitae/shared/api/jobs';
import { jobInfo, searchJobPostings } from './service.ts';
import { applyToJob, DEMO_APPLICATION_MESSAGE } from './apply.ts';
import { DEMO_PORTAL, findCompanyBySlug, listCompanyJobs } from './store.ts';
import { registerRecruiterRoutes } from './recruiter-routes.ts';
import { registerJobPage } from './job-page.ts';

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  const applyLimiter = createRateLimiter(
    {
      name: 'apply',
      max: ctx.config.RATE_LIMIT_FORMS_PER_MINUTE,
      windowMs: 60_000,
      message: 'You have sent several applications in a short time. Please wait a minute and try again.',
    },
    ctx.rateLimitStore,
  );

  define({
    path: 'jobs/search',
    summary: 'Natural-language job search (beta)',
    auth: 'optional',
    body: searchRequestSchema,
    response: searchResponseSchema,
    handler: async ({ body, user }) =>
      searchJobPostings(ctx, body.query, { sort: body.sort, userId: user?.id ?? null }),
  });
  define({
    path: 'job/info',
    summary: 'A public job posting',
    auth: 'none',
    body: jobInfoRequestSchema,
    response: jobInfoResponseSchema,
    handler: async ({ body }) => {
      const { row: _row, ...info } = await jobInfo(ctx, body.job_id);
      return info;
    },
  });
  define({
    path: 'job/apply',
    summary: 'Apply to a posting: multipart with `file` (PDF or DOCX, 10 MB) and `metadata` {email, name, job_id}',
    auth: 'none',
    multipart: true,
    handler: async ({ request }) => {
      await applyLimiter.hit(request.ip);
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the application as a form upload with your file.');
      let metadata: unknown = {};
      let file: { name: string; bytes: Uint8Array } | null = null;
      for await (const part of request.parts({ limits: { files: 1, fields: 5 } })) {
        if (part.type === 'file') {
          const bytes = new Uint8Array(await part.toBuffer());
          if (part.file.truncated) throw new AppError('too_large', 'The file is too large. The limit is 10 MB.');
          file ??= { name: part.filename, bytes };
        } else if (part.fieldname === 'metadata') {
          try {
            metadata = JSON.parse(String(part.value));
          } catch {
            throw new AppError('bad_request', 'The application details could not be read.');
          }
        }
      }
      const fields = parseWith(applyMetadataSchema, metadata);
      if (!file) throw new AppError('bad_request', 'No file selected');
      const { isDemo } = await applyToJob(ctx, fields, file);
      return { message: isDemo ? DEMO_APPLICATION_MESSAGE : 'Application submitted successfully' };
    },
  });
  define({
    path: 'portal/dashboard',
    summary: "A company's public portal: its details and open postings",
    auth: 'optional',
    body: portalDashboardRequestSchema,
    handler: async ({ body }) => {
      const company = await findCompanyBySlug(ctx.db.kysely, body.company.toLowerCase());
      if (!company) throw new AppError('not_found', 'There is no company portal at this address.');
      const jobs = await listCompanyJobs(ctx.db.kysely, company.id, true);
      return {
        company: {
          name: company.name,
          slug: company.slug,
          description: company.description ?? '',
          website: company.website ?? '',
        },
        jobs: jobs.map((j) => ({
          job_id: j.job_id,
          title: j.title,
          location: j.location ?? '',
          jobType: j.job_type ?? '',
          datePosted: j.date_posted,
          isDemo: j.portal === DEMO_PORTAL,
        })),
      };
    },
  });
  registerRecruiterRoutes(app, ctx, authenticate);
  registerJobPage(app, ctx);
}
