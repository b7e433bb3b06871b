import { z } from 'zod';
import { LIMITS } from '../limits.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.email)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));
const password = z
  .string()
  .min(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for the password`)
  .max(LIMITS.password.max, `Use at most ${LIMITS.password.max} characters for the password`);

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter Password').max(LIMITS.password.max),
});
export const signupRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(LIMITS.name),
  email,
  password,
  user_type: z.string().optional(),
});
export const tokensResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export const googleLoginRequestSchema = z.object({
  client_id: z.string().max(300).optional(),
  token: z.string().min(1).max(8192),
  select_by: z.string().max(100).optional(),
});
export const googleSignupRequestSchema = googleLoginRequestSchema.extend({ user_type: z.string().optional() });

export const userResumeEntrySchema = z.object({
  file_name: z.string(),
  nickname: z.string(),
  url: z.string().optional(),
  template: z.string().optional(),
  updated_at: z.string().optional(),
  /** Fields the parser was unsure of that nobody has edited or confirmed yet ('email', 'experience', …). */
  to_check: z.array(z.string()).optional(),
  /** MIME type of the uploaded original file, when the resume came from an upload. */
  original_type: z.string().nullable().optional(),
});
export const modelSchema = z.object({ organization: z.string(), model: z.string() });

export const verifyResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  models: z.array(modelSchema),
  actions: z.array(z.string()),
  user_type: z.string(),
  default_model: modelSchema,
  tokens_left: z.number(),
  user_resumes: z.record(z.string(), userResumeEntrySchema),
  default_resume: z.string().nullable(),
  /** False for Google accounts: the web app hides password actions. */
  has_password: z.boolean().optional(),
});

export const publicConfigResponseSchema = z.object({
  google_client_id: z.string().nullable(),
  signup_token_grant: z.number(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type TokensResponse = z.infer<typeof tokensResponseSchema>;
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
export type UserResumeEntry = z.infer<typeof userResumeEntrySchema>;
export type ModelRef = z.infer<typeof modelSchema>;
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;
