/** Ranks a batch of resumes against one job description with the shared scorer, and flags duplicates. */
import {
  buildCorpusStats,
  prepareJob,
  scoreResume,
  type RankOptions,
  type ShortlistItem,
  type ShortlistResult,
} from '../matching/score-resume.ts';
import { findDuplicates } from './duplicates.ts';

/** Scores a whole batch, flags duplicates, and sorts best first. */
export function rankResumes(
  jobDescription: string,
  items: ShortlistItem[],
  options: RankOptions = {},
): ShortlistResult[] {
  const job = prepareJob(jobDescription);
  const corpus = buildCorpusStats(items);
  const duplicates = findDuplicates(items);
  return items
    .map((item) => {
      const result = scoreResume(job, corpus, item, options);
      const original = duplicates.get(item.id);
      if (original) {
        result.duplicateOf = original;
        result.flags.push('duplicate');
        result.reasons.push(`Same e-mail or phone as resume ${original}`);
      }
      return result;
    })
    .sort((a, b) => b.score - a.score);
}
