import { z } from 'zod';
import { resumeSchema } from '../resume/schema.ts';
import { LIMITS } from '../limits.ts';

export const resumeKeySchema = z.string().trim().min(1).max(64);
export const nicknameSchema = z.string().trim().min(1, 'Enter a nickname').max(LIMITS.nickname);
export const fileNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a file name')
  .max(LIMITS.fileName)
  .refine(
    (name) => !/[/\\<>:"|?*]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32),
    'Use a file name without / \\ < > : " | ? *',
  );

export const saveResumeRequestSchema = z.object({ key: resumeKeySchema, resume: resumeSchema });
export const keyRequestSchema = z.object({ key: resumeKeySchema });
export const changeNicknameRequestSchema = z.object({ key: resumeKeySchema, nickname: nicknameSchema });
export const createResumeRequestSchema = z.object({
  resume: resumeSchema.optional(),
  /** Beyond the spec: a JSON Resume (jsonresume.org) document instead of `resume`. */
  json_resume: z.record(z.string(), z.unknown()).optional(),
  filename: fileNameSchema,
  nickname: nicknameSchema,
});
export const createResumeResponseSchema = z.object({
  filename: z.string(),
  nickname: z.string(),
  resume: resumeSchema,
  file_id: z.string(),
});
export const fetchResumeResponseSchema = z.object({ resume: resumeSchema });
export const resumeVersionsResponseSchema = z.object({
  versions: z.array(z.object({ version: z.number(), saved_at: z.string() })),
});
export const restoreVersionRequestSchema = z.object({ key: resumeKeySchema, version: z.number().int().positive() });
export const exportResumeRequestSchema = z.object({ key: resumeKeySchema, format: z.enum(['json-resume']) });
