import { z } from 'zod';
import { dedupePostings, type JobPosting } from '../posting.ts';
import { buildPosting, checkBoardName, readRemoteText } from './build-posting.ts';
import type { BoardImportOptions } from './greenhouse.ts';
import { fetchJson } from './safe-fetch.ts';

/** The fields used from GET api.lever.co/v0/postings/{company}?mode=json (a bare array). */
const leverResponse = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    hostedUrl: z.string().url(),
    createdAt: z.number().nullish(),
    description: z.string().nullish(),
    descriptionPlain: z.string().nullish(),
    lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
    additional: z.string().nullish(),
    categories: z
      .object({ commitment: z.string().nullish(), location: z.string().nullish(), team: z.string().nullish() })
      .nullish(),
    workplaceType: z.string().nullish(),
    salaryRange: z
      .object({
        min: z.number().nullish(),
        max: z.number().nullish(),
        currency: z.string().nullish(),
        interval: z.string().nullish(),
      })
      .nullish(),
  }),
);

const intervalWords: Record<string, string> = {
  'per-year-salary': 'a year',
  'per-month-salary': 'per month',
  'per-week-salary': 'per week',
  'per-day-wage': 'per day',
  'per-hour-wage': 'per hour',
  'one-time': 'a year',
};

function writeSalaryRange(range: z.infer<typeof leverResponse>[number]['salaryRange']): string | null {
  if (!range || (range.min == null && range.max == null)) return null;
  const amounts = [range.min, range.max]
    .filter((value): value is number => value != null)
    .map((value) => value.toLocaleString('en-US'));
  return `${[...new Set(amounts)].join(' - ')} ${range.currency ?? ''} ${intervalWords[range.interval ?? ''] ?? 'a year'}`
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lever splits a posting into an opening, titled lists and a closing: joined here into one HTML body. */
function joinLeverHtml(posting: z.infer<typeof leverResponse>[number]): string {
  const lists = (posting.lists ?? []).map((list) => `<h3>${list.text}</h3><ul>${list.content}</ul>`).join('');
  return `${posting.description ?? ''}${lists}${posting.additional ?? ''}`;
}

/** Maps a Lever postings response to postings (pure: no network). */
export function mapLeverPostings(company: string, body: unknown, now: Date = new Date()): JobPosting[] {
  return dedupePostings(
    leverResponse.parse(body).map((posting) =>
      buildPosting(
        {
          portal: 'lever',
          jobId: posting.id,
          company,
          title: posting.text,
          html: joinLeverHtml(posting),
          location: posting.categories?.location ?? '',
          jobTypeText: posting.categories?.commitment,
          remote: readRemoteText(posting.workplaceType) ?? readRemoteText(posting.categories?.location),
          salaryText: writeSalaryRange(posting.salaryRange),
          datePosted: posting.createdAt,
          portalLink: posting.hostedUrl,
          source: `Lever job board: ${company}`,
        },
        now,
      ),
    ),
  );
}

/** Fetches one public Lever board and maps it. */
export async function importLeverBoard(company: string, options: BoardImportOptions = {}): Promise<JobPosting[]> {
  const base = options.baseUrl ?? 'https://api.lever.co';
  const body = await fetchJson(`${base}/v0/postings/${checkBoardName(company)}?mode=json`, options.fetchOptions);
  return mapLeverPostings(company, body, options.now);
}
