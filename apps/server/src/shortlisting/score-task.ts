/**
 * Worker-pool task that scores resumes (about 7 ms of CPU each, mostly skill matching): run off
 * the server's event loop so that a batch of hundreds never delays other requests.
 * The caller passes the corpus statistics and the duplicates, which need the whole batch.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import type { CorpusStats } from '../matching/bm25.ts';
import { blindResult } from './blind.ts';
import { prepareJob, scoreResume, type JobProfile, type ShortlistResult } from '../matching/score-resume.ts';

/** What an item's `result` column holds: the full and the blind result, and who it is. */
export type StoredResult = { result: ShortlistResult; blind: ShortlistResult; name: string; email: string };

export type ScoreInput = {
  jobDescription: string;
  corpus: CorpusStats;
  /** ISO time the years of experience are counted to (one value for the whole batch). */
  now: string;
  items: { id: string; resume: Resume; text: string; duplicateOf?: { id: string; position: number } }[];
};

/** The stored form of a scored resume: blind evidence is computed once, not on every status call. */
export function toStoredResult(result: ShortlistResult, resume: Resume): StoredResult {
  const { resume: _blindResume, ...blind } = blindResult(result, resume);
  return { result, blind, name: resume.fullName, email: resume.email };
}

// A worker scores one job's batch many times over: its requirements are extracted once.
const jobs = new Map<string, JobProfile>();
function prepareJobOnce(description: string): JobProfile {
  let job = jobs.get(description);
  if (!job) {
    if (jobs.size >= 8) jobs.clear();
    job = prepareJob(description);
    jobs.set(description, job);
  }
  return job;
}

export function scoreItems(input: ScoreInput): StoredResult[] {
  const job = prepareJobOnce(input.jobDescription);
  const now = new Date(input.now);
  return input.items.map((item) => {
    const result = scoreResume(job, input.corpus, item, { now });
    if (item.duplicateOf) {
      result.duplicateOf = item.duplicateOf.id;
      result.flags.push('duplicate');
      result.reasons.push(`Same e-mail or phone as resume ${item.duplicateOf.position + 1} of this batch`);
    }
    return toStoredResult(result, item.resume);
  });
}
