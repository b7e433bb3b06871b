import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGreenhouseBoard } from './greenhouse.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe('importGreenhouseBoard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      '/v1/boards/demoboard/jobs?content=true': { file: 'greenhouse-demo-board.json' },
    });
  });
  afterAll(async () => server?.close());

  const importBoard = (board: string) =>
    importGreenhouseBoard(board, {
      baseUrl: server.baseUrl,
      fetchOptions: { allowTestLoopback: true },
      now: new Date('2026-06-15T00:00:00Z'),
    });

  it('maps each job with its original link, attribution, place and yearly pay', async () => {
    const [engineer, support] = await importBoard('demoboard');
    expect(engineer).toMatchObject({
      portal: 'greenhouse',
      jobId: 'demoboard:4012345005',
      company: 'Demo — Greenhouse Co',
      title: 'Senior Backend Engineer',
      portalLink: 'https://job-boards.greenhouse.io/demoboard/jobs/4012345005',
      source: 'Greenhouse job board: demoboard',
      city: 'San Francisco',
      region: 'CA',
      country: 'US',
      salaryYearly: 170_000,
      datePosted: '2026-05-20T13:00:00.000Z',
    });
    expect(support).toMatchObject({ remote: 'remote', country: 'GB', city: null });
  });

  it('decodes the escaped HTML and sanitises it', async () => {
    const [engineer] = await importBoard('demoboard');
    expect(engineer!.descriptionHtml).toContain('<strong>payments</strong>');
    expect(engineer!.descriptionHtml).toContain('<li>Kubernetes</li>');
    expect(engineer!.descriptionHtml).not.toMatch(/onerror|javascript:|<img/);
    expect(engineer!.descriptionText).toContain('We build payments infrastructure.');
  });

  it('refuses board names that would change the URL path, and reports a missing board', async () => {
    await expect(importBoard('../admin')).rejects.toThrow('not a valid board name');
    await expect(importBoard('missing')).rejects.toThrow('answered 404');
  });
});
