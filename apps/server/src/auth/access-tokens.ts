import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const ISSUER = 'vitae';
const AUDIENCE = 'vitae-api';
const TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

/** Who an access token speaks for: the user, the sign-in (refresh-token family) and the user's token version. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
  version: number;
}

/**
 * Short-lived access token: one algorithm, and typ/aud/iss/exp all checked on the way back in.
 * `sid` lets a signed-out device's token be refused at once; `ver` lets a password change refuse
 * every token issued before it.
 */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  const { userId, sessionId, version } = claims;
  return new SignJWT({ sid: sessionId, ver: version })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The claims of a valid access token, or null for anything else (forged, expired, wrong type). */
export async function readAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub', 'exp', 'sid', 'ver'],
    });
    const { sub, sid, ver } = payload;
    if (protectedHeader.typ !== TYPE || typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
    return { userId: sub, sessionId: sid, version: ver };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
