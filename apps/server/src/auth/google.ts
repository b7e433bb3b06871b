import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../platform/errors.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** Seconds since the epoch: when Google issued the token (a fresh sign-in confirms account deletion). */
  issuedAt: number;
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** Verifies a Google ID token's signature (JWKS), issuer, audience (our client id) and expiry. */
export async function verifyGoogleToken(
  token: string,
  options: { clientId: string | undefined; jwksUrl: string },
): Promise<GoogleIdentity> {
  if (!options.clientId) throw new AppError('bad_request', 'Google sign-in is not configured on this server.');
  let keys = keySets.get(options.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl));
    keySets.set(options.jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: options.clientId,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('missing claims');
    // Only an address Google has verified may name an account: anything else could be anyone's.
    if (payload.email_verified !== true) {
      throw new AppError('unauthorized', 'Your Google e-mail address is not verified.');
    }
    const name = typeof payload.name === 'string' && payload.name ? payload.name : payload.email.split('@')[0]!;
    return { sub: payload.sub, email: payload.email.toLowerCase(), name, issuedAt: payload.iat ?? 0 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unauthorized', 'Google sign-in failed. Please try again.', { cause: error });
  }
}
