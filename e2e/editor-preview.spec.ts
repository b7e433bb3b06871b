import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';
import { buildTwoColumnPdf, TWO_COLUMN_RESUME } from './two-column-pdf.ts';

// A cold server renders its first PDF in a worker pool that is still starting: allow for it.
const FIRST_RENDER_TIMEOUT = 30_000;
test.setTimeout(120_000);

/** A full-page screenshot for the report (not committed), looked at by people reviewing a change. */
async function shoot(page: Page, file: string): Promise<string> {
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const preview = (page: Page) => page.getByRole('region', { name: 'Resume preview' });

async function readPreviewPixels(page: Page): Promise<string> {
  return page
    .getByTestId('preview-canvas')
    .locator('canvas')
    .first()
    .evaluate((c) => (c as HTMLCanvasElement).toDataURL());
}

test('the preview beside the form follows typing within 2 s and re-renders on a template switch', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOpenHome(page, request, baseURL!, 'preview');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'main', fullName: 'Jane Doe' });
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByTestId('preview-text')).toContainText('Jane Doe', { timeout: FIRST_RENDER_TIMEOUT });
  await expect(preview(page).getByRole('status')).toHaveText('Preview up to date');

  // Typing: the preview shows the new text within 2 s of the last key.
  await page.getByLabel('Full Name').fill('Jane Preview Doe');
  await expect(preview(page).getByTestId('preview-text')).toContainText('Jane Preview Doe', { timeout: 2_000 });
  await expect(page.getByText('Unsaved changes (Ctrl+S saves)')).toBeVisible();

  // Template switch: a render with the new template replaces the pages.
  const before = await readPreviewPixels(page);
  const rendering = page.waitForRequest(
    (r) => r.url().endsWith('/api/resume/preview') && (r.postDataJSON() as { template: string }).template === 'modern',
  );
  await preview(page).getByText('Modern', { exact: true }).click();
  await rendering;
  await expect(preview(page).getByRole('radio', { name: 'Modern' })).toBeChecked();
  await expect.poll(() => readPreviewPixels(page), { timeout: 5_000 }).not.toBe(before);
  await testInfo.attach('resumes-preview-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // Ctrl+S saves the draft.
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/user/save_resume'));
  await page.getByLabel('Full Name').press('Control+s');
  expect((await saving).status()).toBe(200);
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('entries are removed by keyboard with an Undo, and leaving with unsaved changes asks first', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'undo');
  await createResumeThroughDialog(page, { filename: 'Undo_Resume', nickname: 'undo', fullName: 'Una Undo' });
  const experience = page.getByRole('region', { name: 'Experience' });
  await expect(experience.getByLabel('Company')).toHaveValue('Acme');
  await experience.getByRole('button', { name: 'Remove Experience 1', exact: true }).press('Enter');
  await expect(experience.getByLabel('Company')).toHaveCount(0);
  // Focus is on Undo: Enter brings the entry back, as it was.
  await expect(experience.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(experience.getByLabel('Company')).toHaveValue('Acme');

  // An unsaved edit: leaving asks, and cancelling stays.
  await page.getByLabel('Full Name').fill('Una Changed');
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect.poll(() => question).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/resumes/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Una Changed');
});

test('on a narrow screen the preview is a tab', async ({ page, request, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpAndOpenHome(page, request, baseURL!, 'narrowpreview');
  await page.goto('/createResume');
  await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Full Name').fill('Nia Narrow');
  await expect(preview(page)).toBeHidden();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByTestId('preview-text')).toContainText('Nia Narrow', {
    timeout: FIRST_RENDER_TIMEOUT,
  });
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasHorizontalScroll).toBe(false);
  await testInfo.attach('create-preview-375', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('an uploaded two-column PDF opens in review: original beside the form, unsure fields marked until edited', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOpenHome(page, request, baseURL!, 'review');
  await page.goto('/upload');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'morgan-two-column.pdf',
    mimeType: 'application/pdf',
    buffer: buildTwoColumnPdf(TWO_COLUMN_RESUME.sidebar, TWO_COLUMN_RESUME.main),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('link', { name: 'View Resume' }).click({ timeout: FIRST_RENDER_TIMEOUT });

  // The original file is open beside the form.
  await expect(page.getByRole('tab', { name: 'Original file' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('original-file').locator('.pdfViewer .textLayer').first()).toContainText(
    'Contoso Cloud',
    { timeout: FIRST_RENDER_TIMEOUT },
  );

  // Unsure fields: listed at the top and marked on the field itself.
  const checklist = page.getByTestId('review-checklist');
  await expect(checklist.getByRole('link', { name: 'E-mail' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Phone' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-describedby', 'check-email-note');
  await expect(page.locator('[data-flag="email"]')).toContainText('Not found in your file');
  await testInfo.attach('review-1280', {
    path: await shoot(page, testInfo.outputPath('review-1280.png')),
    contentType: 'image/png',
  });

  // The link jumps to the field.
  await checklist.getByRole('link', { name: 'E-mail' }).click();
  await expect(email).toBeFocused();

  // Editing clears the mark, on the field and in the list; the others stay.
  await email.fill('morgan@example.com');
  await expect(page.locator('[data-flag="email"]')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-describedby', /.+/);
  await expect(checklist.getByRole('link', { name: 'E-mail' })).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Phone' })).toBeVisible();

  // Confirming one as it is clears it too, and survives a reload once saved.
  await page.locator('[data-flag="phone"]').getByRole('button').click();
  await expect(page.locator('[data-flag="phone"]')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('morgan@example.com');
  await expect(page.locator('[data-flag="email"]')).toHaveCount(0);
  await expect(page.locator('[data-flag="phone"]')).toHaveCount(0);
});
