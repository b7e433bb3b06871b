import type { AppContext } from '../platform/context.ts';
import type { Authenticate } from '../platform/http/route.ts';
import { bearerToken, readAccessToken } from './access-tokens.ts';
import { findAccessState } from './store.ts';

/**
 * A valid signature is not enough: the account must still exist, the token's sign-in must not be
 * signed out, and the token must carry the user's current token version (a password change or
 * reset bumps it, so every access token issued before it stops working at once).
 */
export function createAuthenticator(ctx: AppContext): Authenticate {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await readAccessToken(token, ctx.config.jwtSecret) : null;
    if (!claims) return null;
    const state = await findAccessState(ctx.db.kysely, claims.userId, claims.sessionId);
    // SQLite answers exists() with 1/0, PostgreSQL with true/false.
    if (!state || !state.live || state.token_version !== claims.version) return null;
    return { id: claims.userId, sessionId: claims.sessionId };
  };
}
