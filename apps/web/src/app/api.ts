import { createApiClient } from './api-client.ts';
import { clearStoredTokens, readStoredTokens, writeStoredTokens } from './token-storage.ts';
import { store } from './store.ts';
import { setTokens } from './app-slice.ts';
import { paths } from './paths.ts';

/** The app's one client instance, wired to local storage and the store. */
export const api = createApiClient({
  baseUrl: '/api',
  fetchFn: (input, init) => fetch(input, init),
  initialTokens: readStoredTokens(),
  readSharedTokens: readStoredTokens,
  onTokensRefreshed(tokens) {
    writeStoredTokens(tokens);
    store.dispatch(setTokens(tokens));
  },
  onAuthFailure() {
    clearStoredTokens();
    // A full navigation drops every piece of the old session held in memory.
    window.location.assign(paths.login);
  },
});
