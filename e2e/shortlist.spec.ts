import { MAIN_PORT } from './ports.ts';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dropFiles, hasRoute, signUpOn, startOwnServer, type OwnServer, type TestFile } from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  // Starting a server (and seeding) can take a while on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 13, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

const JOB_DESCRIPTION = [
  'Senior Backend Engineer',
  'Requirements:',
  '- 5+ years of experience with Python',
  '- PostgreSQL and Docker',
  '- Experience with Kubernetes is a plus',
].join('\n');

function resume(name: string, skills: string, years: string): TestFile {
  const text = [
    name,
    `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    '',
    'Experience',
    `Backend Engineer, Acme Corp, ${years}`,
    `- Built services with ${skills}`,
    '',
    'Skills',
    skills,
  ].join('\n');
  return { name: `${name.replace(/\s+/g, '_')}.txt`, type: 'text/plain', text };
}

const RESUMES = [
  resume('Alice Strong', 'Python, PostgreSQL, Docker, Kubernetes', 'Jan 2015 - Present'),
  resume('Bob Middle', 'Python, Docker', 'Jan 2020 - Present'),
  resume('Carol Other', 'Photoshop, Illustrator', 'Jan 2021 - Present'),
];

test('the drop area counts files and the screen refuses to submit none', async ({ page, request }) => {
  await signUpOn(page, request, server, 'shortlist-empty');
  await page.goto(`${server.baseURL}/shortlist`);
  await expect(page.getByText('Drag and drop your files here')).toBeVisible();
  const status = page.getByTestId('drop-status');
  await expect(status).toHaveText('No files detected.');
  await expect(status).toHaveClass(/text-danger/);
  await page.getByRole('button', { name: 'Submit for Shortlist' }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await dropFiles(page, 'shortlist-dropzone', RESUMES);
  await expect(status).toHaveText('3 file(s) ready to upload.');
  await expect(status).toHaveClass(/text-success/);
});

test('a shortlist run shows progress, a ranked table and a CSV with every resume and its score', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  test.skip(
    !(await hasRoute(request, server.baseURL, 'shortlist/status')),
    'The server has no shortlist/status route yet',
  );
  await signUpOn(page, request, server, 'shortlist-run');
  await page.goto(`${server.baseURL}/shortlist?job_id=job-42`);
  await expect(page.getByLabel('Job Id')).toHaveValue('job-42');
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await dropFiles(page, 'shortlist-dropzone', RESUMES);

  // Hold the upload answer a moment so the warning can be seen before the server's message.
  await page.route('**/api/shortlist-resumes', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit for Shortlist' }).click();
  const feedback = page.getByTestId('shortlist-feedback');
  await expect(feedback).toHaveText('Uploading...');
  await expect(feedback).toHaveClass(/alert-warning/);
  await expect(feedback).toHaveClass(/alert-success/, { timeout: 15_000 });

  await expect(page.getByTestId('run-progress')).toBeVisible();
  await expect(page.getByTestId('run-state')).toHaveText('Done.', { timeout: 120_000 });
  const rows = page.getByTestId('shortlist-row');
  await expect(rows).toHaveCount(RESUMES.length);
  // Blind by default: candidates are labelled by rank until names are revealed.
  await expect(rows.first().getByTestId('candidate-label')).toHaveText('Candidate 1');
  const scores = (await page.getByTestId('candidate-score').allTextContents()).map(Number);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  const records = csv.trim().split(/\r?\n(?=\d+,)/);
  expect(records[0]).toMatch(/^Rank,Id,Name,File,Score/);
  const csvScores = records.slice(1).map((record) => Number(record.split(',')[4]));
  expect(csvScores).toHaveLength(RESUMES.length);
  expect(csvScores.map((s) => Math.round(s * 10) / 10)).toEqual(scores);

  await page.getByLabel('Reveal names').check();
  await expect(page.getByTestId('candidate-label').filter({ hasText: 'Alice Strong' })).toBeVisible();
  await expect(page.getByTestId('past-runs')).toBeVisible();

  // Each resume opens: text files are offered as a download from a signed link.
  await rows.first().getByRole('button', { name: 'Open resume' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /^Download .+\.txt$/ })).toHaveAttribute('href', /^\/api\/files\//);
});
