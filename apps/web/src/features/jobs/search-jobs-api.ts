import type { z } from 'zod';
import type { interpretedFilterSchema, searchResponseSchema, SearchSort } from '@vitae/shared/api/jobs';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type InterpretedFilter = z.infer<typeof interpretedFilterSchema>;

/** `jobs/search {query, sort}`: the items and the filters the server understood from the query. */
export function requestJobSearch(query: string, sort: SearchSort = 'relevance'): Promise<ApiResponse<SearchResponse>> {
  // Relevance is the server's default, so the plain request stays as the spec writes it.
  return api.post('jobs/search', sort === 'relevance' ? { query } : { query, sort });
}
