import { z } from 'zod';
import { resumeSchema } from '../resume/schema.ts';
import { resumeKeySchema } from './user.ts';

/** `POST /api/parse` (multipart, one field `file`). */
export const parseResponseSchema = z.object({
  resume: resumeSchema,
  file_id: z.string(),
  nickname: z.string(),
  filename: z.string(),
  /** Beyond the spec: 0..1 per field ('fullName', 'experience', …) and notes for the person to check. */
  confidence: z.record(z.string(), z.number()),
  warnings: z.array(z.string()),
});

export const TEMPLATE_NAMES = ['classic', 'modern', 'compact'] as const;
export const templateNameSchema = z.enum(TEMPLATE_NAMES);
export type TemplateName = z.infer<typeof templateNameSchema>;

/** `POST /api/generate/new`: render edited content to a PDF (base64). */
export const generateNewRequestSchema = z.object({ resume: resumeSchema, template: templateNameSchema.optional() });
export const generateNewResponseSchema = z.object({ resume: z.string(), refreshedResume: resumeSchema });

/** `POST /api/resume/preview`: render unsaved content to a PDF for the editor's live preview (nothing is stored). */
export const previewRequestSchema = z.object({ resume: resumeSchema, template: templateNameSchema.optional() });
export const previewResponseSchema = z.object({ pdf: z.string() });

/** `POST /api/user/confirm_fields`: the person checked these parsed fields; they are no longer flagged. */
export const confirmFieldsRequestSchema = z.object({
  key: resumeKeySchema,
  fields: z.array(z.string().max(40)).max(20),
});
export const confirmFieldsResponseSchema = z.object({ to_check: z.array(z.string()) });

/** `POST /api/user/fetch_resume_url`: a short-lived signed URL to the PDF (or DOCX, or the uploaded original). */
export const fetchResumeUrlRequestSchema = z.object({
  key: resumeKeySchema,
  format: z.enum(['pdf', 'docx', 'original']).default('pdf'),
  template: templateNameSchema.optional(),
});
export const fetchResumeUrlResponseSchema = z.object({ url: z.string() });

/** `POST /api/user/set_template`: remember a resume's template. */
export const setTemplateRequestSchema = z.object({ key: resumeKeySchema, template: templateNameSchema });
