import type { Tokens } from './api-client.ts';

const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';

/** Local storage can throw (private mode, disabled storage); then the session simply is not kept. */
export function readStoredTokens(): Tokens | null {
  try {
    const access = localStorage.getItem(ACCESS_KEY);
    const refresh = localStorage.getItem(REFRESH_KEY);
    return access && refresh ? { access_token: access, refresh_token: refresh } : null;
  } catch {
    return null;
  }
}

export function hasStoredTokens(): boolean {
  return readStoredTokens() !== null;
}

export function writeStoredTokens(tokens: Tokens): void {
  try {
    localStorage.setItem(ACCESS_KEY, tokens.access_token);
    localStorage.setItem(REFRESH_KEY, tokens.refresh_token);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

/** Spec section 4: when the refresh fails, local storage is cleared. */
export function clearStoredTokens(): void {
  try {
    localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}
