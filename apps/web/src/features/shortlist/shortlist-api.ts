import type { z } from 'zod';
import type { shortlistRunsResponseSchema, ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type ShortlistRun = z.infer<typeof shortlistRunsResponseSchema>['runs'][number];

/**
 * `shortlist-resumes`: every file as a `files` part (one zip, or many resumes) and a `metadata`
 * part holding {job_id, job_description}. Answers at once with the run to follow.
 */
export function requestShortlistStart(
  files: readonly File[],
  metadata: { job_id: string; job_description: string },
): Promise<ApiResponse<{ message: string; run_id: string }>> {
  const form = new FormData();
  form.append('metadata', JSON.stringify(metadata));
  for (const file of files) form.append('files', file, file.name);
  return api.postForm('shortlist-resumes', form);
}

export function requestShortlistStatus(runId: string, reveal: boolean): Promise<ApiResponse<ShortlistStatus>> {
  return api.post('shortlist/status', { run_id: runId, reveal });
}

export function requestShortlistRuns(): Promise<ApiResponse<{ runs: ShortlistRun[] }>> {
  return api.post('shortlist/runs', {});
}

/**
 * `shortlist/file_url {run_id, result_id, reveal}`: a short-lived signed URL to one shortlisted
 * resume; without `reveal`, a rendering of the parsed resume without name, contact details or links.
 */
export function requestShortlistFileUrl(
  runId: string,
  resultId: string,
  reveal: boolean,
): Promise<ApiResponse<{ url: string; file_name: string }>> {
  return api.post('shortlist/file_url', { run_id: runId, result_id: resultId, reveal });
}

/** `recruiter/applications {job_id}`: the applicants of one of the recruiter's own postings. */
export function requestPostingApplicants(jobId: string): Promise<ApiResponse<{ applications: { id: string }[] }>> {
  return api.post('recruiter/applications', { job_id: jobId });
}

/** `shortlist/delete {run_id}`: deletes the run, its results and the files it stored. */
export function requestShortlistDelete(runId: string): Promise<ApiResponse<{ message: string }>> {
  return api.post('shortlist/delete', { run_id: runId });
}
