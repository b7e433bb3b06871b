import type { z } from 'zod';
import type { TemplateName, previewResponseSchema } from '@vitae/shared/api/documents';
import type { Resume } from '@vitae/shared/resume/schema';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

/** `POST /api/resume/preview`: the unsaved content rendered to a PDF (base64); the server keeps nothing. */
export function requestPreview(
  resume: Resume,
  template: TemplateName,
): Promise<ApiResponse<z.infer<typeof previewResponseSchema>>> {
  return api.post('resume/preview', { resume, template });
}
