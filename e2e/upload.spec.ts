import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndOpenHome } from './helpers.ts';

// Real resumes with known content, kept beside the repository (see the parse-dev README).
const FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'parse-dev', 'docs', 'pdf');

test.setTimeout(90_000);

test('an uploaded PDF is parsed, stored, and shown on Your Resumes', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'upload');
  await page.goto('/upload');
  // Hold the answer back a moment, so the spinner is seen whatever the parser's speed.
  await page.route('**/api/parse', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByLabel('Resume file').setInputFiles(path.join(FIXTURES, 'r01.class.pdf'));
  await expect(page.getByText('Selected: r01.class.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Parsing Resume ...')).toBeVisible();
  await expect(page.getByText(/Resume Uploaded Successfully/)).toBeVisible({ timeout: 60_000 });

  await page.getByRole('link', { name: 'View Resume' }).click();
  await expect(page).toHaveURL(/\/resumes\?key=/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Alicia Mayra Soller');
  await expect(page.getByLabel('Email')).toHaveValue('asoller@gmx.de');
  const experience = page.getByRole('region', { name: 'Experience' });
  await expect(experience.getByLabel('Company').first()).toHaveValue('Freshworks');
});

test('a file that is not a readable resume shows Error in Uploading Resume with the reason', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'badupload');
  await page.goto('/upload');
  // A PDF header followed by nothing a PDF reader can use (plain text would be read as a text resume).
  const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0xd7), Buffer.from('\n%%EOF\n')]);
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: broken });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error in Uploading Resume' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  // The server's sentence follows, so the person knows what to do.
  await expect(alert).not.toHaveText('Error in Uploading Resume');
  await expect(page.getByRole('link', { name: 'View Resume' })).toHaveCount(0);
});

test('a file type the parser cannot read is refused before uploading', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'wrongtype');
  await page.goto('/upload');
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'cv.odt', mimeType: 'application/vnd.oasis.opendocument.text', buffer: Buffer.from('x') });
  await expect(page.getByText('Choose a PDF, Word (.docx), text (.txt) or JSON Resume (.json) file.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});

test('a dropped file is picked like a chosen one', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'drop');
  await page.goto('/upload');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Jane Doe\njane@example.com'], 'resume.txt', { type: 'text/plain' }));
    return transfer;
  });
  await page.locator('.upload-drop').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Selected: resume.txt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
});
