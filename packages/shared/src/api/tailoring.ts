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
  /** The resume to tailor; the default resume when left out. */
  key: z.string().trim().min(1).max(64).optional(),
});

export const tailorReportSchema = z.object({
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  changes: z.array(z.string()),
  violations: z.array(z.object({ path: z.string(), kind: z.string(), detail: z.string() })),
  /** ATS findings: each check passed (`ok`) or says what to do. */
  ats: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string() })).default([]),
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

/** "I have this": a missing requirement the person confirms with a line saying where and how they used it. */
export const confirmSkillRequestSchema = z.object({
  skill: z
    .string()
    .trim()
    .min(1, 'Name the skill you have.')
    .max(LIMITS.shortText, `Shorten the skill to ${LIMITS.shortText} characters.`),
  evidence: z
    .string()
    .trim()
    .min(10, 'Say in a short line where and how you used it.')
    .max(300, 'Keep the line under 300 characters.'),
  /** The resume to add it to; the default resume when left out. */
  key: z.string().trim().min(1).max(64).optional(),
});

export const confirmSkillResponseSchema = z.object({ key: z.string(), resume: resumeSchema });

export type AtsFinding = z.infer<typeof tailorReportSchema>['ats'][number];
export type ConfirmSkillRequest = z.infer<typeof confirmSkillRequestSchema>;
export type TailorReport = z.infer<typeof tailorReportSchema>;
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
