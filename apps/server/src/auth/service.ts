import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';
import { newId, nowIso } from '../platform/ids.ts';
import type { UserRow } from '../platform/db/types.ts';
import type { TokensResponse } from '@vitae/shared/api/auth';
import { signAccessToken } from './access-tokens.ts';
import { checkPasswordStrength, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { verifyGoogleToken } from './google.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertLedgerRow,
  insertUser,
  setPasswordHash,
} from './store.ts';

/** Signup always creates a job seeker (spec section 6); other types are set with the CLI. */
const SIGNUP_USER_TYPE = 'job_seeker';

/** A new sign-in: a new refresh-token family on `device`, and an access token bound to it. */
async function issueTokens(ctx: AppContext, userId: string, device: string): Promise<TokensResponse> {
  const { config, db } = ctx;
  const family = { id: newId(), expiresAt: null, device };
  const refreshToken = await issueRefreshToken(db.kysely, userId, family, config.REFRESH_TOKEN_TTL_DAYS);
  return { access_token: await issueAccessToken(ctx, userId, family.id), refresh_token: refreshToken };
}

/** An access token for a sign-in, carrying the user's current token version. */
export async function issueAccessToken(ctx: AppContext, userId: string, sessionId: string): Promise<string> {
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user) throw new AppError('unauthorized', 'Please log in again.');
  const claims = { userId, sessionId, version: user.token_version };
  return signAccessToken(claims, ctx.config.jwtSecret, ctx.config.ACCESS_TOKEN_TTL_SECONDS);
}

async function createUser(
  ctx: AppContext,
  user: { email: string; name: string; passwordHash: string | null; googleSub: string | null },
): Promise<string> {
  const id = newId();
  const at = nowIso();
  const grant = ctx.config.SIGNUP_TOKEN_GRANT;
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        google_sub: user.googleSub,
        user_type: SIGNUP_USER_TYPE,
        tokens_left: grant,
        default_resume: null,
        default_model: null,
        // Generate starts with all five sections selected; the person narrows them down.
        actions: JSON.stringify(GENERATE_ACTIONS),
        company_id: null,
        created_at: at,
      });
      if (grant > 0) await insertLedgerRow(trx, id, grant, 'signup_grant', at);
    });
  } catch (error) {
    if (await findUserByEmail(ctx.db.kysely, user.email)) {
      throw new AppError('conflict', 'An account with this e-mail already exists. Log in instead.');
    }
    throw error;
  }
  return id;
}

export async function signup(
  ctx: AppContext,
  input: { name: string; email: string; password: string },
  device: string,
): Promise<TokensResponse> {
  await checkPasswordStrength(input.password, input);
  if (await findUserByEmail(ctx.db.kysely, input.email)) {
    throw new AppError('conflict', 'An account with this e-mail already exists. Log in instead.');
  }
  const passwordHash = await hashPassword(input.password);
  const id = await createUser(ctx, { email: input.email, name: input.name, passwordHash, googleSub: null });
  return issueTokens(ctx, id, device);
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  device: string,
): Promise<TokensResponse> {
  const user = await findUserByEmail(ctx.db.kysely, input.email);
  // One message for an unknown e-mail and a wrong password: which e-mails exist is nobody's business.
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw new AppError('invalid_credentials', 'The e-mail or password is incorrect.');
  // Hashes made with older, weaker parameters are upgraded while the password is at hand.
  if (user.password_hash && needsRehash(user.password_hash)) {
    await setPasswordHash(ctx.db.kysely, user.id, await hashPassword(input.password));
  }
  return issueTokens(ctx, user.id, device);
}

export async function refresh(ctx: AppContext, presented: string | null): Promise<TokensResponse> {
  if (!presented) throw new AppError('unauthorized', 'Your session has ended. Please log in again.');
  const { userId, familyId, refreshToken } = await rotateRefreshToken(
    ctx.db.kysely,
    presented,
    ctx.config.REFRESH_TOKEN_TTL_DAYS,
  );
  return { access_token: await issueAccessToken(ctx, userId, familyId), refresh_token: refreshToken };
}

export async function googleLogin(ctx: AppContext, token: string, device: string): Promise<TokensResponse> {
  const identity = await verifyGoogleToken(token, {
    clientId: ctx.config.GOOGLE_CLIENT_ID,
    jwksUrl: ctx.config.GOOGLE_JWKS_URL,
  });
  const user = await findUserByGoogleSub(ctx.db.kysely, identity.sub);
  if (!user) throw new AppError('not_found', 'No account uses this Google sign-in yet. Sign up first.');
  return issueTokens(ctx, user.id, device);
}

export async function googleSignup(ctx: AppContext, token: string, device: string): Promise<TokensResponse> {
  const identity = await verifyGoogleToken(token, {
    clientId: ctx.config.GOOGLE_CLIENT_ID,
    jwksUrl: ctx.config.GOOGLE_JWKS_URL,
  });
  const existing =
    (await findUserByGoogleSub(ctx.db.kysely, identity.sub)) ?? (await findUserByEmail(ctx.db.kysely, identity.email));
  if (existing) throw new AppError('conflict', 'An account with this e-mail already exists. Log in instead.');
  const id = await createUser(ctx, {
    email: identity.email,
    name: identity.name,
    passwordHash: null,
    googleSub: identity.sub,
  });
  return issueTokens(ctx, id, device);
}

export async function requireUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user) throw new AppError('unauthorized', 'Please log in again.');
  return user;
}
