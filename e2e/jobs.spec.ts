import { MAIN_PORT } from './ports.ts';
import { expect, test } from '@playwright/test';
import { hasRoute, signUpOn, startOwnServer, type OwnServer } from './own-server.ts';

// The shared servers run with SEED_DEMO=false; this file starts one that seeds the demo postings.
let server: OwnServer;
test.beforeAll(async () => {
  // Starting a server (and seeding) can take a while on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 10, { SEED_DEMO: 'true' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an empty query asks for something to search for, and Shift+Enter only adds a line', async ({ page, request }) => {
  await signUpOn(page, request, server, 'jobs-empty');
  await page.goto(`${server.baseURL}/jobs`);
  await expect(page.getByText('beta')).toBeVisible();
  const query = page.getByLabel('What job are you looking for?');
  await query.press('Enter');
  await expect(page.getByText('Type in Something to search for jobs')).toBeVisible();
  await query.fill('react');
  await query.press('Shift+Enter');
  await expect(query).toHaveValue('react\n');
});

test('searching remote react jobs lists jobs with removable filter chips, and Apply opens a new tab', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  test.skip(!(await hasRoute(request, server.baseURL, 'jobs/search')), 'The server has no jobs/search route yet');
  await signUpOn(page, request, server, 'jobs-search');
  // Demo postings link to example.com; this machine has no internet, so that page is served here.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Demo job</h1>' }),
  );
  await page.goto(`${server.baseURL}/jobs`);
  const query = page.getByLabel('What job are you looking for?');
  await query.fill('remote react jobs');
  await page.getByRole('button', { name: 'Search jobs' }).click();

  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const chip = page.getByTestId('filter-chip').filter({ hasText: 'Remote' });
  await expect(chip).toBeVisible();
  const first = cards.first();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first.getByTestId('job-company')).not.toBeEmpty();

  const apply = first.getByRole('link', { name: 'Apply' });
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', /noopener/);
  const href = (await apply.getAttribute('href')) ?? '';
  const [popup] = await Promise.all([context.waitForEvent('page'), apply.click()]);
  expect(popup.url()).toBe(new URL(href, server.baseURL).href);
  await popup.close();

  // Removing the chip searches again without its words.
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/jobs/search'));
  await chip.getByRole('button', { name: 'Remove filter Remote' }).click();
  expect((await searched).postDataJSON()).toEqual({ query: 'react jobs' });
  await expect(query).toHaveValue('react jobs');
  await expect(page.getByTestId('filter-chip').filter({ hasText: 'Remote' })).toHaveCount(0);
});

test('a query nothing matches says so', async ({ page, request }) => {
  test.skip(!(await hasRoute(request, server.baseURL, 'jobs/search')), 'The server has no jobs/search route yet');
  await signUpOn(page, request, server, 'jobs-none');
  await page.goto(`${server.baseURL}/jobs`);
  await page.getByLabel('What job are you looking for?').fill('zzqxvbnm qqzzyyx');
  await page.getByLabel('What job are you looking for?').press('Enter');
  await expect(page.getByText('No jobs found. Try something else...')).toBeVisible({ timeout: 15_000 });
});

test('with a default resume each result shows its match, salary, type and age, and Best match reorders', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await signUpOn(page, request, server, 'jobs-match');
  // The first resume a person creates becomes their default.
  const created = await request.post(`${server.baseURL}/api/user/create_new_resume`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    data: {
      filename: 'Ada_Resume',
      nickname: 'main',
      json_resume: {
        basics: { name: 'Ada Frontend', email: 'ada@example.com' },
        work: [
          {
            name: 'Shop Co',
            position: 'Frontend Engineer',
            startDate: '2019-01-01',
            highlights: ['Built React and TypeScript apps with Redux', 'Wrote unit tests with Jest'],
          },
        ],
        skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'CSS'] }],
      },
    },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${server.baseURL}/jobs`);
  const query = page.getByLabel('What job are you looking for?');
  await query.fill('react');
  await query.press('Enter');
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const first = cards.first();
  await expect(first.getByTestId('job-match-score')).toHaveText(/^\d+% match$/);
  await expect(first.getByTestId('job-matched')).toContainText('React');
  await expect(first.getByTestId('job-type')).not.toBeEmpty();
  await expect(first.getByTestId('job-age')).toHaveText(/^Posted /);
  await expect(page.getByTestId('job-salary').first()).toBeVisible();
  await expect(page.getByTestId('job-missing').first()).toBeVisible();

  const searched = page.waitForRequest((r) => r.url().endsWith('/api/jobs/search'));
  await page.getByTestId('sort-switch').getByText('Best match').click();
  expect((await searched).postDataJSON()).toEqual({ query: 'react', sort: 'match' });
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const scores = (await page.getByTestId('job-match-score').allTextContents()).map((t) => parseInt(t, 10));
  expect(scores.length).toBeGreaterThan(1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
});

test('without a default resume results show no match and no sort switch', async ({ page, request }) => {
  await signUpOn(page, request, server, 'jobs-nomatch');
  await page.goto(`${server.baseURL}/jobs`);
  await page.getByLabel('What job are you looking for?').fill('react');
  await page.getByLabel('What job are you looking for?').press('Enter');
  await expect(page.getByTestId('job-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('job-match')).toHaveCount(0);
  await expect(page.getByTestId('sort-switch')).toHaveCount(0);
});
