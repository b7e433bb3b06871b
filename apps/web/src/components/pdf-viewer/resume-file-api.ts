import type { TemplateName } from '@vitae/shared/api/documents';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type ResumeFileFormat = 'pdf' | 'docx' | 'original';

/** `POST /api/user/fetch_resume_url`: a short-lived same-origin URL serving the file. */
export function requestResumeUrl(
  key: string,
  format: ResumeFileFormat,
  template?: TemplateName,
): Promise<ApiResponse<{ url: string }>> {
  return api.post('user/fetch_resume_url', { key, format, ...(template ? { template } : {}) });
}

/** `POST /api/user/set_template`: remember the template a saved resume renders with. */
export function requestSetTemplate(key: string, template: TemplateName): Promise<ApiResponse<unknown>> {
  return api.post('user/set_template', { key, template });
}
