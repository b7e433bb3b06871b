import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { seedDemoJobsIfEmpty } from './service.ts';

describe.each(testDatabases())('the job page on %s', (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
  let jobId = '';
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Vitae</title></head><body></body></html>');
    t = await createTestApp(kind, { WEB_DIST: webDist, PUBLIC_URL: 'https://jobs.example.org/' });
    await seedDemoJobsIfEmpty(t.ctx);
    const row = await t.ctx.db.kysely.selectFrom('jobs').select('job_id').limit(1).executeTakeFirstOrThrow();
    jobId = row.job_id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('takes the JSON-LD url from PUBLIC_URL, never from the Host header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/job/${encodeURIComponent(jobId)}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
    const data = JSON.parse(block ?? '{}') as { url?: string };
    expect(data.url).toBe(`https://jobs.example.org/job/${encodeURIComponent(jobId)}`);
    expect(response.body).not.toContain('evil.example');
  });
});
