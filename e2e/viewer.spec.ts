import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

// FreeText appearances use Helvetica, which pdf.js reads from its standard font files.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The annotation subtypes (Highlight, FreeText, Ink…) on every page of a downloaded PDF. */
async function readAnnotationTypes(download: Download): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(await download.path())),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const types: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const annotations = (await (await pdf.getPage(n)).getAnnotations()) as { subtype: string }[];
    types.push(...annotations.map((a) => a.subtype));
  }
  await pdf.destroy();
  return types;
}

async function downloadFromViewer(page: Page, item: 'Original PDF' | 'PDF with annotations'): Promise<Download> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: item }).click();
  return waiting;
}

// A cold server renders its first PDF in a worker pool that is still starting: allow for it.
const RENDER_TIMEOUT = 30_000;
test.setTimeout(90_000);

const firstTextLayer = (page: Page) => page.locator('.pdfViewer .page').first().locator('.textLayer');

test('a saved resume opens in the viewer, takes a highlight and a note, and downloads with both', async ({
  page,
  request,
  baseURL,
}) => {
  // The viewer runs under the server's CSP, with the pdf.js worker from our own origin.
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) refusals.push(m.text());
  });
  const workerUrls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('pdf.worker')) workerUrls.push(r.url());
  });
  await signUpAndOpenHome(page, request, baseURL!, 'viewer');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'viewer', fullName: 'Jane Doe' });
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Jane Doe', { timeout: RENDER_TIMEOUT });
  await expect(page.getByLabel('Page number')).toHaveValue('1');
  expect(workerUrls.length).toBeGreaterThan(0);
  expect(workerUrls.every((url) => url.startsWith(baseURL!))).toBe(true);

  // Highlight: select the name in the text layer with the Highlight tool on.
  await page.getByRole('button', { name: 'Highlight', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Highlight', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const name = firstTextLayer(page).locator('span', { hasText: 'Jane Doe' }).first();
  const box = (await name.boundingBox())!;
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.locator('.annotationEditorLayer .highlightEditor')).toHaveCount(1);

  // Free text: click an empty part of the page, type, and leave the tool to commit the note.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Text', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const layer = page.locator('.pdfViewer .page').first().locator('.annotationEditorLayer');
  const layerBox = (await layer.boundingBox())!;
  // Low on the page, where a one-entry resume has no text (the click scrolls it into view).
  await layer.click({ position: { x: layerBox.width * 0.5, y: layerBox.height * 0.8 } });
  await expect(page.locator('.annotationEditorLayer .freeTextEditor')).toHaveCount(1);
  await page.keyboard.type('Strong billing experience');
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(page.locator('.annotationEditorLayer .freeTextEditor')).toContainText('Strong billing experience');

  // Drawing: a stroke across the lower part of the page.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Hovering scrolls that part of the page into view; the stroke starts there.
  await layer.hover({ position: { x: layerBox.width * 0.2, y: layerBox.height * 0.6 } });
  const drawBox = (await layer.boundingBox())!;
  const start = { x: drawBox.x + drawBox.width * 0.2, y: drawBox.y + drawBox.height * 0.6 };
  await page.mouse.down();
  await page.mouse.move(start.x + 200, start.y + 20, { steps: 10 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // pdf.js makes the drawing an editor when the drawing session ends (here: leaving the tool).
  await expect(page.locator('.annotationEditorLayer .inkEditor')).toHaveCount(1);

  const annotated = await downloadFromViewer(page, 'PDF with annotations');
  expect(annotated.suggestedFilename()).toBe('Jane_Doe_Resume-annotated.pdf');
  const types = await readAnnotationTypes(annotated);
  expect(types).toContain('Highlight');
  expect(types).toContain('FreeText');
  expect(types).toContain('Ink');

  const original = await downloadFromViewer(page, 'Original PDF');
  expect(original.suggestedFilename()).toBe('Jane_Doe_Resume.pdf');
  // The original keeps only what the renderer wrote (the e-mail link), none of the notes.
  const originalTypes = await readAnnotationTypes(original);
  expect(originalTypes).not.toContain('Highlight');
  expect(originalTypes).not.toContain('FreeText');
  expect(refusals).toEqual([]);
});

test('the viewer pages, zooms and fits to width from its toolbar', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'zoom');
  await createResumeThroughDialog(page, { filename: 'Zoom_Resume', nickname: 'zoom', fullName: 'Zed Zoom' });
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Zed Zoom', { timeout: RENDER_TIMEOUT });
  const fit = page.getByRole('button', { name: /^Fit to width/ });
  const fitted = await fit.textContent();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(fit).not.toHaveText(fitted!);
  await fit.click();
  await expect(fit).toHaveText(fitted!);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
});

test('an edited and saved resume shows the change in the PDF text', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'reedit');
  await createResumeThroughDialog(page, { filename: 'Edit_Me', nickname: 'edit', fullName: 'Eve Before' });
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Eve Before', { timeout: RENDER_TIMEOUT });
  // The viewer's Edit goes back to the form.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Full Name').fill('Eve After');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Eve After', { timeout: RENDER_TIMEOUT });
});

test('the viewer fits a 375 px wide screen', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpAndOpenHome(page, request, baseURL!, 'narrow');
  await createResumeThroughDialog(page, { filename: 'Narrow', nickname: 'narrow', fullName: 'Nia Narrow' });
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Nia Narrow', { timeout: RENDER_TIMEOUT });
  const pageBox = (await page.locator('.pdfViewer .page').first().boundingBox())!;
  expect(pageBox.width).toBeLessThanOrEqual(375);
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasHorizontalScroll).toBe(false);
});
