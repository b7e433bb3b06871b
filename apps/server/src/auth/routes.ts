import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import {
  googleLoginRequestSchema,
  googleSignupRequestSchema,
  loginRequestSchema,
  modelSchema,
  publicConfigResponseSchema,
  signupRequestSchema,
  tokensResponseSchema,
  verifyResponseSchema,
} from '@vitae/shared/api/auth';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@vitae/shared/api/account';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';
import { AppError } from '../platform/errors.ts';
import { listModels } from '../tailoring/list-models.ts';
import { bearerToken } from './access-tokens.ts';
import { describeDevice } from './device-name.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { FORGOT_PASSWORD_MESSAGE, resetPassword, sendPasswordReset } from './password-reset.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';
import * as service from './service.ts';
import { buildVerifyResponse } from './verify.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  const perMinute = ctx.config.RATE_LIMIT_AUTH_PER_MINUTE;
  const byIp = createRateLimiter({ name: 'auth-ip', max: perMinute, windowMs: 60_000 }, ctx.rateLimitStore);
  const logins = createLoginThrottle(ctx.rateLimitStore);
  // Reset mails per address: a few per hour is plenty for a person and useless for mail-bombing.
  const resetMailsByEmail = createRateLimiter(
    { name: 'reset-mail', max: 3, windowMs: 60 * 60_000 },
    ctx.rateLimitStore,
  );
  const device = (request: FastifyRequest) => describeDevice(request.headers['user-agent']);
  define({
    path: 'auth/signup',
    summary: 'Create an account (always a job seeker) and sign in',
    auth: 'none',
    response: tokensResponseSchema,
    body: signupRequestSchema,
    before: (request) => byIp.hit(request.ip),
    handler: async ({ body, request }) => service.signup(ctx, body, device(request)),
  });
  define({
    path: 'auth/login',
    summary: 'Sign in with e-mail and password',
    auth: 'none',
    response: tokensResponseSchema,
    body: loginRequestSchema,
    before: (request) => byIp.hit(request.ip),
    handler: async ({ body, request }) => {
      // Only failures count per e-mail, and only slow it down: nobody can lock the owner out.
      try {
        await logins.beforeAttempt(body.email, request.ip);
      } catch (error) {
        request.log.warn({ event: 'login_refused', email: body.email, ip: request.ip }, 'security: login refused');
        throw error;
      }
      try {
        const tokens = await service.login(ctx, body, device(request));
        await logins.succeeded(body.email, request.ip);
        return tokens;
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_credentials') {
          await logins.failed(body.email, request.ip);
          // A security event: who was tried from where, never the password.
          request.log.warn({ event: 'login_failed', email: body.email, ip: request.ip }, 'security: failed login');
        }
        throw error;
      }
    },
  });
  define({
    path: 'auth/forgot_password',
    summary: 'Mail a single-use link to choose a new password (the same answer whether or not the account exists)',
    auth: 'none',
    body: forgotPasswordRequestSchema,
    before: (request) => byIp.hit(request.ip),
    handler: async ({ body, request }) => {
      let overLimit = false;
      try {
        await resetMailsByEmail.hit(body.email);
      } catch {
        overLimit = true;
      }
      // Not awaited: a known e-mail (a row and a mail) must not answer slower than an unknown one.
      if (!overLimit) {
        sendPasswordReset(ctx, body.email).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not send a password reset'),
        );
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  });
  define({
    path: 'auth/reset_password',
    summary: 'Set a new password with the link from the e-mail; every sign-in of the account ends',
    auth: 'none',
    body: resetPasswordRequestSchema,
    before: (request) => byIp.hit(request.ip),
    handler: async ({ body, request }) => {
      const email = await resetPassword(ctx, body.token, body.password);
      await logins.clear(email);
      request.log.info({ event: 'password_reset', ip: request.ip }, 'security: password reset');
      return { message: 'Your password has been changed. Log in with your new password.' };
    },
  });
  define({
    path: 'auth/google_login',
    summary: 'Sign in with a Google ID token',
    auth: 'none',
    body: googleLoginRequestSchema,
    response: tokensResponseSchema,
    handler: async ({ body, request }) => {
      await byIp.hit(request.ip);
      return service.googleLogin(ctx, body.token, device(request));
    },
  });
  define({
    path: 'auth/google_signup',
    summary: 'Create an account from a Google ID token',
    auth: 'none',
    body: googleSignupRequestSchema,
    response: tokensResponseSchema,
    handler: async ({ body, request }) => {
      await byIp.hit(request.ip);
      return service.googleSignup(ctx, body.token, device(request));
    },
  });
  define({
    path: 'auth/verify',
    summary: "The signed-in user's state",
    auth: 'user',
    response: verifyResponseSchema,
    handler: async ({ user }) => buildVerifyResponse(ctx, await service.requireUser(ctx, user!.id)),
  });
  define({
    path: 'auth/refresh',
    summary: 'Exchange the refresh token (sent as bearer) for new tokens; refresh tokens rotate',
    auth: 'none',
    response: tokensResponseSchema,
    handler: async ({ request }) => service.refresh(ctx, bearerToken(request.headers.authorization)),
  });
  define({
    path: 'auth/logout',
    summary: "Revoke the session's refresh tokens",
    auth: 'none',
    body: z.object({ refresh_token: z.string().max(500).optional() }),
    handler: async ({ body }) => {
      if (body.refresh_token) await revokeRefreshToken(ctx.db.kysely, body.refresh_token);
      return { message: 'Logged out' };
    },
  });
  define({
    path: 'config',
    method: 'GET',
    summary: 'Public settings the web app needs before sign-in',
    auth: 'none',
    response: publicConfigResponseSchema,
    handler: async () => ({
      google_client_id: ctx.config.GOOGLE_CLIENT_ID ?? null,
      signup_token_grant: ctx.config.SIGNUP_TOKEN_GRANT,
    }),
  });
}

/** Account settings the spec names under /user: token balance, chosen sections, default model. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  define({
    path: 'user/fetch_tokens_left',
    summary: 'The token balance',
    auth: 'user',
    response: z.object({ tokens_left: z.number() }),
    handler: async ({ user }) => ({ tokens_left: (await service.requireUser(ctx, user!.id)).tokens_left }),
  });
  define({
    path: 'user/update_actions',
    summary: 'Remember the chosen Generate sections',
    auth: 'user',
    body: z.object({ actions: z.array(z.enum(GENERATE_ACTIONS)).max(GENERATE_ACTIONS.length) }),
    handler: async ({ body, user }) => {
      const actions = [...new Set(body.actions)];
      await ctx.db.kysely
        .updateTable('users')
        .set({ actions: JSON.stringify(actions) })
        .where('id', '=', user!.id)
        .execute();
      return { actions };
    },
  });
  define({
    path: 'user/update_default_model',
    summary: 'Choose the default model from the catalogue',
    auth: 'user',
    body: modelSchema,
    handler: async ({ body, user }) => {
      const known = listModels(ctx.config).some((m) => m.organization === body.organization && m.model === body.model);
      if (!known) throw new AppError('invalid_input', 'model: Choose one of the models this server offers.');
      await ctx.db.kysely
        .updateTable('users')
        .set({ default_model: JSON.stringify({ organization: body.organization, model: body.model }) })
        .where('id', '=', user!.id)
        .execute();
      return { default_model: body };
    },
  });
}
