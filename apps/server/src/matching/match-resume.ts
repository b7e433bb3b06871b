/**
 * A resume's match with one job description, the number both sides see: the job seeker on a
 * search result and the recruiter who shortlists that resume alone against that description get
 * the same score, because both run the shortlist scorer with the resume as its whole corpus.
 * Prepared descriptions are cached by key (a posting's row id), so a search that scores the same
 * postings again reads each description once.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { buildCorpusStats, prepareJob, scoreResume, type JobProfile } from './score-resume.ts';
import { resumeToText } from './resume-lines.ts';

export type ResumeMatch = { score: number; matched: string[]; missing: string[] };

const CACHE_SIZE = 2_000;
/** Requirements shown per side on a result: enough to judge, short enough to read on a phone. */
const SHOWN = 8;
const preparedJobs = new Map<string, JobProfile>();

function prepareCached(key: string, description: string): JobProfile {
  const cached = preparedJobs.get(key);
  if (cached) return cached;
  const job = prepareJob(description);
  // Oldest first out: a Map keeps insertion order.
  if (preparedJobs.size >= CACHE_SIZE) preparedJobs.delete(preparedJobs.keys().next().value!);
  preparedJobs.set(key, job);
  return job;
}

/**
 * Scores one resume against several job descriptions (each with a cache key), 0-100 with what
 * matched; `shown` caps each list (a search result shows a few, the Generate report all).
 */
export function matchResumeToJobs(
  resume: Resume,
  jobs: { key: string; description: string }[],
  now = new Date(),
  shown = SHOWN,
): ResumeMatch[] {
  const item = { id: 'resume', resume, text: resumeToText(resume) };
  const corpus = buildCorpusStats([item]);
  return jobs.map(({ key, description }) => {
    const result = scoreResume(prepareCached(key, description), corpus, item, { now });
    return {
      score: result.score,
      matched: [...new Set(result.matched.map((m) => m.requirement))].slice(0, shown),
      missing: result.missing.slice(0, shown),
    };
  });
}

/** Forgets prepared descriptions; the search bench times matching with a cold cache. */
export function clearPreparedJobs(): void {
  preparedJobs.clear();
}
