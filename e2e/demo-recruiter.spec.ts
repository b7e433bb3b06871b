import { expect, test, type Page } from '@playwright/test';
import { MAIN_PORT } from './ports.ts';
import { buildPdf, runVitae, signUpOn, startOwnServer, type OwnServer } from './own-server.ts';

// Issue 17: applications to demo postings are stored for a demo recruiter, who sees them in the
// workspace. The operator names an existing recruiter account (DEMO_RECRUITER_EMAIL at start here;
// `vitae jobs demo-recruiter --email` in cli.test.ts); no demo account or password exists.
const PORT = MAIN_PORT + 46;
let server: OwnServer;
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: { width: 1280, height: 800 } });

async function useTokens(page: Page, tokens: { access_token: string; refresh_token: string }) {
  await page.goto(`${server.baseURL}/contact`);
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

test('a job seeker applies to a demo job and the demo recruiter sees the application, marked as demo', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, { SEED_DEMO: 'true' });
  const recruiterPage = await (await browser.newContext()).newPage();
  const recruiter = await signUpOn(recruiterPage, request, server, 'demo-recruiter');
  runVitae(server, ['users', 'set-type', recruiter.email, 'recruiter']);
  // Before the operator names it, the account is an ordinary recruiter: no demo postings.
  await recruiterPage.goto(`${server.baseURL}/recruiter`);
  await expect(recruiterPage.getByRole('heading', { name: 'Your company' })).toBeVisible();
  await expect(recruiterPage.getByTestId('demo-postings')).toHaveCount(0);

  // The operator restarts the server naming that account (same data, the session stays valid).
  await server.stop();
  server = await startOwnServer(
    PORT,
    { SEED_DEMO: 'true', DEMO_RECRUITER_EMAIL: recruiter.email },
    { dataDir: server.dataDir },
  );

  // A job seeker finds a demo job in search and applies from its page.
  const seekerPage = await (await browser.newContext()).newPage();
  const seeker = await signUpOn(seekerPage, request, server, 'demo-seeker');
  await seekerPage.goto(`${server.baseURL}/jobs`);
  await seekerPage.getByLabel('What job are you looking for?').fill('software engineer');
  await seekerPage.getByRole('button', { name: 'Search jobs' }).click();
  const title = seekerPage.getByTestId('job-card').first().getByTestId('job-title-link');
  await expect(title).toHaveAttribute('href', /^\/job\/demo-/, { timeout: 15_000 });
  const jobTitle = (await title.textContent())!.trim();
  await seekerPage.goto(`${server.baseURL}${await title.getAttribute('href')}`);
  await expect(seekerPage.getByTestId('job-demo')).toHaveText('Demo');
  await seekerPage.getByRole('link', { name: 'Apply Now' }).click();
  await expect(seekerPage.getByLabel('Email')).toHaveValue(seeker.email);
  const cv = buildPdf('seeker-cv.pdf', ['Sam Seeker', 'Software Engineer']);
  await seekerPage
    .getByTestId('apply-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: cv.name, mimeType: cv.type, buffer: Buffer.from(cv.text) });
  await seekerPage.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(seekerPage.getByTestId('apply-feedback')).toContainText('demo recruiter', { timeout: 15_000 });

  // The demo recruiter's workspace lists the demo postings, the applied one first, each marked as demo.
  await useTokens(recruiterPage, recruiter.tokens);
  await recruiterPage.goto(`${server.baseURL}/recruiter`);
  const demoSection = recruiterPage.getByTestId('demo-postings');
  await expect(demoSection.getByRole('heading', { name: /Demo postings/ })).toBeVisible({ timeout: 15_000 });
  await expect(demoSection).toContainText('applications to them reach no employer');
  const row = demoSection.getByTestId('recruiter-posting').first();
  await expect(row.getByRole('link', { name: jobTitle })).toBeVisible();
  await expect(row.getByTestId('posting-demo')).toHaveText('Demo');
  await expect(row.getByTestId('application-count')).toHaveText('1');
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Applicants' }).click();
  await expect(demoSection.getByTestId('applicants-demo-note')).toContainText('Demo applications');
  const applicants = demoSection.getByTestId('applicants');
  await expect(applicants).toContainText(seeker.email);
  await applicants.getByRole('button', { name: 'seeker-cv.pdf' }).click();
  await expect(recruiterPage.getByRole('dialog').getByRole('heading', { name: 'seeker-cv.pdf' })).toBeVisible();
});
