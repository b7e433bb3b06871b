import type { z } from 'zod';
import type { interpretedFilterSchema, searchResponseSchema } from '@vitae/shared/api/jobs';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type InterpretedFilter = z.infer<typeof interpretedFilterSchema>;

/** `jobs/search {query}`: the items and the filters the server understood from the query. */
export function requestJobSearch(query: string): Promise<ApiResponse<SearchResponse>> {
  return api.post('jobs/search', { query });
}
