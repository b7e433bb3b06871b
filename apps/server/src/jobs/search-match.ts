/**
 * Search results that know the signed-in user's resume: the first results carry the match of the
 * user's default resume with each posting (the shared matching engine, the recruiter's score), and
 * `sort: 'match'` orders those by it. Only the first MATCHED_RESULTS are scored, so a search stays
 * fast however many postings match; the rest follow in relevance order.
 */
import type { SearchItem, SearchSort } from '@vitae/shared/api/jobs';
import type { AppContext } from '../platform/context.ts';
import { findUserById } from '../auth/store.ts';
import { fetchResume } from '../resumes/service.ts';
import { matchResumeToJobs } from '../matching/match-resume.ts';

export const MATCHED_RESULTS = 20;

type Scored = { item: SearchItem; description: string };

/** Adds `match` to the first results when the user has a default resume; reorders them for 'match'. */
export async function addResumeMatches(
  ctx: AppContext,
  userId: string | null,
  results: Scored[],
  sort: SearchSort,
): Promise<SearchItem[]> {
  const items = results.map((r) => r.item);
  if (!userId) return items;
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user?.default_resume) return items;
  const resume = await fetchResume(ctx, userId, user.default_resume).catch(() => null);
  if (!resume) return items;
  const head = results.slice(0, MATCHED_RESULTS);
  const matches = matchResumeToJobs(
    resume,
    // Keyed by the text itself, so an edited posting is never scored from a stale reading.
    head.map((r) => ({ key: r.description, description: r.description })),
  );
  const matched = head.map((r, i) => ({ ...r.item, match: matches[i]! }));
  // A stable sort: equal scores keep their relevance order.
  if (sort === 'match') matched.sort((a, b) => b.match.score - a.match.score);
  return [...matched, ...items.slice(MATCHED_RESULTS)];
}
