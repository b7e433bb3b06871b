import type { z } from 'zod';
import type { jobInfoResponseSchema } from '@vitae/shared/api/jobs';
import { api } from '../app/api.ts';
import type { ApiResponse } from '../app/api-client.ts';

export type JobInfo = z.infer<typeof jobInfoResponseSchema>;

/** `job/info {job_id}`: a public posting; 404 when there is none. */
export function requestJobInfo(jobId: string): Promise<ApiResponse<JobInfo>> {
  return api.post('job/info', { job_id: jobId });
}
