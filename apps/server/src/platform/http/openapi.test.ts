import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('documents every call the spec names, with request schemas from the shared contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties?: object } }> } } }
      >;
    }>();
    for (const path of [
      'auth/login',
      'auth/signup',
      'auth/verify',
      'auth/refresh',
      'parse',
      'generate',
      'generate/new',
      'user/save_resume',
      'user/fetch_resume_url',
      'jobs/search',
      'job/info',
      'job/apply',
      'support',
      'feedback',
      'portal/dashboard',
      'recruiter-jobs-status',
    ]) {
      expect(doc.paths[`/api/${path}`], path).toBeDefined();
    }
    const login = doc.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers health once the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict content security policy with no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).toContain("base-uri 'none'");
  });

  it('answers an unknown call with a JSON 404', async () => {
    const response = await t.post('no/such/call', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
