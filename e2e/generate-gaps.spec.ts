import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

const JOB_DESCRIPTION = `Platform Engineer
Requirements:
- Terraform for our cloud accounts
- TypeScript services
- Experience with Kubernetes`;
const EVIDENCE = 'Wrote Terraform modules for the billing service at Acme';

// A cold server renders its first PDF in a worker pool that is still starting: allow for it.
const RENDER_TIMEOUT = 30_000;
test.setTimeout(120_000);

const firstTextLayer = (page: Page) => page.locator('.pdfViewer .page').first().locator('.textLayer');

async function choose(page: Page, sections: string[]) {
  for (const name of sections) {
    const toggle = page.getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

test('a missing skill confirmed with "I have this" is matched on the next Generate; ATS findings show', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'gaps');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'source', fullName: 'Jane Doe' });
  await page.goto('/generate');
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await choose(page, ['Update Experience', 'Update Skills']);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(firstTextLayer(page)).toContainText('Jane Doe', { timeout: RENDER_TIMEOUT });

  const ats = page.getByTestId('ats-findings');
  await expect(ats.locator('li')).toHaveCount(6);
  await expect(ats.locator('[data-finding="contact"]')).toContainText('Contact details');
  await expect(ats.locator('[data-finding="round_trip"]')).toContainText('Read back');

  const gaps = page.getByTestId('close-gaps');
  await expect(gaps.getByText('Terraform', { exact: true })).toBeVisible();
  await gaps.getByRole('button', { name: 'I have this: Terraform' }).click();
  // Nothing is added without a line of evidence.
  await gaps.getByRole('button', { name: 'Add to my resume' }).click();
  await expect(gaps.getByText('Say in a short line where and how you used it.')).toBeVisible();
  await gaps.getByLabel('Where and how you used it').fill(EVIDENCE);
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/user/confirm_skill'));
  await gaps.getByRole('button', { name: 'Add to my resume' }).click();
  expect((await saving).status()).toBe(200);
  await expect(gaps.getByText('Added to your resume')).toBeVisible();

  await gaps.getByRole('button', { name: 'Generate again' }).click();
  const report = page.getByTestId('tailor-report');
  await expect(report.locator('.badge.bg-success', { hasText: /^Terraform$/ })).toBeVisible({
    timeout: RENDER_TIMEOUT,
  });
  await expect(page.getByTestId('close-gaps').getByText('Terraform', { exact: true })).toHaveCount(0);
  await expect(firstTextLayer(page)).toContainText('Wrote Terraform modules', { timeout: RENDER_TIMEOUT });

  // The default resume itself holds the line.
  await page.goto('/resumes');
  // (Line 1 is the person's own bullet; the editor keeps an empty line last for the next one.)
  await expect(page.getByRole('textbox', { name: 'Experience 1 description line 2', exact: true })).toHaveValue(
    `${EVIDENCE}.`,
  );
});
