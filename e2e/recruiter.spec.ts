import { MAIN_PORT } from './ports.ts';
import { expect, test } from '@playwright/test';
import {
  buildPdf,
  createPosting,
  dropFiles,
  hasRoute,
  signUpOn,
  signUpRecruiter,
  startOwnServer,
  type OwnServer,
} from './own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  // Starting a server (and seeding) can take a while on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(MAIN_PORT + 12, { SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a job seeker sees no recruiter link and is told the workspace is for recruiters', async ({ page, request }) => {
  await signUpOn(page, request, server, 'not-recruiter');
  await page.goto(`${server.baseURL}/recruiter`);
  await expect(page.getByText('The recruiter workspace is for recruiter accounts.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recruiter' })).toHaveCount(0);
});

test('a recruiter publishes a posting, it is searchable, and an application shows up in the workspace', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  test.skip(
    !(await hasRoute(request, server.baseURL, 'recruiter-jobs-status')),
    'The server has no recruiter-jobs-status route yet',
  );
  await signUpRecruiter(page, request, server, 'recruiter');
  await expect(page.getByRole('link', { name: 'Recruiter' })).toBeVisible();
  // Postings need a company first.
  await expect(page.getByRole('button', { name: 'New posting' })).toHaveCount(0);
  await page.getByLabel('Company name').fill('Quantum Widgets Inc');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('Publishing as')).toContainText('Quantum Widgets Inc');

  const title = `Quantum Widget Engineer ${Date.now()}`;
  await page.getByRole('button', { name: 'New posting' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Location').fill('Berlin, Germany');
  await page.getByLabel('Workplace').selectOption('remote');
  await page.getByLabel('Yearly salary').fill('90000');
  await page.getByLabel('Description').fill('Design quantum widgets with TypeScript and React.');
  await page.getByLabel('Skills').fill('TypeScript, React');
  await page.getByRole('button', { name: 'Publish' }).click();
  const row = page.getByTestId('recruiter-posting').filter({ hasText: title });
  // The first posting with a place loads the city gazetteer on the server, which takes a while.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('application-count')).toHaveText('0');

  // Searchable: the search finds it and links to our own job page.
  await page.goto(`${server.baseURL}/jobs`);
  await page.getByLabel('What job are you looking for?').fill('quantum widget engineer');
  await page.getByLabel('What job are you looking for?').press('Enter');
  const card = page.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const href = (await card.getByRole('link', { name: 'Apply' }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/job\//);

  // Someone applies from another browser context (no session).
  const visitor = await context.browser()!.newContext();
  const applicant = await visitor.newPage();
  await applicant.goto(`${server.baseURL}${href.replace('/job/', '/apply/')}`);
  await applicant.getByLabel('Email').fill('grace@example.com');
  await applicant.getByLabel('Name').fill('Grace Hopper');
  await dropFiles(applicant, 'apply-dropzone', [
    buildPdf('grace.pdf', ['Grace Hopper', 'Compilers, COBOL, TypeScript']),
  ]);
  await applicant.getByRole('button', { name: 'Apply' }).click();
  await expect(applicant.getByTestId('apply-feedback')).toHaveClass(/alert-success/, { timeout: 15_000 });
  await visitor.close();

  await page.goto(`${server.baseURL}/recruiter`);
  await expect(row.getByTestId('application-count')).toHaveText('1');
  await row.getByRole('button', { name: 'Applicants' }).click();
  const applicants = page.getByTestId('applicants');
  await expect(applicants.getByText('Grace Hopper')).toBeVisible();
  await applicants.getByRole('button', { name: 'grace.pdf' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'grace.pdf' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

  // Close, then reopen.
  await row.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('closed')).toBeVisible();
  await row.getByRole('button', { name: 'Reopen' }).click();
  await expect(row.getByText('open', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: 'Shortlist applicants' }).click();
  await expect(page).toHaveURL(/\/shortlist\?job_id=/);
  await expect(page.getByLabel('Job Id')).not.toHaveValue('');
});

const XSS_CORPUS = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src=x onerror="window.__xss = 1; alert(1)">',
  '<svg onload="window.__xss = 1; alert(1)"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=1;alert(1)" id="xss-link">click me</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" onmouseover="window.__xss = 1; alert(1)">hover me</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1; alert(1)">',
  '<details open ontoggle="window.__xss = 1; alert(1)">x</details>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
].join('\n');

test('a description full of script attacks renders inert on the job page', async ({ page, request }) => {
  test.setTimeout(180_000);
  test.skip(
    !(await hasRoute(request, server.baseURL, 'recruiter/jobs/create')),
    'The server has no recruiter/jobs/create route yet',
  );
  const recruiter = await signUpRecruiter(page, request, server, 'xss');
  const jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'XSS corpus',
    description: `<p>Safe text</p>\n${XSS_CORPUS}`,
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${server.baseURL}/job/${jobId}`);
  const description = page.getByTestId('job-description');
  await expect(description).toContainText('Safe text');
  await description
    .getByText('hover me')
    .hover()
    .catch(() => undefined);
  await description
    .getByText('click me')
    .click()
    .catch(() => undefined);
  await page.waitForTimeout(500);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(description.locator('script, img, svg, iframe, form, style, details, math')).toHaveCount(0);
  const attributes = await description.evaluate((el) =>
    Array.from(el.querySelectorAll('*')).flatMap((node) =>
      Array.from(node.attributes).map((a) => `${a.name}=${a.value}`),
    ),
  );
  expect(attributes.filter((a) => /^on|javascript:/i.test(a))).toEqual([]);
});
