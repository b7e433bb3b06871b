import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(90_000);
const RENDER_TIMEOUT = 30_000;

async function openPdf(page: Page) {
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(page.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText('Nora Tate', {
    timeout: RENDER_TIMEOUT,
  });
}

test('annotations stay with the resume across reloads until the person clears them', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'annotations');
  await createResumeThroughDialog(page, { filename: 'Nora_Tate_Resume', nickname: 'notes', fullName: 'Nora Tate' });
  const resumeUrl = page.url();
  await openPdf(page);

  // A note: click low on the page with the Text tool, type, leave the tool.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  const layer = page.locator('.pdfViewer .page').first().locator('.annotationEditorLayer');
  const box = (await layer.boundingBox())!;
  await layer.click({ position: { x: box.width * 0.5, y: box.height * 0.8 } });
  await page.keyboard.type('Ask about Acme');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/save_annotations'));
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('annotations-bar')).toContainText('Your annotations are kept with this resume');

  // A fresh load opens the annotated copy, with the note on the page.
  await page.goto(resumeUrl);
  const served = page.waitForResponse((r) => r.url().includes('/api/files/') && r.status() === 200);
  await openPdf(page);
  const body = (await (await served).body()).toString('latin1');
  expect(body).toContain('/FreeText');
  await expect(page.getByTestId('annotations-bar')).toBeVisible();
  await expect(page.locator('.pdfViewer .page').first()).toContainText('Ask about Acme');

  // Clearing removes them for good.
  await page.getByRole('button', { name: 'Clear annotations' }).click();
  await expect(page.getByTestId('annotations-bar')).toHaveCount(0);
  await expect(page.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText('Nora Tate', {
    timeout: RENDER_TIMEOUT,
  });
  await expect(page.locator('.pdfViewer .page').first()).not.toContainText('Ask about Acme');
  await page.goto(resumeUrl);
  await openPdf(page);
  await expect(page.getByTestId('annotations-bar')).toHaveCount(0);
  await expect(page.locator('.pdfViewer .page').first()).not.toContainText('Ask about Acme');
});
