import { expect, test, type Page } from '@playwright/test';
import { MAIN_PORT } from './ports.ts';
import { buildPdf, createPosting, signUpOn, signUpRecruiter, startOwnServer, type OwnServer } from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 41, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: { width: 375, height: 740 } });

/** No part of the page sits to the right of the screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('at 375 px every action of the recruiter workspace and its shortlist is on screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const recruiter = await signUpRecruiter(page, request, server, 'mobile-recruiter');
  const jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Harbour Pilot For The Night Shift',
    description: 'Guide ships through the harbour at night.',
  });
  const cv = buildPdf('pilot.pdf', [
    'Pat Pilot',
    'pat@example.com',
    'Experience',
    'Pilot, Port Authority',
    'Guided ships',
  ]);
  const applied = await request.post(`${server.baseURL}/api/job/apply`, {
    multipart: {
      metadata: JSON.stringify({ email: 'pat@example.com', name: 'Pat Pilot', job_id: jobId }),
      file: { name: cv.name, mimeType: cv.type, buffer: Buffer.from(cv.text) },
    },
  });
  expect(applied.status()).toBe(200);
  await page.reload();
  const row = page.getByTestId('recruiter-posting');
  await expect(row).toBeVisible();
  for (const name of ['Applicants', 'Edit', 'Close', 'Shortlist applicants']) {
    const box = await row.getByRole(name === 'Shortlist applicants' ? 'link' : 'button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
  }
  await expectNoSideways(page);

  // The shortlist of its applicants: each candidate's actions on screen too.
  await row.getByRole('link', { name: 'Shortlist applicants' }).click();
  await page.getByRole('button', { name: 'Submit for Shortlist' }).click();
  await expect(page.getByTestId('run-state')).toHaveText('Done.', { timeout: 60_000 });
  const candidate = page.getByTestId('shortlist-row');
  for (const name of ['Details', 'Open resume']) {
    const box = await candidate.getByRole('button', { name }).boundingBox();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
  }
  await expectNoSideways(page);
});

test.describe('a saved resume at 375 px', () => {
  async function openResumes(page: Page, request: Parameters<typeof signUpOn>[1], label: string) {
    const account = await signUpOn(page, request, server, label);
    const created = await request.post(`${server.baseURL}/api/user/create_new_resume`, {
      headers: { authorization: `Bearer ${account.tokens.access_token}` },
      data: {
        filename: 'Mo_Bile_Resume',
        nickname: 'phone',
        resume: {
          fullName: 'Mo Bile',
          email: 'mo@example.com',
          phone: '+1 555 0199',
          experience: [{ title: 'Engineer', company: 'Acme', description: ['Built the mobile app'] }],
        },
      },
    });
    expect(created.status()).toBe(200);
    await page.goto(`${server.baseURL}/resumes`);
    await expect(page.getByRole('button', { name: 'View PDF' })).toBeVisible();
  }

  test('View PDF asks "Open the resume in a new tab?" as Home → Open does; yes opens the PDF in a new tab', async ({
    page,
    request,
    context,
  }) => {
    await openResumes(page, request, 'mobile-newtab');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'View PDF' }).click(),
    ]);
    expect(asked).toEqual(['Open the resume in a new tab?']);
    // The tab gets its address once the server has rendered and signed the PDF (a cold render can take seconds).
    await expect.poll(() => tab.url(), { timeout: 20_000 }).toMatch(/\/api\/files\//);
    // The screen itself stays on the form.
    await expect(page.getByRole('button', { name: 'View PDF' })).toBeVisible();
  });

  test('answering no opens the viewer here, fitted to the width of the screen', async ({ page, request }) => {
    await openResumes(page, request, 'mobile-fit');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'View PDF' }).click();
    const container = page.getByTestId('pdf-container');
    const firstPage = container.locator('.page').first();
    await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 20_000 });
    const available = await container.evaluate((el) => el.clientWidth);
    await expect
      .poll(async () => (await firstPage.boundingBox())?.width ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(available - 2);
    expect((await firstPage.boundingBox())!.width).toBeLessThanOrEqual(available + 1);
    await expectNoSideways(page);
  });
});
