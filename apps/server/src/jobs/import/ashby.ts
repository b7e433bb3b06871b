import { z } from 'zod';
import { dedupePostings, type JobPosting } from '../posting.ts';
import { buildPosting, checkBoardName, readRemoteText } from './build-posting.ts';
import type { BoardImportOptions } from './greenhouse.ts';
import { fetchJson } from './safe-fetch.ts';

const salaryComponent = z.object({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});

/** The fields used from GET api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true. */
const ashbyResponse = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      location: z.string().nullish(),
      employmentType: z.string().nullish(),
      isRemote: z.boolean().nullish(),
      workplaceType: z.string().nullish(),
      isListed: z.boolean().nullish(),
      publishedAt: z.string().nullish(),
      descriptionHtml: z.string().nullish(),
      jobUrl: z.string().url(),
      address: z
        .object({
          postalAddress: z
            .object({
              addressLocality: z.string().nullish(),
              addressRegion: z.string().nullish(),
              addressCountry: z.string().nullish(),
            })
            .nullish(),
        })
        .nullish(),
      compensation: z
        .object({
          compensationTierSummary: z.string().nullish(),
          summaryComponents: z.array(salaryComponent).nullish(),
        })
        .nullish(),
    }),
  ),
});

type AshbyJob = z.infer<typeof ashbyResponse>['jobs'][number];

const intervalWords: Record<string, string> = {
  '1 YEAR': 'a year',
  '1 MONTH': 'per month',
  '1 WEEK': 'per week',
  '1 DAY': 'per day',
  '1 HOUR': 'per hour',
};

/** Prefers the structured salary component; falls back to the tier summary ("$150K – $200K • Offers Equity"). */
function readAshbySalary(job: AshbyJob): string | null {
  const component = job.compensation?.summaryComponents?.find((item) => item.compensationType === 'Salary');
  if (component && (component.minValue != null || component.maxValue != null)) {
    const amounts = [component.minValue, component.maxValue].filter((value): value is number => value != null);
    const range = [...new Set(amounts)].map((value) => value.toLocaleString('en-US')).join(' - ');
    return `${range} ${component.currencyCode ?? ''} ${intervalWords[component.interval ?? ''] ?? 'a year'}`
      .replace(/\s+/g, ' ')
      .trim();
  }
  const summary = job.compensation?.compensationTierSummary?.split('•')[0]?.trim();
  return summary || null;
}

/** "City, Region, Country" from the structured address when present, else the free-text location. */
function readAshbyLocation(job: AshbyJob): string {
  const address = job.address?.postalAddress;
  const parts = [address?.addressLocality, address?.addressRegion, address?.addressCountry].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : (job.location ?? '');
}

/** Maps an Ashby job-board response to postings (pure: no network). Unlisted jobs are skipped. */
export function mapAshbyJobs(board: string, company: string, body: unknown, now: Date = new Date()): JobPosting[] {
  return dedupePostings(
    ashbyResponse
      .parse(body)
      .jobs.filter((job) => job.isListed !== false)
      .map((job) =>
        buildPosting(
          {
            portal: 'ashby',
            jobId: job.id,
            company,
            title: job.title,
            html: job.descriptionHtml ?? '',
            location: readAshbyLocation(job),
            jobTypeText: job.employmentType,
            remote:
              readRemoteText(job.workplaceType?.replace(/^OnSite$/i, 'onsite')) ?? (job.isRemote ? 'remote' : null),
            salaryText: readAshbySalary(job),
            datePosted: job.publishedAt,
            portalLink: job.jobUrl,
            source: `Ashby job board: ${board}`,
          },
          now,
        ),
      ),
  );
}

/** Fetches one public Ashby board and maps it; `company` names the employer (the API does not). */
export async function importAshbyBoard(
  board: string,
  options: BoardImportOptions & { company?: string } = {},
): Promise<JobPosting[]> {
  const base = options.baseUrl ?? 'https://api.ashbyhq.com';
  const body = await fetchJson(
    `${base}/posting-api/job-board/${checkBoardName(board)}?includeCompensation=true`,
    options.fetchOptions,
  );
  return mapAshbyJobs(board, options.company ?? board, body, options.now);
}
