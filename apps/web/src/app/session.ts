import type { TokensResponse, VerifyResponse } from '@vitae/shared/api/auth';
import { api } from './api.ts';
import { store } from './store.ts';
import { clearTokens, setTokens } from './app-slice.ts';
import { login, logout, resetUser } from './user-slice.ts';
import { clearStoredTokens, readStoredTokens, writeStoredTokens } from './token-storage.ts';

/**
 * Spec section 4: the tokens are set on the client and verify is called; on 200 the user state is
 * filled and both tokens are stored. Returns whether the user is now signed in.
 */
export async function signInWithTokens(tokens: TokensResponse): Promise<boolean> {
  api.setTokens(tokens);
  const answer = await api.post<VerifyResponse>('auth/verify', {});
  if (!answer.ok) {
    forgetSession();
    return false;
  }
  // Verify may have rotated the tokens through a refresh; keep what the client holds now.
  const current = api.getTokens() ?? tokens;
  writeStoredTokens(current);
  store.dispatch(setTokens(current));
  store.dispatch(login(answer.data));
  return true;
}

let restoring: Promise<boolean> | null = null;

/**
 * Signs in again from the tokens kept in local storage (landing auto-login, page reloads). The
 * layout, the guard and the landing page may all ask at once: they share one verify, because two
 * parallel refreshes would present the same refresh token twice, which ends the session as a replay.
 */
export function restoreSession(): Promise<boolean> {
  const stored = readStoredTokens();
  if (!stored) return Promise.resolve(false);
  restoring ??= signInWithTokens(stored).finally(() => {
    restoring = null;
  });
  return restoring;
}

/** Drops tokens everywhere (client, store, local storage) without calling the server. */
export function forgetSession(): void {
  api.setTokens(null);
  clearStoredTokens();
  store.dispatch(clearTokens());
}

/** Revokes the refresh token on the server (best effort), then clears tokens and state. */
export async function signOut(): Promise<void> {
  const refreshToken = api.getTokens()?.refresh_token ?? readStoredTokens()?.refresh_token;
  if (refreshToken) await api.post('auth/logout', { refresh_token: refreshToken });
  forgetSession();
  store.dispatch(logout());
  store.dispatch(resetUser());
}

/** After a password change: this device's new access token replaces the old one (the refresh token stays). */
export function replaceAccessToken(accessToken: string): void {
  const refreshToken = api.getTokens()?.refresh_token ?? readStoredTokens()?.refresh_token;
  if (!refreshToken) return;
  const tokens = { access_token: accessToken, refresh_token: refreshToken };
  api.setTokens(tokens);
  writeStoredTokens(tokens);
  store.dispatch(setTokens(tokens));
}

/** The session ended on the server (account deleted, this device signed out): forget it here too. */
export function endSessionLocally(): void {
  forgetSession();
  store.dispatch(logout());
  store.dispatch(resetUser());
}
