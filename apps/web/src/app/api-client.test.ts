import { describe, it, expect } from 'vitest';
import { createApiClient, NETWORK_FAILURE_MESSAGE, type Tokens } from './api-client.ts';

interface Seen {
  url: string;
  authorization: string | undefined;
  body: string | undefined;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: access token "good-N" is valid only for the current N; refresh token "r-N" rotates. */
function createFakeServer(options: { refreshFails?: boolean } = {}) {
  const seen: Seen[] = [];
  let generation = 1;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const url = input instanceof Request ? input.url : input.toString();
    seen.push({ url, authorization: headers.authorization, body: init?.body as string | undefined });
    await new Promise((r) => setTimeout(r, 5));
    if (url.endsWith('/auth/refresh')) {
      if (options.refreshFails || headers.authorization !== `Bearer r-${generation}`) {
        return jsonResponse(401, { message: 'Sign in again', code: 'invalid_token' });
      }
      generation += 1;
      return jsonResponse(200, { access_token: `good-${generation}`, refresh_token: `r-${generation}` });
    }
    if (headers.authorization !== `Bearer good-${generation}`) {
      return jsonResponse(401, { message: 'Expired', code: 'token_expired' });
    }
    return jsonResponse(200, { tokens_left: 5 });
  }) as typeof fetch;
  return { seen, fetchFn };
}

describe('api client', () => {
  it('sends the bearer token and a JSON body and returns the data on 200', async () => {
    const server = createFakeServer();
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'good-1', refresh_token: 'r-1' },
    });
    const answer = await api.post<{ tokens_left: number }>('/user/fetch_tokens_left', { a: 1 });
    expect(answer).toEqual({ ok: true, status: 200, data: { tokens_left: 5 }, message: '' });
    expect(server.seen[0]).toEqual({
      url: '/api/user/fetch_tokens_left',
      authorization: 'Bearer good-1',
      body: '{"a":1}',
    });
  });

  it('turns a network failure into an error object with status 0', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const answer = await api.post('support', {});
    expect(answer).toMatchObject({ ok: false, status: 0, data: { message: NETWORK_FAILURE_MESSAGE } });
  });

  it('keeps the server message and code of a non-200 answer', async () => {
    const fetchFn = (async () =>
      jsonResponse(409, { message: 'That e-mail is taken', code: 'exists' })) as typeof fetch;
    const answer = await createApiClient({ baseUrl: '/api', fetchFn }).post('auth/signup', {});
    expect(answer).toEqual({
      ok: false,
      status: 409,
      data: { message: 'That e-mail is taken', code: 'exists' },
      message: 'That e-mail is taken',
    });
  });

  it('refreshes once on 401, stores the rotated tokens and retries', async () => {
    const server = createFakeServer();
    const refreshed: Tokens[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'stale', refresh_token: 'r-1' },
      onTokensRefreshed: (t) => refreshed.push(t),
    });
    const answer = await api.post('user/fetch_tokens_left');
    expect(answer.status).toBe(200);
    expect(refreshed).toEqual([{ access_token: 'good-2', refresh_token: 'r-2' }]);
    expect(api.getTokens()).toEqual({ access_token: 'good-2', refresh_token: 'r-2' });
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/user/fetch_tokens_left',
      '/api/auth/refresh',
      '/api/user/fetch_tokens_left',
    ]);
    expect(server.seen[1]?.authorization).toBe('Bearer r-1');
    expect(server.seen[1]?.body).toBeUndefined();
  });

  it('adopts tokens another tab already rotated instead of replaying its own stale refresh token', async () => {
    const server = createFakeServer();
    const otherTab = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'stale', refresh_token: 'r-1' },
    });
    await otherTab.post('user/fetch_tokens_left');
    const shared = otherTab.getTokens();
    expect(shared).toEqual({ access_token: 'good-2', refresh_token: 'r-2' });
    const thisTab = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'good-1', refresh_token: 'r-1' },
      readSharedTokens: () => shared,
    });
    const answer = await thisTab.post('user/fetch_tokens_left');
    expect(answer.status).toBe(200);
    expect(server.seen.filter((s) => s.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(thisTab.getTokens()).toEqual(shared);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const server = createFakeServer();
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'stale', refresh_token: 'r-1' },
    });
    const answers = await Promise.all([api.post('a'), api.post('b'), api.post('c')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(server.seen.filter((s) => s.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('reports the end of the session when the refresh is refused, and does not retry', async () => {
    const server = createFakeServer({ refreshFails: true });
    let failures = 0;
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'stale', refresh_token: 'r-1' },
      onAuthFailure: () => (failures += 1),
    });
    const answer = await api.post('user/fetch_tokens_left');
    expect(answer.status).toBe(401);
    expect(failures).toBe(1);
    expect(api.getTokens()).toBeNull();
    expect(server.seen).toHaveLength(2);
  });

  it('does not try to refresh when a login is refused', async () => {
    const server = createFakeServer();
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: server.fetchFn,
      initialTokens: { access_token: 'x', refresh_token: 'r-1' },
    });
    const answer = await api.post('auth/login', { email: 'a@b.c', password: 'wrong' });
    expect(answer.status).toBe(401);
    expect(server.seen).toHaveLength(1);
  });
});
