import { MAIN_PORT } from './ports.ts';
import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';
import { signUpOn, startOwnServer, type OwnServer } from './own-server.ts';

const JOB_DESCRIPTION = `Senior Backend Engineer
We are looking for an engineer to own our billing service. You will design APIs in Go and TypeScript,
run PostgreSQL in production, deploy on Kubernetes and mentor other engineers.`;

// A cold server renders its first PDF in a worker pool that is still starting: allow for it.
const RENDER_TIMEOUT = 30_000;
test.setTimeout(120_000);

const firstTextLayer = (page: Page) => page.locator('.pdfViewer .page').first().locator('.textLayer');

async function readTokensLeft(page: Page): Promise<number> {
  return Number((await page.getByTestId('tokens-left').textContent())!.replace(/\D/g, ''));
}

test('Generate tailors the default resume: preview, report, edit and refresh, download, save', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpAndOpenHome(page, request, baseURL!, 'gen');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'source', fullName: 'Jane Doe' });
  await page.goto('/generate');
  await expect(page.getByText('Tailoring source, your default resume.')).toBeVisible();
  const tokensBefore = await readTokensLeft(page);

  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  for (const name of ['Update Experience', 'Update Skills']) {
    const toggle = page.getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  // Every section starts selected (a new account); a click removes one, a second adds it back.
  const profile = page.getByRole('button', { name: 'Update Profile', exact: true });
  await expect(profile).toHaveAttribute('aria-pressed', 'true');
  await profile.click();
  await expect(profile).toHaveAttribute('aria-pressed', 'false');
  await profile.click();
  await expect(profile).toHaveAttribute('aria-pressed', 'true');
  await profile.click();
  await expect(page.getByRole('button', { name: 'Update Profile', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The profile is written for the job, so this run changes the resume and is charged (an unchanged one is free).
  await page.getByRole('button', { name: 'Update Profile', exact: true }).click();

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(firstTextLayer(page)).toContainText('Jane Doe', { timeout: RENDER_TIMEOUT });
  const report = page.getByTestId('tailor-report');
  await expect(report.getByText('Matched keywords')).toBeVisible();
  await expect(report.getByText('Missing keywords')).toBeVisible();
  await expect(report.getByTestId('score-before')).toHaveText(/^\d+%$/);
  await expect(report.getByTestId('score-after')).toHaveText(/^\d+%$/);
  expect(await readTokensLeft(page)).toBeLessThan(tokensBefore);

  // Edit switches to the form; Refresh renders the edited resume and replaces the PDF.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Full Name').fill('Jane Q Doe');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(firstTextLayer(page)).toContainText('Jane Q Doe', { timeout: RENDER_TIMEOUT });

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Original PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${account.name.replace(/\s+/g, '_')}.pdf`);

  await page.getByRole('button', { name: 'Save to your resumes' }).click();
  const saved = page.getByText(/^Saved to your resumes as /);
  await expect(saved).toBeVisible();
  const nickname = (await saved.textContent())!.replace(/^Saved to your resumes as /, '').replace(/\.$/, '');
  await page.goto('/resumes');
  await page.locator('#resume-select').click();
  await expect(page.getByRole('button', { name: nickname, exact: true })).toBeVisible();
});

test('the chosen sections are remembered for the next visit', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'sections');
  await page.goto('/generate');
  const toggle = page.getByRole('button', { name: 'Add Projects', exact: true });
  const wasOn = (await toggle.getAttribute('aria-pressed')) === 'true';
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/user/update_actions'));
  await toggle.click();
  expect((await saving).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add Projects', exact: true })).toHaveAttribute(
    'aria-pressed',
    String(!wasOn),
  );
});

test('Upload and Generate fit a 375 px wide screen', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpAndOpenHome(page, request, baseURL!, 'narrowgen');
  for (const screen of ['/upload', '/generate']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll, screen).toBe(false);
  }
});

test.describe('with no tokens', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer(MAIN_PORT + 20, { SIGNUP_TOKEN_GRANT: '0', SEED_DEMO: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('Generate shows the 402 message as a warning in place of the preview', async ({ page, request }) => {
    const account = await signUpOn(page, request, server, 'broke');
    const created = await request.post(`${server.baseURL}/api/user/create_new_resume`, {
      headers: { authorization: `Bearer ${account.tokens.access_token}` },
      data: {
        filename: 'Broke_Resume',
        nickname: 'broke',
        resume: {
          fullName: 'Bo Broke',
          email: 'bo@example.com',
          phone: '+1 555 0101',
          linkedin: '',
          experience: [
            {
              title: 'Engineer',
              company: 'Acme',
              start: '2020',
              end: 'Present',
              description: ['Built the billing service'],
            },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.goto(`${server.baseURL}/generate`);
    await expect(page.getByTestId('tokens-left')).toHaveText('0');
    await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
    const toggle = page.getByRole('button', { name: 'Update Skills', exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const alert = page.locator('.alert[data-status="402"]');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-warning/);
    await expect(alert).toContainText(/tokens/i);
    await expect(page.locator('.pdfViewer')).toHaveCount(0);
  });
});
