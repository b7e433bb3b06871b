import type { Migration } from 'kysely';
import type { Dialect } from '../client.ts';
import { initial } from './2026-11-22-0001-initial.ts';
import { jobsAndShortlists } from './2026-11-22-0002-jobs-and-shortlists.ts';
import { accounts } from './2026-11-22-0010-accounts.ts';
import { storedBytes } from './2026-11-22-0020-stored-bytes.ts';
import { resumeReview } from './2026-11-25-0140-resume-review.ts';
import { demoRecruiter } from './2026-11-25-0200-demo-recruiter.ts';

/** Every migration, by sortable name. Add new ones at the end. */
export const migrations: Record<string, (dialect: Dialect) => Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0002-jobs-and-shortlists': jobsAndShortlists,
  '2026-11-22-0010-accounts': accounts,
  '2026-11-22-0020-stored-bytes': storedBytes,
  '2026-11-25-0140-resume-review': resumeReview,
  '2026-11-25-0200-demo-recruiter': demoRecruiter,
};
