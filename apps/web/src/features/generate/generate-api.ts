import type { z } from 'zod';
import type { GenerateAction } from '@vitae/shared/constants';
import type { TemplateName, generateNewResponseSchema } from '@vitae/shared/api/documents';
import type { GenerateResponse } from '@vitae/shared/api/tailoring';
import type { Resume } from '@vitae/shared/resume/schema';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type RefreshAnswer = z.infer<typeof generateNewResponseSchema>;
export interface SavedToResumes {
  file_id: string;
  filename: string;
  nickname: string;
  resume: Resume;
}

/** `POST /api/generate`: tailor a resume (`key`, the default when left out) to a job description. */
export function requestGenerate(
  jobDescription: string,
  actions: GenerateAction[],
  template: TemplateName,
  key?: string,
): Promise<ApiResponse<GenerateResponse>> {
  return api.post('generate', { job_description: jobDescription, actions, template, ...(key ? { key } : {}) });
}

/** `POST /api/generate/new`: render edited content to a new PDF. */
export function requestRefresh(resume: Resume, template: TemplateName): Promise<ApiResponse<RefreshAnswer>> {
  return api.post('generate/new', { resume, template });
}

export function requestSaveToResumes(resume: Resume): Promise<ApiResponse<SavedToResumes>> {
  return api.post('user/save_to_your_resumes', { resume });
}

export function requestUpdateActions(actions: string[]): Promise<ApiResponse<unknown>> {
  return api.post('user/update_actions', { actions });
}
