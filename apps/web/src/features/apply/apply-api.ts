import type { z } from 'zod';
import type { applyMetadataSchema } from '@vitae/shared/api/jobs';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type ApplyMetadata = z.infer<typeof applyMetadataSchema>;

/** `job/apply`: multipart with a `file` part and a `metadata` part holding {email, name, job_id}. */
export function requestApply(file: File, metadata: ApplyMetadata): Promise<ApiResponse<{ message?: string }>> {
  const form = new FormData();
  // Metadata first: the server can refuse a closed job before reading a large file.
  form.append('metadata', JSON.stringify(metadata));
  form.append('file', file, file.name);
  return api.postForm('job/apply', form);
}
