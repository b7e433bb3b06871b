import { MAIN_PORT } from './ports.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  buildPdf,
  createPosting,
  dropFiles,
  hasRoute,
  signUpOn,
  runVitae,
  startOwnServer,
  type OwnServer,
} from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  // Starting a server (and seeding) can take a while on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 11, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

const RESUME = buildPdf('ada-lovelace.pdf', [
  'Ada Lovelace',
  'ada@example.com',
  'Experience',
  'Engineer, Analytical Engines',
  'Wrote the first program',
]);

/** An open posting of ours (the form shows only for a job that takes applications here). */
let openJobId: string | null = null;
async function openPosting(page: Page, request: APIRequestContext, label: string): Promise<string> {
  if (openJobId) return openJobId;
  const recruiter = await signUpOn(page, request, server, label);
  runVitae(server, ['users', 'set-type', recruiter.email, 'recruiter']);
  const jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Difference Engine Operator',
    description: 'Crank the engine.',
    // Each company belongs to one recruiter: not the helper's default name, which a later test uses.
    company: 'Difference Engines Ltd',
  } as Parameters<typeof createPosting>[3]);
  await page.evaluate(() => localStorage.clear());
  openJobId = jobId;
  return jobId;
}

test('the apply form asks for both fields first, then for a file', async ({ page, request }) => {
  const jobId = await openPosting(page, request, 'apply-fields');
  await page.goto(`${server.baseURL}/apply/${jobId}`);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No file selected')).toBeVisible();
});

test('of two dropped files only the first is taken', async ({ page, request }) => {
  const jobId = await openPosting(page, request, 'apply-drop');
  await page.goto(`${server.baseURL}/apply/${jobId}`);
  await dropFiles(page, 'apply-dropzone', [RESUME, { ...RESUME, name: 'second.pdf' }]);
  await expect(page.getByText('Selected: ada-lovelace.pdf')).toBeVisible();
});

test('an unknown job says Job not found, on its page and on its apply page (no form that cannot succeed)', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/job/no-such-job-123`);
  await expect(page.getByText('Job not found')).toBeVisible();
  await page.goto(`${server.baseURL}/apply/no-such-job-123`);
  await expect(page.getByText('Job not found')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('job page, Apply Now, then applying with a dropped file succeeds', async ({ page, request }) => {
  test.setTimeout(180_000);
  test.skip(
    !(await hasRoute(request, server.baseURL, 'recruiter/jobs/create')),
    'The server has no recruiter/jobs/create route yet',
  );
  test.skip(!(await hasRoute(request, server.baseURL, 'job/info')), 'The server has no job/info route yet');
  const recruiter = await signUpOn(page, request, server, 'apply-recruiter');
  runVitae(server, ['users', 'set-type', recruiter.email, 'recruiter']);
  const jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Analytical Engine Programmer',
    description: '<p>Write programs for the <strong>Analytical Engine</strong>.</p>',
    location: 'London, UK',
    salary: 85000,
  });
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${server.baseURL}/job/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Analytical Engine Programmer' })).toBeVisible();
  await expect(page.getByTestId('job-state')).toHaveClass(/bg-success/);
  await expect(page.getByTestId('job-description').locator('strong')).toHaveText('Analytical Engine');
  await expect(page.getByTestId('job-location')).toHaveText('London, UK');
  await expect(page.getByTestId('job-salary')).toHaveText('85,000');
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${jobId}$`));

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await dropFiles(page, 'apply-dropzone', [RESUME]);
  await expect(page.getByText('Selected: ada-lovelace.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  const feedback = page.getByTestId('apply-feedback');
  await expect(feedback).toHaveClass(/alert-success/, { timeout: 15_000 });
  await expect(feedback).not.toBeEmpty();

  // Applying twice to the same job is refused with the server's message.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(feedback).toHaveClass(/alert-danger/, { timeout: 15_000 });
});
