import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { readPdfText } from '../apps/server/src/rendering/pdf-text.ts';
import { MAIN_PORT } from './ports.ts';
import {
  buildPdf,
  createPosting,
  dropFiles,
  signUpOn,
  signUpRecruiter,
  startOwnServer,
  type OwnServer,
} from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 42, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: { width: 1280, height: 900 } });

const JOB = 'Backend engineer\nRequirements:\n- 3+ years of TypeScript\n- PostgreSQL\n- REST APIs';
const PEOPLE = [
  { name: 'Quentin Harrowgate', email: 'quentin.harrowgate@example.com', phone: '+1 415 555 0142' },
  { name: 'Imelda Stravinska', email: 'imelda.stravinska@example.org', phone: '+44 20 7946 0321' },
];
function resumeFile(fileName: string, person: (typeof PEOPLE)[number]) {
  return buildPdf(fileName, [
    person.name,
    `${person.email} | ${person.phone}`,
    'Experience',
    'Backend Engineer, Initech, 2017 - Present',
    '- Built REST APIs in TypeScript on PostgreSQL',
    'Skills',
    'TypeScript, PostgreSQL, Docker',
  ]);
}

/** The names, e-mails and phone numbers of PEOPLE that a text holds. */
function findIdentity(text: string): string[] {
  const lower = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  return PEOPLE.flatMap((p) => [
    ...p.name.split(' ').filter((part) => lower.includes(part.toLowerCase())),
    ...(lower.includes(p.email) ? [p.email] : []),
    ...(digits.includes(p.phone.replace(/\D/g, '')) ? [p.phone] : []),
  ]);
}

/** An answer and its body, read as it arrives (a body asked for later may be gone). */
type Served = { response: Response; body: Promise<Buffer> };

/** The text of a served answer, as a person could read it: PDF text, spreadsheet cells, or the body. */
async function readServedText({ response, body: read }: Served): Promise<string> {
  const type = response.headers()['content-type'] ?? '';
  const body = await read;
  if (type.includes('pdf')) {
    const pdf = await readPdfText(new Uint8Array(body));
    return [pdf.title, pdf.author, ...pdf.pages.flat(), response.headers()['content-disposition'] ?? ''].join('\n');
  }
  return body.toString('utf8');
}

/** Every cell of a workbook, one per line. */
async function readWorkbook(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
}

async function waitForDone(page: Page) {
  await expect(page.getByTestId('run-state')).toHaveText('Done.', { timeout: 120_000 });
}

test('blind review serves nothing that names a candidate until Reveal; one line each, notes in words, duplicates folded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const served: Served[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      served.push({ response, body: response.body().catch(() => Buffer.alloc(0)) });
  });
  await signUpOn(page, request, server, 'blind');
  await page.goto(`${server.baseURL}/shortlist`);
  await page.getByLabel('Job Description').fill(JOB);
  await dropFiles(page, 'shortlist-dropzone', [
    resumeFile('Quentin_Harrowgate_CV.pdf', PEOPLE[0]!),
    resumeFile('Imelda_Stravinska.pdf', PEOPLE[1]!),
    resumeFile('Quentin_Harrowgate_CV_2024.pdf', PEOPLE[0]!),
  ]);
  await page.getByRole('button', { name: 'Submit for Shortlist' }).click();
  await waitForDone(page);

  // Duplicates fold under the first resume of the same person: two lines for three files.
  const rows = page.getByTestId('shortlist-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('duplicate-count')).toHaveText('+1 duplicate');
  for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThan(60);
  // "Past runs" has caught up with the finished run without a reload.
  await expect(page.getByTestId('past-runs')).toContainText('done · 3/3');

  // Details open under the line; notes read as sentences, never as codes.
  const folded = rows.filter({ has: page.getByTestId('duplicate-count') });
  await folded.getByRole('button', { name: 'Details' }).click();
  const details = page.getByTestId('candidate-details');
  await expect(details).toBeVisible();
  await expect(details.getByTestId('candidate-duplicates')).toContainText('Candidate');
  expect(await page.getByTestId('shortlist-results').innerText()).not.toMatch(/\b[a-z]+_[a-z_]+\b/);

  // Everything a recruiter can reach before Reveal: the table, both exports, every resume file.
  const exported: string[] = [];
  for (const format of ['CSV', 'XLSX']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${format}` }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    exported.push(format === 'CSV' ? bytes.toString('utf8') : await readWorkbook(bytes));
  }
  expect(exported[0]).toContain('resume-1.pdf');
  expect(exported[1]).toContain('resume-1.pdf');
  expect(findIdentity(exported.join('\n'))).toEqual([]);
  for (const row of await rows.all()) {
    await row.getByRole('button', { name: 'Open resume' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.page canvas').first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator('.textLayer').first()).toContainText('Built REST APIs');
    expect(findIdentity(await dialog.innerText())).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  expect(findIdentity(await page.locator('body').innerText())).toEqual([]);
  const files = served.filter(({ response }) => response.url().includes('/api/files/'));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const answer of served) {
    // The exports' bytes are checked above, from the downloaded files.
    if (answer.response.url().endsWith('/api/shortlist/export')) continue;
    const text = await readServedText(answer);
    if (answer.response.url().includes('/api/files/')) expect(text).toContain('Built REST APIs');
    expect(findIdentity(text), answer.response.url()).toEqual([]);
  }

  // Reveal shows who they are, and the original file.
  await page.getByLabel('Reveal names').check();
  await expect(page.getByTestId('candidate-label').filter({ hasText: 'Quentin Harrowgate' })).toBeVisible();
});

test('"Shortlist applicants" brings the posting\'s applicants and description into the run', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const recruiter = await signUpRecruiter(page, request, server, 'applicants');
  const jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Backend Engineer',
    description: JOB,
  });
  const cv = resumeFile('imelda.pdf', PEOPLE[1]!);
  const applied = await request.post(`${server.baseURL}/api/job/apply`, {
    multipart: {
      metadata: JSON.stringify({ email: PEOPLE[1]!.email, name: PEOPLE[1]!.name, job_id: jobId }),
      file: { name: cv.name, mimeType: cv.type, buffer: Buffer.from(cv.text) },
    },
  });
  expect(applied.status()).toBe(200);
  await page.goto(`${server.baseURL}/recruiter`);
  await page.getByRole('link', { name: 'Shortlist applicants' }).click();
  await expect(page.getByLabel('Job Id')).toHaveValue(jobId);
  await expect(page.getByLabel('Job Description')).toHaveValue(/- 3\+ years of TypeScript/);
  await expect(page.getByTestId('shortlist-applicants')).toContainText('1 applicant to “Backend Engineer”');
  await page.getByRole('button', { name: 'Submit for Shortlist' }).click();
  await expect(page.getByTestId('shortlist-feedback')).toHaveClass(/alert-success/);
  await waitForDone(page);
  await expect(page.getByTestId('shortlist-row')).toHaveCount(1);
});
