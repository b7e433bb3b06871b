import { z } from 'zod';

/** Every non-200 answer: a sentence a person can act on, plus a stable code. */
export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const emptyRequestSchema = z.object({}).loose();
export const statusMessageSchema = z.object({ message: z.string() });
