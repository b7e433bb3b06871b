import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { feedbackRequestSchema, supportRequestSchema } from '@vitae/shared/api/messages';
import { storeMessage } from './service.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  // Anonymous forms: per-IP limits keep them from becoming a spam relay.
  const limiter = createRateLimiter(
    {
      name: 'forms',
      max: ctx.config.RATE_LIMIT_FORMS_PER_MINUTE,
      windowMs: 60_000,
      message: 'You have sent several messages in a short time. Please wait a minute and try again.',
    },
    ctx.rateLimitStore,
  );

  define({
    path: 'support',
    summary: 'Send a message to support',
    auth: 'optional',
    body: supportRequestSchema,
    handler: async ({ body, user, request }) => {
      await limiter.hit(request.ip);
      await storeMessage(ctx, { kind: 'support', email: body.email, body: body.message, userId: user?.id ?? null });
      return { message: 'Thank you! We received your message and will reply by e-mail.' };
    },
  });
  define({
    path: 'feedback',
    summary: 'Send feedback, optionally anonymously',
    auth: 'optional',
    body: feedbackRequestSchema,
    handler: async ({ body, user, request }) => {
      await limiter.hit(request.ip);
      // Anonymous feedback is not linked to the account either.
      const anonymous = !body.email;
      await storeMessage(ctx, {
        kind: 'feedback',
        email: body.email ?? null,
        body: body.feedback,
        userId: anonymous ? null : (user?.id ?? null),
      });
      return { message: 'Thank you for your feedback!' };
    },
  });
}
