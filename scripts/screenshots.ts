/**
 * `npm run screenshots`: takes the landing page's pictures of the app from a real server and browser
 * (Debian's Chromium), as JPEG (quality 70) in apps/web/public/screenshots. Run it after a visible change
 * and commit the images; the build only copies them and never needs a browser.
 * SCREENSHOTS_PORT (default 3290) is where its own server listens; it uses a fresh data directory.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startOwnServer } from '../e2e/own-server.ts';
import { buildTwoColumnPdf, TWO_COLUMN_RESUME } from '../e2e/two-column-pdf.ts';
import { buildSampleResume } from '../apps/server/src/rendering/sample-resume.ts';

const out = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'public', 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3290);
const JOB = `Senior Backend Engineer
Own our billing service: design APIs in Go and TypeScript, run PostgreSQL in production, deploy on
Kubernetes and mentor other engineers. Requirements: 5+ years of backend development, REST APIs.`;

async function save(page: Page, name: string, selector?: string) {
  const file = path.join(out, `${name}.jpg`);
  const target = selector ? page.locator(selector).first() : page;
  await target.screenshot({ path: file, type: 'jpeg', quality: 70 });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

mkdirSync(out, { recursive: true });
const server = await startOwnServer(port, { SEED_DEMO: 'false' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const signup = await fetch(`${server.baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jordan Rivera', email: 'jordan@example.com', password: 'Screenshots-Pass-7391' }),
  });
  const tokens = (await signup.json()) as { access_token: string; refresh_token: string };
  const created = await fetch(`${server.baseURL}/api/user/create_new_resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ resume: buildSampleResume(), filename: 'Resume', nickname: 'main' }),
  });
  const { file_id: key } = (await created.json()) as { file_id: string };
  await page.goto(`${server.baseURL}/contact`);
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);

  // The editor with its live preview.
  await page.goto(`${server.baseURL}/resumes?key=${key}`);
  await page.getByText('Preview up to date').waitFor({ timeout: 60_000 });
  await save(page, 'editor-preview');

  // Generate: match gauges and the changes to accept or reject.
  await page.goto(`${server.baseURL}/generate`);
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByTestId('changes-review').waitFor({ timeout: 60_000 });
  await page.getByTestId('match-gauge').scrollIntoViewIfNeeded();
  await save(page, 'generate-review');

  // An upload under review: the original beside the form, fields to check marked.
  await page.goto(`${server.baseURL}/upload`);
  await page.getByLabel('Resume file').setInputFiles({
    name: 'two-column.pdf',
    mimeType: 'application/pdf',
    buffer: buildTwoColumnPdf(TWO_COLUMN_RESUME.sidebar, TWO_COLUMN_RESUME.main),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('link', { name: 'View Resume' }).click({ timeout: 60_000 });
  await page.locator('.pdfViewer .textLayer').first().waitFor({ timeout: 60_000 });
  await save(page, 'upload-review');
} finally {
  await browser.close();
  await server.stop();
}
