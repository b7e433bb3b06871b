import type { z } from 'zod';
import type { jobInfoResponseSchema, PostingInput, recruiterJobSchema } from '@vitae/shared/api/jobs';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type RecruiterJob = z.infer<typeof recruiterJobSchema>;
export type JobInfo = z.infer<typeof jobInfoResponseSchema>;
export interface Applicant {
  id: string;
  name: string;
  email: string;
  created_at: string;
  file_name: string;
}
export type JobState = 'open' | 'closed';

export interface RecruiterCompany {
  name: string;
  slug: string;
}
export interface CompanyInput {
  name: string;
  website?: string;
  description?: string;
}

/**
 * The recruiter's company (null until they name it) and the postings they manage: their own, and
 * every demo posting when the account is the demo recruiter.
 */
export function requestRecruiterJobs(): Promise<
  ApiResponse<{ company: RecruiterCompany | null; demoRecruiter: boolean; jobs: RecruiterJob[] }>
> {
  return api.post('recruiter-jobs-status', {});
}

/** `recruiter/company`: names the recruiter's company (created on first use). Postings need one. */
export function requestSetCompany(company: CompanyInput): Promise<ApiResponse<{ company: RecruiterCompany }>> {
  return api.post('recruiter/company', company);
}

export function requestCreatePosting(posting: PostingInput): Promise<ApiResponse<{ job_id: string }>> {
  return api.post('recruiter/jobs/create', posting);
}

export function requestUpdatePosting(jobId: string, posting: PostingInput): Promise<ApiResponse<unknown>> {
  return api.post('recruiter/jobs/update', { job_id: jobId, ...posting });
}

export function requestSetJobState(jobId: string, state: JobState): Promise<ApiResponse<unknown>> {
  return api.post('recruiter/jobs/set_state', { job_id: jobId, state });
}

export function requestApplicants(jobId: string): Promise<ApiResponse<{ applications: Applicant[] }>> {
  return api.post('recruiter/applications', { job_id: jobId });
}

/** A short-lived signed URL for an applicant's file (opens without a bearer header). */
export function requestApplicantFileUrl(applicationId: string): Promise<ApiResponse<{ url: string }>> {
  return api.post('recruiter/application_file_url', { application_id: applicationId });
}

/** The public view of a posting, used to fill the edit form (there is no recruiter read call). */
export function requestPosting(jobId: string): Promise<ApiResponse<JobInfo>> {
  return api.post('job/info', { job_id: jobId });
}
