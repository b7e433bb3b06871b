import { expect, test } from '@playwright/test';
import { signUpAndOpenHome } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// A real-world JSON Resume of the older shape: employers under work[].company, the home page under basics.website.
const OLDER_JSON_RESUME = {
  basics: {
    name: 'Odile Keys',
    email: 'odile@example.com',
    phone: '+1 555 0111',
    website: 'https://odile.dev',
  },
  work: [
    { company: 'Initech', position: 'Platform Engineer', startDate: '2019-03', highlights: ['Ran the build farm'] },
    { company: 'Globex', position: 'Developer', startDate: '2016-01', endDate: '2019-02', summary: 'Built billing' },
  ],
};

test('a JSON Resume that names employers with work[].company keeps every job and the website', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'json-import');
  await page.goto('/upload');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'odile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(OLDER_JSON_RESUME)),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/Resume Uploaded Successfully/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'View Resume' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Odile Keys');
  const companies = page.getByRole('region', { name: 'Experience' }).getByLabel('Company');
  await expect(companies).toHaveCount(2);
  await expect(companies.nth(0)).toHaveValue('Initech');
  await expect(companies.nth(1)).toHaveValue('Globex');
  await expect(page.getByLabel('Website')).toHaveValue('https://odile.dev');
});

test('importing a JSON Resume that would lose a job says so and stores nothing', async ({ page, request, baseURL }) => {
  const account = await signUpAndOpenHome(page, request, baseURL!, 'json-lossy');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const answer = await request.post(`${baseURL}/api/user/create_new_resume`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      filename: 'Lossy',
      nickname: 'lossy',
      json_resume: { basics: { name: account.name }, work: [{ position: 'Analyst', highlights: ['Analysed'] }] },
    },
  });
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { message: string }).message).toContain(
    'work 1 (Analyst) lacks an employer (name or company)',
  );
  await page.goto('/resumes');
  await expect(page.getByRole('heading', { name: 'No Resumes Found' })).toBeVisible();
});
