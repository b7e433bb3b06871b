/**
 * The one HTTP client of the web app (DESIGN.md, Web app). Every call resolves, never rejects:
 * the answer is `{ ok, status, data, message }`, where a failure's `data` is the server's
 * `{ message, code }` and a network failure is status 0 with a message a person can act on.
 * On a 401 it refreshes the tokens once per request (concurrent 401s share one refresh) and retries.
 */

export interface Tokens {
  access_token: string;
  refresh_token: string;
}
export interface ApiErrorData {
  message: string;
  code: string;
}
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  message: string;
}
export interface ApiFailure {
  ok: false;
  status: number;
  data: ApiErrorData;
  message: string;
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export interface ApiClientOptions {
  baseUrl: string;
  fetchFn: typeof fetch;
  initialTokens?: Tokens | null;
  /** Called with the rotated tokens after a successful refresh (to persist them). */
  onTokensRefreshed?: (tokens: Tokens) => void;
  /** Called when the server refused the refresh token: the session is over. */
  onAuthFailure?: () => void;
  /**
   * The tokens as stored now. Another tab may have rotated the refresh token since this one
   * read it; using the stale one would look like token theft and end the session everywhere.
   */
  readSharedTokens?: () => Tokens | null;
}

/** A file the server sent (a 200 that is not JSON): its bytes and its Content-Disposition header. */
export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

export interface ApiClient {
  post<T>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** POSTs JSON and reads a 200 as a file (an export); failures are read as usual. */
  postForFile(path: string, body?: unknown): Promise<ApiResponse<DownloadedFile>>;
  postForm<T>(path: string, form: FormData): Promise<ApiResponse<T>>;
  get<T>(path: string): Promise<ApiResponse<T>>;
  setTokens(tokens: Tokens | null): void;
  getTokens(): Tokens | null;
}

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Calls that carry no access token of their own, so a 401 there is an answer, not an expiry. */
const NO_REFRESH_PATHS = new Set([
  'auth/login',
  'auth/signup',
  'auth/google_login',
  'auth/google_signup',
  'auth/refresh',
  'auth/logout',
  'auth/forgot_password',
  'auth/reset_password',
]);

type Payload = { kind: 'json'; body: unknown } | { kind: 'form'; body: FormData } | { kind: 'none' };

function trimPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

function toFailure(status: number, message: string, code: string): ApiFailure {
  return { ok: false, status, data: { message, code }, message };
}

async function readAnswer<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (res.status === 200) return { ok: true, status: 200, data: data as T, message: '' };
  const body = data as Partial<ApiErrorData> | null;
  const message = typeof body?.message === 'string' ? body.message : `The server answered with status ${res.status}.`;
  return toFailure(res.status, message, typeof body?.code === 'string' ? body.code : 'http_error');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let tokens: Tokens | null = options.initialTokens ?? null;
  let refreshing: Promise<boolean> | null = null;

  async function send<T>(
    method: string,
    path: string,
    payload: Payload,
    bearer: string | undefined,
    isFile = false,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (payload.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload.body ?? {});
    } else if (payload.kind === 'form') {
      body = payload.body;
    }
    try {
      const res = await options.fetchFn(`${options.baseUrl}/${trimPath(path)}`, { method, headers, body });
      if (isFile && res.status === 200) {
        const file: DownloadedFile = { blob: await res.blob(), disposition: res.headers.get('content-disposition') };
        return { ok: true, status: 200, data: file as T, message: '' };
      }
      return await readAnswer<T>(res);
    } catch {
      return toFailure(0, NETWORK_FAILURE_MESSAGE, 'network_error');
    }
  }

  /** Returns whether new tokens are in place. A network failure keeps the session (offline is not logout). */
  async function refresh(): Promise<boolean> {
    const shared = options.readSharedTokens?.();
    if (shared && tokens && shared.refresh_token !== tokens.refresh_token) {
      // Another tab refreshed already: adopt its tokens and retry with them.
      tokens = shared;
      return true;
    }
    const refreshToken = tokens?.refresh_token;
    if (!refreshToken) return false;
    const answer = await send<Tokens>('POST', 'auth/refresh', { kind: 'none' }, refreshToken);
    if (answer.ok && answer.data?.access_token) {
      tokens = { access_token: answer.data.access_token, refresh_token: answer.data.refresh_token ?? refreshToken };
      options.onTokensRefreshed?.(tokens);
      return true;
    }
    if (answer.status !== 0) {
      tokens = null;
      options.onAuthFailure?.();
    }
    return false;
  }

  function refreshShared(): Promise<boolean> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(method: string, path: string, payload: Payload, isFile = false): Promise<ApiResponse<T>> {
    const usedToken = tokens?.access_token;
    const first = await send<T>(method, path, payload, usedToken, isFile);
    if (first.status !== 401 || NO_REFRESH_PATHS.has(trimPath(path)) || !tokens?.refresh_token) return first;
    // Another request may already have refreshed while this one was in flight.
    const isRenewed = tokens.access_token !== usedToken || (await refreshShared());
    if (!isRenewed || !tokens) return first;
    return send<T>(method, path, payload, tokens.access_token, isFile);
  }

  return {
    post: (path, body) => request('POST', path, { kind: 'json', body: body ?? {} }),
    postForFile: (path, body) => request<DownloadedFile>('POST', path, { kind: 'json', body: body ?? {} }, true),
    postForm: (path, form) => request('POST', path, { kind: 'form', body: form }),
    get: (path) => request('GET', path, { kind: 'none' }),
    setTokens(next) {
      tokens = next;
    },
    getTokens: () => tokens,
  };
}
