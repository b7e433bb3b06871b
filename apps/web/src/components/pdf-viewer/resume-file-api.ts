import type { TemplateName } from '@vitae/shared/api/documents';
import type { AnnotationsResponse } from '@vitae/shared/api/annotations';
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

/** `POST /api/user/annotations`: the saved annotations of a resume (url null when there are none). */
export function requestAnnotations(key: string): Promise<ApiResponse<AnnotationsResponse>> {
  return api.post('user/annotations', { key });
}

/** `POST /api/user/save_annotations`: keeps the annotated PDF with the resume. */
export function requestSaveAnnotations(key: string, pdf: Uint8Array): Promise<ApiResponse<{ saved_at: string }>> {
  const form = new FormData();
  form.append('key', key);
  form.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'annotated.pdf');
  return api.postForm('user/save_annotations', form);
}

/** `POST /api/user/clear_annotations`: drops the resume's annotations. */
export function requestClearAnnotations(key: string): Promise<ApiResponse<unknown>> {
  return api.post('user/clear_annotations', { key });
}
