import { z } from 'zod';
import { GENERATE_ACTIONS } from '../constants.ts';
import { LIMITS } from '../limits.ts';
import { resumeSchema } from '../resume/schema.ts';
import { fileNameSchema, nicknameSchema } from './user.ts';

export const generateRequestSchema = z.object({
  job_description: z
    .string()
    .trim()
    .min(1, 'Paste the job description first.')
    .max(LIMITS.jobDescription, `Shorten the job description to ${LIMITS.jobDescription} characters.`),
  actions: z.array(z.enum(GENERATE_ACTIONS)).min(1, 'Choose at least one section to update.'),
  template: z.enum(['classic', 'modern', 'compact']).optional(),
});

export const tailorReportSchema = z.object({
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  changes: z.array(z.string()),
  violations: z.array(z.object({ path: z.string(), kind: z.string(), detail: z.string() })),
});

export const generateResponseSchema = z.object({
  usage: z.number(),
  resume: z.string(),
  generatedResume: resumeSchema,
  report: tailorReportSchema,
  tokens_left: z.number(),
});

export const saveToYourResumesRequestSchema = z.object({
  resume: resumeSchema,
  nickname: nicknameSchema.optional(),
  filename: fileNameSchema.optional(),
});

export type TailorReport = z.infer<typeof tailorReportSchema>;
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
