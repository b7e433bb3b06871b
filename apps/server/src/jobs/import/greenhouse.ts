import { z } from 'zod';
import { dedupePostings, type JobPosting } from '../posting.ts';
import { decodeEntities } from '../sanitize.ts';
import { buildPosting, checkBoardName } from './build-posting.ts';
import { fetchJson, type SafeFetchOptions } from './safe-fetch.ts';

/** The fields used from GET boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true. */
const greenhouseResponse = z.object({
  jobs: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      absolute_url: z.string().url(),
      updated_at: z.string().nullish(),
      first_published: z.string().nullish(),
      company_name: z.string().nullish(),
      location: z.object({ name: z.string().nullish() }).nullish(),
      /** HTML, itself HTML-escaped ("&lt;p&gt;") by this API. */
      content: z.string().nullish(),
      metadata: z.array(z.object({ name: z.string(), value: z.unknown() })).nullish(),
    }),
  ),
});

export interface BoardImportOptions {
  baseUrl?: string;
  fetchOptions?: SafeFetchOptions;
  now?: Date;
}

/** A metadata field some boards use for pay ("Salary Range": "$120,000 - $150,000"). */
function findSalaryMetadata(metadata: Array<{ name: string; value: unknown }> | null | undefined): string | null {
  const entry = metadata?.find((item) => /salary|compensation|pay/i.test(item.name) && typeof item.value === 'string');
  return typeof entry?.value === 'string' ? entry.value : null;
}

/** Maps a Greenhouse job-board response to postings (pure: no network). */
export function mapGreenhouseJobs(board: string, body: unknown, now: Date = new Date()): JobPosting[] {
  const { jobs } = greenhouseResponse.parse(body);
  return dedupePostings(
    jobs.map((job) =>
      buildPosting(
        {
          portal: 'greenhouse',
          jobId: `${board}:${job.id}`,
          company: job.company_name?.trim() || board,
          title: job.title,
          html: decodeEntities(job.content ?? ''),
          location: job.location?.name ?? '',
          salaryText: findSalaryMetadata(job.metadata),
          datePosted: job.first_published ?? job.updated_at,
          portalLink: job.absolute_url,
          source: `Greenhouse job board: ${board}`,
        },
        now,
      ),
    ),
  );
}

/** Fetches one public Greenhouse board (no key needed) and maps it. */
export async function importGreenhouseBoard(board: string, options: BoardImportOptions = {}): Promise<JobPosting[]> {
  const base = options.baseUrl ?? 'https://boards-api.greenhouse.io';
  const body = await fetchJson(`${base}/v1/boards/${checkBoardName(board)}/jobs?content=true`, options.fetchOptions);
  return mapGreenhouseJobs(board, body, options.now);
}
