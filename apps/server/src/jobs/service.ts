import type { AppContext } from '../platform/context.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import type { SearchItem, SearchSort, JobDetails, PostingInput } from '@vitae/shared/api/jobs';
import { addResumeMatches } from './search-match.ts';
import { searchRelaxingOneFilter } from './relax-filters.ts';
import { correctSpelling } from './correct-spelling.ts';
import { understandQuery, type UnderstoodQuery } from './understand-query.ts';
import { searchJobs } from './search-sql.ts';
import { htmlToText, sanitizeJobHtml } from './sanitize.ts';
import { saveJobPostings } from './write-postings.ts';
import { slugifyCompany, type JobPosting } from './posting.ts';
import { generateDemoPostings } from './seed-demo.ts';
import { countJobs, DEMO_PORTAL, findJobByPublicId } from './store.ts';
import { findPlace, tokenizeWords } from './find-place.ts';
import { plainTextToHtml } from './plain-text-html.ts';
import { parseYearlySalaryInput } from './salary.ts';

/** A recruiter's free-text location ('Berlin, Germany'), placed with the same gazetteer search uses. */
function resolvePlace(location: string) {
  return findPlace(tokenizeWords(location))?.place;
}

/** Our own postings: job pages and applications live here, not on another portal. */
export const OWN_PORTAL = 'vitae';
/** The generated demo postings: they take applications here too, stored for the demo recruiter, marked as demo. */
export { DEMO_PORTAL };
const PREVIEW_CHARACTERS = 600;

/** Whether a posting takes applications through Vitae's own Apply form (else on its source's site). */
export function takesApplicationsHere(portal: string): boolean {
  return portal === OWN_PORTAL || portal === DEMO_PORTAL;
}

const isRemoteKind = (value: string | null): value is 'remote' | 'hybrid' | 'onsite' =>
  value === 'remote' || value === 'hybrid' || value === 'onsite';

function linkFor(portal: string, jobId: string, portalLink: string | null): string {
  if (takesApplicationsHere(portal)) return `/job/${encodeURIComponent(jobId)}`;
  if (portal.toLowerCase() === 'indeed') return `https://www.indeed.com/viewjob?jk=${encodeURIComponent(jobId)}`;
  return portalLink ?? '';
}

export async function searchJobPostings(
  ctx: AppContext,
  query: string,
  options: { sort?: SearchSort; userId?: string | null } = {},
) {
  const understood = understandQuery(query);
  const run = (query: UnderstoodQuery) =>
    searchRelaxingOneFilter(query, (q) => searchJobs(ctx.db.kysely, ctx.db.dialect, q, { limit: 30 }));
  let { rows, interpreted } = await run(understood);
  const corrected = rows.length === 0 ? await correctSpelling(ctx.db.kysely, understood.terms) : null;
  if (corrected) {
    ({ rows, interpreted } = await run({ ...understood, terms: corrected }));
    const label = `Showing results for "${corrected.join(' ')}"`;
    if (rows.length > 0) interpreted = [...interpreted, { kind: 'spelling', label, value: corrected.join(' ') }];
  }
  const results = rows.map((r) => ({
    description: r.description_text,
    item: {
      Company: r.company,
      City: r.city ?? r.location ?? '',
      JobTitle: r.title,
      JobDescription:
        r.description_text.length > PREVIEW_CHARACTERS
          ? `${r.description_text.slice(0, PREVIEW_CHARACTERS)}…`
          : r.description_text,
      portal: r.portal,
      job_id: r.job_id,
      portalLink: linkFor(r.portal, r.job_id, r.portal_link),
      salary: r.salary_text ?? (r.salary_yearly ? `$${r.salary_yearly.toLocaleString('en-US')} a year` : null),
      jobType: r.job_type,
      remote: isRemoteKind(r.remote) ? r.remote : null,
      postedAt: r.date_posted,
    } satisfies SearchItem,
  }));
  const items = await addResumeMatches(ctx, options.userId ?? null, results, options.sort ?? 'relevance');
  return { items, interpreted };
}

export async function jobInfo(ctx: AppContext, jobId: string) {
  const row = await findJobByPublicId(ctx.db.kysely, jobId);
  if (!row) throw new AppError('not_found', 'Job not found');
  const details: JobDetails = {
    company: row.company,
    jobType: row.job_type ?? '',
    // Sanitised on save and again on the way out: a row written by an older version stays safe.
    description: sanitizeJobHtml(row.description_html),
    location: row.location ?? row.city ?? '',
    salary: row.salary_yearly,
    title: row.title,
    jobState: row.state,
    remote: row.remote,
    portalLink: linkFor(row.portal, row.job_id, row.portal_link),
    applyHere: takesApplicationsHere(row.portal),
    isDemo: row.portal === DEMO_PORTAL,
    salaryText: row.salary_text ?? '',
  };
  return { job_id: row.job_id, datePosted: row.date_posted, job_details: details, row };
}

/** Builds a posting of ours from a recruiter's form. */
export function postingFromInput(
  input: PostingInput,
  company: { name: string; slug: string },
  jobId: string,
  datePosted: string,
): JobPosting {
  const html = sanitizeJobHtml(
    /<[a-z][^>]*>/i.test(input.description) ? input.description : plainTextToHtml(input.description),
  );
  const salary = readSalaryInput(input);
  const place = input.location ? resolvePlace(input.location) : undefined;
  return {
    portal: OWN_PORTAL,
    jobId,
    company: company.name,
    companySlug: company.slug,
    title: input.title,
    jobType: input.jobType,
    descriptionHtml: html,
    descriptionText: htmlToText(html),
    skills: input.skills,
    location: input.location,
    city: place?.city ?? null,
    region: place?.region ?? null,
    country: place?.country ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    remote: input.remote,
    salaryYearly: salary.yearly,
    salaryText: salary.text,
    state: 'open',
    datePosted,
    portalLink: `/job/${jobId}`,
    source: company.name,
  };
}

/** The posting's pay: the text the recruiter wrote ("$150,000", "150k", "120k-150k") or a bare number. */
function readSalaryInput(input: PostingInput): { yearly: number | null; text: string | null } {
  const text = input.salaryText.trim();
  if (!text) return { yearly: input.salary, text: null };
  const parsed = parseYearlySalaryInput(text);
  if (!parsed) {
    throw new AppError(
      'invalid_input',
      'salary: Write the pay with a number, like $150,000, 150k or 120k-150k, or leave it empty.',
    );
  }
  return { yearly: parsed.yearly, text };
}

export async function saveOwnPosting(
  ctx: AppContext,
  input: PostingInput,
  company: { name: string; slug: string },
  jobId = newId(),
) {
  const existing = await findJobByPublicId(ctx.db.kysely, jobId);
  const posting = postingFromInput(input, company, jobId, existing?.date_posted ?? nowIso());
  if (existing) posting.state = existing.state === 'closed' ? 'closed' : 'open';
  await saveJobPostings(ctx.db.kysely, [posting]);
  return jobId;
}

export function companySlugFor(name: string): string {
  return slugifyCompany(name) || `company-${newId().slice(0, 8).toLowerCase()}`;
}

/** On an empty database, loads the clearly marked demo postings so a newcomer's search finds something. */
export async function seedDemoJobsIfEmpty(ctx: AppContext): Promise<number> {
  if ((await countJobs(ctx.db.kysely)) > 0) return 0;
  const postings = generateDemoPostings({ count: 300 });
  return ctx.db.kysely.transaction().execute((trx) => saveJobPostings(trx, postings));
}

export { notFound };
