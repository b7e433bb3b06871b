import { expect, test } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

const JOB_DESCRIPTION = `Senior Backend Engineer
Requirements: APIs in Go and TypeScript, PostgreSQL in production, Kubernetes, mentoring engineers.`;

test.setTimeout(120_000);

test('Generate tailors the resume picked in the list (default preselected); Add Projects with nothing to add costs nothing', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'picker');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'first', fullName: 'Jane Doe' });
  await createResumeThroughDialog(page, { filename: 'Kim_Lee_Resume', nickname: 'second', fullName: 'Kim Lee' });
  await page.goto('/generate');

  const picker = page.getByLabel('Resume to tailor');
  await expect(picker).toBeVisible();
  const defaultLabel = (await picker.locator('option:checked').textContent())!;
  expect(defaultLabel).toMatch(/\(default\)$/);
  await expect(picker.locator('option')).toHaveCount(2);
  const other = defaultLabel.startsWith('first') ? 'second' : 'first';
  const otherName = other === 'first' ? 'Jane Doe' : 'Kim Lee';
  await picker.selectOption({ label: other });
  await expect(page.getByText(`Tailoring ${other}.`)).toBeVisible();

  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  const tokensLeft = page.getByTestId('tokens-left');
  const tokensBefore = await tokensLeft.textContent();
  // Only Add Projects, and no other resume has a project: the screen says so and nothing is spent.
  for (const name of ['Update Experience', 'Update Projects', 'Add Projects', 'Update Profile', 'Update Skills']) {
    const toggle = page.getByRole('button', { name, exact: true });
    const want = name === 'Add Projects' ? 'true' : 'false';
    if ((await toggle.getAttribute('aria-pressed')) !== want) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', want);
  }
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(/nothing to add\. No tokens were spent\./)).toBeVisible({ timeout: 30_000 });
  await expect(tokensLeft).toHaveText(tokensBefore!);

  // With a section that changes something, the picked resume (not the default) is tailored.
  await page.getByRole('button', { name: 'Update Skills', exact: true }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const textLayer = page.locator('.pdfViewer .page').first().locator('.textLayer');
  await expect(textLayer).toContainText(otherName, { timeout: 30_000 });
});
