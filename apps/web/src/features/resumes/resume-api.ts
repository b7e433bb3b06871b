import type { Resume } from '@vitae/shared/resume/schema';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export interface ResumeVersion {
  version: number;
  saved_at: string;
}
export interface CreatedResume {
  filename: string;
  nickname: string;
  resume: Resume;
  file_id: string;
}

export function requestResume(key: string): Promise<ApiResponse<{ resume: Resume }>> {
  return api.post('user/fetch_resume', { key });
}

export function requestSaveResume(key: string, resume: Resume): Promise<ApiResponse<unknown>> {
  return api.post('user/save_resume', { key, resume });
}

export function requestResumeVersions(key: string): Promise<ApiResponse<{ versions: ResumeVersion[] }>> {
  return api.post('user/resume_versions', { key });
}

export function requestRestoreVersion(key: string, version: number): Promise<ApiResponse<{ resume: Resume }>> {
  return api.post('user/restore_version', { key, version });
}

export function requestJsonResumeExport(key: string): Promise<ApiResponse<Record<string, unknown>>> {
  return api.post('user/export_resume', { key, format: 'json-resume' });
}

export function requestCreateResume(
  resume: Resume,
  filename: string,
  nickname: string,
): Promise<ApiResponse<CreatedResume>> {
  return api.post('user/create_new_resume', { resume, filename, nickname });
}

/** `POST /api/user/confirm_fields`: these parsed fields are checked; answers what is left to check. */
export function requestConfirmFields(key: string, fields: string[]): Promise<ApiResponse<{ to_check: string[] }>> {
  return api.post('user/confirm_fields', { key, fields });
}
