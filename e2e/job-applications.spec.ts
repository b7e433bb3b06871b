import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MAIN_PORT } from './ports.ts';
import {
  buildPdf,
  createPosting,
  runVitae,
  signUpOn,
  signUpRecruiter,
  startOwnServer,
  type OwnServer,
} from './own-server.ts';

// Seeds the demo postings, and imports one posting that takes applications on its own site.
let server: OwnServer;
const IMPORTED_ID = 'li-zeppelin-1';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 40, { SEED_DEMO: 'true' });
  const csv = path.join(server.dataDir, 'imported.csv');
  writeFileSync(
    csv,
    'id,site,job_url,title,company,location,date_posted,job_type,description\n' +
      `${IMPORTED_ID},linkedin,https://www.linkedin.com/jobs/view/777,Zeppelin Mechanic,Airship Works,"Akron, OH, US",2026-11-01,fulltime,Keep airships flying.\n`,
  );
  runVitae(server, ['jobs', 'import', 'jobspy', csv]);
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('a demo job found in search is applied to end to end, signed in, from a prefilled form', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const account = await signUpOn(page, request, server, 'demo-apply');
  await page.goto(`${server.baseURL}/jobs`);
  await page.getByLabel('What job are you looking for?').fill('software engineer');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  const card = page.getByTestId('job-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const title = card.getByTestId('job-title-link');
  await expect(title).toHaveAttribute('href', /^\/job\/demo-/);
  // Apply leads to the job page here, not to a placeholder site.
  await expect(card.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute('href', /^\/job\/demo-/);

  // Search opens job pages in a new tab: a fresh load, where the person must still be signed in.
  const [jobPage] = await Promise.all([context.waitForEvent('page'), title.click()]);
  await expect(jobPage.getByRole('button', { name: account.name })).toBeVisible();
  await expect(jobPage.getByTestId('job-demo')).toHaveText('Demo');
  await jobPage.getByRole('link', { name: 'Apply Now' }).click();
  await expect(jobPage.getByLabel('Email')).toHaveValue(account.email);
  await expect(jobPage.getByLabel('Name')).toHaveValue(account.name);
  await expect(jobPage.getByText(/This is a demo posting/)).toBeVisible();
  const cv = buildPdf('cv.pdf', ['Dana Demo', 'Engineer']);
  await jobPage
    .getByTestId('apply-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: cv.name, mimeType: cv.type, buffer: Buffer.from(cv.text) });
  await jobPage.getByRole('button', { name: 'Apply', exact: true }).click();
  const feedback = jobPage.getByTestId('apply-feedback');
  await expect(feedback).toHaveClass(/alert-success/, { timeout: 15_000 });
  await expect(feedback).toContainText('Application submitted successfully');
  await expect(feedback).toContainText('demo posting');
});

test('a job that takes applications elsewhere says so on its page and never shows the form', async ({ page }) => {
  await page.goto(`${server.baseURL}/job/${IMPORTED_ID}`);
  await expect(page.getByRole('heading', { name: 'Zeppelin Mechanic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  const notice = page.getByTestId('apply-route');
  await expect(notice).toContainText('This job takes applications on linkedin.com');
  await expect(notice.getByRole('link', { name: 'Apply on linkedin.com' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/jobs/view/777',
  );
  await page.goto(`${server.baseURL}/apply/${IMPORTED_ID}`);
  await expect(page.getByTestId('apply-route')).toContainText('linkedin.com');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
});

test('a posting written in plain text shows its "- " lines as a list, its pay as written, and Apply Now until it closes', async ({
  page,
  request,
}) => {
  const recruiter = await signUpRecruiter(page, request, server, 'posting-text');
  // The API names the company; the range is read as people write it.
  const rangeId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Tide Watcher',
    description: 'Watch tides.',
    salaryText: '120k-150k',
  } as Parameters<typeof createPosting>[3]);
  await page.goto(`${server.baseURL}/job/${rangeId}`);
  await expect(page.getByTestId('job-salary')).toHaveText('120k-150k');

  await page.goto(`${server.baseURL}/recruiter`);
  await page.getByRole('button', { name: 'New posting' }).click();
  const form = page.getByRole('form', { name: 'Job posting' });
  await form.getByLabel('Title').fill('Lighthouse Keeper');
  await form.getByLabel('Yearly salary').fill('$150,000');
  await form.getByLabel('Description').fill('Keep the light on.\n\nYou bring:\n- a steady hand\n- night vision');
  await form.getByRole('button', { name: 'Publish' }).click();
  const row = page.getByTestId('recruiter-posting').filter({ hasText: 'Lighthouse Keeper' });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Lighthouse Keeper' }).click();
  await expect(page.getByTestId('job-description').locator('li')).toHaveText(['a steady hand', 'night vision']);
  await expect(page.getByTestId('job-salary')).toHaveText('$150,000');
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  const jobUrl = page.url();

  await page.goto(`${server.baseURL}/recruiter`);
  await page
    .getByTestId('recruiter-posting')
    .filter({ hasText: 'Lighthouse Keeper' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(
    page
      .getByTestId('recruiter-posting')
      .filter({ hasText: 'Lighthouse Keeper' })
      .getByRole('button', { name: 'Reopen' }),
  ).toBeVisible();
  await page.goto(jobUrl);
  await expect(page.getByTestId('job-state')).toHaveText('closed');
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  await expect(page.getByTestId('apply-route')).toHaveText('This job is closed and no longer takes applications.');
  await page.goto(jobUrl.replace('/job/', '/apply/'));
  await expect(page.getByTestId('apply-route')).toHaveText('This job is closed and no longer takes applications.');
  await expect(page.getByLabel('Email')).toHaveCount(0);
});
