import { MAIN_PORT } from './ports.ts';
import { expect, test } from '@playwright/test';
import { signUpOn, startOwnServer, type OwnServer } from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 24, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a past shortlist run can be deleted from the shortlist screen, at 375 px too', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const { tokens } = await signUpOn(page, request, server, 'shortlist-delete');
  const started = await request.post(`${server.baseURL}/api/shortlist-resumes`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    multipart: {
      metadata: JSON.stringify({ job_id: 'DEL-1', job_description: 'Backend engineer with Python' }),
      files: { name: 'ann.txt', mimeType: 'text/plain', buffer: Buffer.from('Ann Lee\nann@example.com\n') },
    },
  });
  expect(started.status()).toBe(200);

  await page.goto(`${server.baseURL}/shortlist`);
  const runs = page.getByTestId('past-run');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText('job DEL-1');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this shortlist run, its ranking and the resume files it stored?');
    void dialog.accept();
  });
  const remove = runs.first().getByRole('button', { name: /^Delete the run of/ });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(page.getByTestId('past-runs')).toHaveCount(0);
  const listed = await request.post(`${server.baseURL}/api/shortlist/runs`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    data: {},
  });
  expect(((await listed.json()) as { runs: unknown[] }).runs).toEqual([]);
});
