import type { z } from 'zod';
import type { parseResponseSchema } from '@vitae/shared/api/documents';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type ParseAnswer = z.infer<typeof parseResponseSchema>;

/** `POST /api/parse`: multipart with one field `file`. */
export function requestParse(file: File): Promise<ApiResponse<ParseAnswer>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm('parse', form);
}
