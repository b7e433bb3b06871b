import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/** `shortlist-resumes` multipart: a zip (or many resume files) and a `metadata` part holding this JSON. */
export const shortlistMetadataSchema = z.object({
  job_id: z.string().trim().max(200).default(''),
  job_description: z.string().trim().max(LIMITS.jobDescription).default(''),
});
export const shortlistStartResponseSchema = z.object({ message: z.string(), run_id: z.string() });

export const shortlistResultSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  name: z.string(),
  email: z.string(),
  score: z.number(),
  years: z.number(),
  matched: z.array(z.object({ requirement: z.string(), evidence: z.string() })),
  missing: z.array(z.string()),
  flags: z.array(z.string()),
  duplicate_of: z.string().nullable(),
  reasons: z.array(z.string()),
});
export const shortlistStatusRequestSchema = z.object({
  run_id: z.string().min(1).max(64),
  reveal: z.boolean().default(false),
});
export const shortlistDeleteRequestSchema = z.object({ run_id: z.string().min(1).max(64) });
export const shortlistStatusResponseSchema = z.object({
  run_id: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  job_id: z.string(),
  results: z.array(shortlistResultSchema),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  message: z.string().optional(),
});
export const shortlistRunsResponseSchema = z.object({
  runs: z.array(
    z.object({
      run_id: z.string(),
      job_id: z.string(),
      state: z.string(),
      done: z.number(),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
});

export type ShortlistResult = z.infer<typeof shortlistResultSchema>;
export type ShortlistStatus = z.infer<typeof shortlistStatusResponseSchema>;

/** `shortlist/export`: the run's ranking as a file (blind unless `reveal`). */
export const shortlistExportRequestSchema = z.object({
  run_id: z.string().min(1).max(64),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  reveal: z.boolean().default(false),
});
/** `shortlist/file_url`: a short-lived URL to one shortlisted resume's original file (`result_id` is the same id). */
export const shortlistFileUrlRequestSchema = z
  .object({
    run_id: z.string().min(1).max(64),
    item_id: z.string().min(1).max(64).optional(),
    result_id: z.string().min(1).max(64).optional(),
    /** Without it, the URL serves a rendering of the parsed resume without name, contact, links or address. */
    reveal: z.boolean().default(false),
  })
  .refine((body) => body.item_id ?? body.result_id, { message: 'Name the resume (item_id)', path: ['item_id'] });
