import { z } from 'zod';
import { LIMITS } from '../limits.ts';

const newPassword = z
  .string()
  .min(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for the password`)
  .max(LIMITS.password.max, `Use at most ${LIMITS.password.max} characters for the password`);

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(LIMITS.email)
    .pipe(z.email({ message: 'Enter a valid e-mail address' })),
});
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete. Open it again from the e-mail.').max(200),
  password: newPassword,
});
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(LIMITS.password.max),
  new_password: newPassword,
});
export const changePasswordResponseSchema = z.object({ access_token: z.string(), message: z.string() });

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export const revokeSessionRequestSchema = z.object({ id: z.string().min(1).max(64) });

/** Password accounts confirm with their password, Google accounts with a fresh Google sign-in. */
export const deleteAccountRequestSchema = z
  .object({
    password: z.string().min(1, 'Enter your password').max(LIMITS.password.max).optional(),
    google_token: z.string().min(1).max(8192).optional(),
  })
  .refine((body) => body.password !== undefined || body.google_token !== undefined, {
    message: 'Confirm with your password (or a Google sign-in for Google accounts).',
  });

export type SessionEntry = z.infer<typeof sessionSchema>;
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
