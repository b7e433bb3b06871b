import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { jobInfo } from './service.ts';

/**
 * schema.org JobPosting markup for search engines, in the page the server sends for /job/:id.
 * A JSON-LD block is data, not script, so the strict CSP (no inline script) does not block it;
 * `<` is escaped so a description can never close the block.
 */
export function jobPostingJsonLd(info: Awaited<ReturnType<typeof jobInfo>>, origin: string): string {
  const { job_details: details, row } = info;
  const data = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: details.title,
    description: details.description,
    datePosted: info.datePosted,
    employmentType: details.jobType ? details.jobType.toUpperCase().replace('-', '_') : undefined,
    hiringOrganization: { '@type': 'Organization', name: details.company },
    jobLocation:
      row.city || row.country
        ? {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: row.city ?? undefined,
              addressCountry: row.country ?? undefined,
            },
          }
        : undefined,
    jobLocationType: details.remote === 'remote' ? 'TELECOMMUTE' : undefined,
    baseSalary: details.salary
      ? {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', value: details.salary, unitText: 'YEAR' },
        }
      : undefined,
    url: `${origin}/job/${encodeURIComponent(info.job_id)}`,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function registerJobPage(app: FastifyInstance, ctx: AppContext): void {
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  app.get<{ Params: { jobId: string } }>('/job/:jobId', async (request, reply) => {
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (!html) return reply.status(404).type('text/plain').send('The web app is not built. Run npm run build.');
    let page = html;
    try {
      const info = await jobInfo(ctx, request.params.jobId);
      // The Host header is the client's to choose; the page's canonical address is configuration.
      const origin = ctx.config.publicUrl;
      const title = `${info.job_details.title} at ${info.job_details.company}`.replace(/[<>&]/g, '');
      page = html
        // Function replacers: a posting's text may hold `$&` or `$'`, which a replacement string would expand.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title} · Vitae</title>`)
        .replace(
          '</head>',
          () => `<script type="application/ld+json">${jobPostingJsonLd(info, origin)}</script></head>`,
        );
    } catch (error) {
      // An unknown job still gets the app, which shows 'Job not found'.
      if (!(error instanceof AppError)) throw error;
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(page);
  });
}
