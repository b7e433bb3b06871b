import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLeverBoard } from './lever.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe('importLeverBoard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ '/v0/postings/demolever?mode=json': { file: 'lever-demo-board.json' } });
  });
  afterAll(async () => server?.close());

  it('maps postings, joining lists into the description, and drops a repeated posting', async () => {
    const postings = await importLeverBoard('demolever', {
      baseUrl: server.baseUrl,
      fetchOptions: { allowTestLoopback: true },
    });
    expect(postings).toHaveLength(2);
    const [devops, designer] = postings;
    expect(devops).toMatchObject({
      portal: 'lever',
      jobId: '5f0c1b2a-1111-4c2d-9e8f-0a1b2c3d4e5f',
      company: 'demolever',
      jobType: 'full-time',
      remote: 'hybrid',
      city: 'Berlin',
      country: 'DE',
      salaryYearly: 77_500,
      portalLink: 'https://jobs.lever.co/demolever/5f0c1b2a-1111-4c2d-9e8f-0a1b2c3d4e5f',
      datePosted: '2025-05-29T08:00:00.000Z',
    });
    expect(devops!.descriptionHtml).toContain('<h3>What you will do</h3><ul><li>Run Kubernetes clusters</li>');
    expect(designer).toMatchObject({ jobType: 'contract', remote: 'remote', salaryYearly: Math.round(67.5 * 2080) });
    expect(designer!.descriptionHtml).not.toContain('script');
    expect(designer!.descriptionText).toBe('Design our mobile app.');
  });
});
