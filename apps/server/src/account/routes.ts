import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  revokeSessionRequestSchema,
  sessionsResponseSchema,
} from '@vitae/shared/api/account';
import { changePassword, listUserSessions, revokeOtherSessions, revokeSession } from '../auth/sessions.ts';
import { deleteAccount } from './delete-account.ts';
import { exportUserData } from './export-data.ts';

/** Account safety on the Account screen: password, signed-in devices, export and deletion. */
export function registerAccountSafetyRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  // Calls that check a password or do heavy work, per user: a stolen access token cannot guess
  // the password quickly, and one account cannot keep the server busy exporting.
  const passwordChecks = createRateLimiter(
    { name: 'password-check', max: 10, windowMs: 15 * 60_000 },
    ctx.rateLimitStore,
  );
  const exports = createRateLimiter(
    {
      name: 'export',
      max: 5,
      windowMs: 10 * 60_000,
      message: 'You have exported your data several times just now. Try again in a few minutes.',
    },
    ctx.rateLimitStore,
  );
  define({
    path: 'user/change_password',
    summary: 'Change the password; every other sign-in ends and older access tokens are refused',
    auth: 'user',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    handler: async ({ body, user, request }) => {
      await passwordChecks.hit(user!.id);
      const { access_token } = await changePassword(ctx, user!, body);
      request.log.info({ event: 'password_changed', user_id: user!.id }, 'security: password changed');
      return { access_token, message: 'Your password has been changed. Your other devices are signed out.' };
    },
  });
  define({
    path: 'user/sessions',
    summary: 'The signed-in devices',
    auth: 'user',
    response: sessionsResponseSchema,
    handler: async ({ user }) => ({ sessions: await listUserSessions(ctx, user!) }),
  });
  define({
    path: 'user/revoke_session',
    summary: 'Sign one device out',
    auth: 'user',
    body: revokeSessionRequestSchema,
    handler: async ({ body, user }) => {
      await revokeSession(ctx, user!, body.id);
      return { message: 'That device is signed out.' };
    },
  });
  define({
    path: 'user/revoke_other_sessions',
    summary: 'Sign out everywhere else',
    auth: 'user',
    body: z.object({}),
    handler: async ({ user }) => {
      await revokeOtherSessions(ctx, user!);
      return { message: 'Your other devices are signed out.' };
    },
  });
  define({
    path: 'user/export_data',
    summary: 'Everything Vitae holds about the user, as one zip',
    auth: 'user',
    handler: async ({ user, reply }) => {
      await exports.hit(user!.id);
      const zip = await exportUserData(ctx, user!.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="vitae-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  });
  define({
    path: 'user/delete_account',
    summary: 'Delete the account and everything it owns (confirmed with the password or a fresh Google sign-in)',
    auth: 'user',
    body: deleteAccountRequestSchema,
    handler: async ({ body, user }) => {
      await passwordChecks.hit(user!.id);
      await deleteAccount(ctx, user!.id, body);
      return { message: 'Your account and everything in it has been deleted.' };
    },
  });
}
