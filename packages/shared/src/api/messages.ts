import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const supportRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .pipe(z.email({ message: 'Enter a valid e-mail address' })),
  message: z.string().trim().min(1, 'Write a message').max(LIMITS.supportMessage),
});
export const feedbackRequestSchema = z.object({
  feedback: z.string().trim().min(1, 'Write your feedback').max(LIMITS.feedbackMessage),
  /** Left out when the person sends anonymously. */
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .pipe(z.email({ message: 'Enter a valid e-mail address' }))
    .optional(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
