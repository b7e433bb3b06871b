import { unzipSync } from 'fflate';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { signAccessToken } from './access-tokens.ts';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe.each(testDatabases())('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUP_TOKEN_GRANT: '12000' });
  });
  afterAll(async () => t.close());

  it('signs up a job seeker whatever user_type is sent, and verify returns their state', async () => {
    const signup = await t.post('auth/signup', {
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      password: 'analytical-engine',
      user_type: 'portal_admin',
    });
    expect(signup.statusCode).toBe(200);
    const { access_token, refresh_token } = signup.json<{ access_token: string; refresh_token: string }>();
    expect(access_token).toMatch(/^ey/);
    expect(refresh_token).toContain('.');
    const verify = await t.post('auth/verify', {}, access_token);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      user_type: 'job_seeker',
      tokens_left: 12000,
      user_resumes: {},
      default_resume: null,
      actions: [...GENERATE_ACTIONS],
      default_model: { organization: 'vitae', model: 'local' },
    });
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const response = await t.post('auth/signup', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'another-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
  });

  it('refuses short and common passwords with a 400 that says why', async () => {
    const short = await t.post('auth/signup', { name: 'B', email: 'b@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/password/i);
    const common = await t.post('auth/signup', { name: 'B', email: 'b@example.com', password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json<{ message: string }>().message).toMatch(/common/);
  });

  it('logs in with the right password and gives the same 401 for a wrong password or unknown e-mail', async () => {
    const ok = await t.post('auth/login', { email: 'ada@example.com', password: 'analytical-engine' });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.post('auth/login', { email: 'ada@example.com', password: 'wrong-password' });
    const unknown = await t.post('auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed after the grace window', async () => {
    const { refresh_token } = await t.signup();
    const first = await t.post('auth/refresh', undefined, refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access_token: string; refresh_token: string }>();
    expect(rotated.refresh_token).not.toBe(refresh_token);
    expect((await t.post('auth/verify', {}, rotated.access_token)).statusCode).toBe(200);

    // Age the rotation past the grace window, as if the old token were stolen and replayed later.
    const oldId = refresh_token.split('.')[0]!;
    await t.ctx.db.kysely
      .updateTable('refresh_tokens')
      .set({ rotated_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', oldId)
      .execute();
    expect((await t.post('auth/refresh', undefined, refresh_token)).statusCode).toBe(401);
    // The whole family is gone: the legitimate newer token no longer works either.
    expect((await t.post('auth/refresh', undefined, rotated.refresh_token)).statusCode).toBe(401);
  });

  it('does not treat parallel refreshes of one token as theft', async () => {
    const { refresh_token } = await t.signup();
    const answers = await Promise.all([1, 2, 3].map(() => t.post('auth/refresh', undefined, refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) {
      expect(
        (await t.post('auth/refresh', undefined, a.json<{ refresh_token: string }>().refresh_token)).statusCode,
      ).toBe(200);
    }
  });

  it('expires refresh tokens absolutely', async () => {
    const { refresh_token } = await t.signup();
    await t.ctx.db.kysely
      .updateTable('refresh_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', refresh_token.split('.')[0]!)
      .execute();
    expect((await t.post('auth/refresh', undefined, refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token family', async () => {
    const { refresh_token } = await t.signup();
    expect((await t.post('auth/logout', { refresh_token })).statusCode).toBe(200);
    expect((await t.post('auth/refresh', undefined, refresh_token)).statusCode).toBe(401);
  });

  it('refuses forged access tokens: alg none, wrong audience, expired, and a refresh token used as access token', async () => {
    const { access_token, refresh_token } = await t.signup();
    const [, payload] = access_token.split('.');
    const algNone = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    const secret = t.ctx.config.jwtSecret;
    const sub = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    const wrongAud = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(sub.sub)
      .setIssuer('vitae')
      .setAudience('someone-else')
      .setExpirationTime('5m')
      .sign(secret);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(sub.sub)
      .setIssuer('vitae')
      .setAudience('vitae-api')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(secret);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string; ver: number };
    const wrongSecret = await signAccessToken(
      { userId: sub.sub, sessionId: claims.sid, version: claims.ver },
      new TextEncoder().encode('x'.repeat(48)),
      60,
    );
    // Right secret and claims, but no session or version: tokens from before sessions existed.
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(sub.sub)
      .setIssuer('vitae')
      .setAudience('vitae-api')
      .setExpirationTime('5m')
      .sign(secret);
    const otherSession = await signAccessToken({ userId: sub.sub, sessionId: 'nope', version: claims.ver }, secret, 60);
    for (const token of [algNone, wrongAud, expired, wrongSecret, noSession, otherSession, refresh_token, 'garbage']) {
      const response = await t.post('auth/verify', {}, token);
      expect(response.statusCode, token).toBe(401);
    }
    expect((await t.post('auth/verify', {})).statusCode).toBe(401);
  });

  it('validates input with a 400 naming the field', async () => {
    const response = await t.post('auth/login', { email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^email/);
  });
});

describe('auth rate limits', () => {
  it('answers 429 after too many login attempts from one address', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await t.post('auth/login', { email: `x${i}@example.com`, password: 'whatever-pass' })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabases())('Google sign-in on %s', (kind) => {
  let server: Server;
  let t: TestApp;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  const clientId = 'vitae-test.apps.googleusercontent.com';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp(kind, {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  const idToken = (key: CryptoKey, audience: string, sub = 'google-123') =>
    new SignJWT({ email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('says to sign up when no account uses the Google identity', async () => {
    const response = await t.post('auth/google_login', {
      client_id: clientId,
      token: await idToken(privateKey, clientId),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/sign up/i);
  });

  it('signs up with a valid Google token, logs in with it, and answers 409 to a second signup', async () => {
    const token = await idToken(privateKey, clientId);
    const signup = await t.post('auth/google_signup', {
      client_id: clientId,
      token,
      select_by: 'btn',
      user_type: 'job_seeker',
    });
    expect(signup.statusCode).toBe(200);
    const verify = await t.post('auth/verify', {}, signup.json<{ access_token: string }>().access_token);
    expect(verify.json()).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', user_type: 'job_seeker' });
    expect((await t.post('auth/google_login', { token })).statusCode).toBe(200);
    expect((await t.post('auth/google_signup', { token })).statusCode).toBe(409);
  });

  it('a Google account has no password actions, and deletes itself only with a fresh sign-in as the same person', async () => {
    const signed = async (sub: string, issuedAt?: number) =>
      new SignJWT({ email: `${sub}@example.com`, email_verified: true, name: 'Grace' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject(sub)
        .setIssuedAt(issuedAt ?? Math.floor(Date.now() / 1000))
        .setExpirationTime('1h')
        .sign(privateKey);
    const signup = await t.post('auth/google_signup', { token: await signed('google-delete') });
    const { access_token } = signup.json<{ access_token: string }>();
    expect((await t.post('auth/verify', {}, access_token)).json()).toMatchObject({ has_password: false });
    const change = await t.post(
      'user/change_password',
      { current_password: 'anything-at-all', new_password: 'a-new-secret-here' },
      access_token,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json<{ message: string }>().message).toMatch(/Google/);
    // Export works as for any account.
    const exported = await t.post('user/export_data', {}, access_token);
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(new TextDecoder().decode(files['account.json']))).toMatchObject({
      email: 'google-delete@example.com',
      sign_in: 'google',
    });
    const stale = await signed('google-delete', Math.floor(Date.now() / 1000) - 30 * 60);
    expect((await t.post('user/delete_account', { google_token: stale }, access_token)).statusCode).toBe(403);
    const someoneElse = await signed('google-other');
    expect((await t.post('user/delete_account', { google_token: someoneElse }, access_token)).statusCode).toBe(403);
    expect((await t.post('user/delete_account', { password: 'guess-guess' }, access_token)).statusCode).toBe(403);
    const fresh = await signed('google-delete');
    expect((await t.post('user/delete_account', { google_token: fresh }, access_token)).statusCode).toBe(200);
    expect((await t.post('auth/google_login', { token: fresh })).statusCode).toBe(404);
  });

  it('refuses a Google token whose e-mail is not verified, or says nothing about it', async () => {
    const unverified = (claims: object) =>
      new SignJWT({ email: 'mallory@example.com', name: 'Mallory', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject('google-mallory')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    for (const claims of [{ email_verified: false }, {}, { email_verified: 'true' }]) {
      const response = await t.post('auth/google_signup', { token: await unverified(claims) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/not verified/);
    }
  });

  it('refuses a token for another audience or signed by another key', async () => {
    expect((await t.post('auth/google_login', { token: await idToken(privateKey, 'other-client') })).statusCode).toBe(
      401,
    );
    expect((await t.post('auth/google_login', { token: await idToken(otherKey, clientId) })).statusCode).toBe(401);
  });
});
