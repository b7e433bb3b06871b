import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const ISSUER = 'vitae';
const AUDIENCE = 'vitae-api';
const TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

/** Short-lived access token: one algorithm, and typ/aud/iss/exp all checked on the way back in. */
export async function signAccessToken(userId: string, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The user id of a valid access token, or null for anything else (forged, expired, wrong type). */
export async function readAccessToken(token: string, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub', 'exp'],
    });
    return protectedHeader.typ === TYPE && typeof payload.sub === 'string' ? payload.sub : null;
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
