import { expect, test, type Page } from '@playwright/test';
import { signUpAndOpenHome } from './helpers.ts';

const JOB_DESCRIPTION = `Senior Backend Engineer
We are looking for an engineer to own our billing service. You will design APIs in Go and TypeScript,
run PostgreSQL in production, deploy on Kubernetes and mentor other engineers.
Requirements: 5+ years of backend development, Go, PostgreSQL, Kubernetes, REST APIs, mentoring.`;

const RESUME = {
  fullName: 'Riley Review',
  email: 'riley@example.com',
  phone: '+1 555 0102',
  linkedin: '',
  profile: 'Engineer who likes hard problems.',
  experience: [
    {
      title: 'Backend Engineer',
      company: 'Acme Payments',
      start: '2018',
      end: 'Present',
      description: [
        'Built the billing service used by every product team',
        'Ran PostgreSQL clusters and tuned slow queries',
        'Deployed services on Kubernetes with Helm',
        'Mentored four junior engineers through code review',
        'Designed REST APIs in Go for invoicing',
      ],
    },
  ],
  skills: [{ category: 'Languages', technologies: ['Go', 'TypeScript'] }],
};

test.setTimeout(120_000);

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('access_token') ?? '');
}

test('Generate starts with all five sections, shows a gauge and a diff; the saved resume has only the accepted change', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOpenHome(page, request, baseURL!, 'diff');
  const token = await accessToken(page);
  const created = await request.post(`${baseURL}/api/user/create_new_resume`, {
    headers: { authorization: `Bearer ${token}` },
    data: { filename: 'Riley_Resume', nickname: 'riley', resume: RESUME },
  });
  expect(created.status(), await created.text()).toBe(200);
  const original = ((await created.json()) as { resume: typeof RESUME }).resume;

  await page.goto('/generate');
  for (const name of ['Update Profile', 'Update Experience', 'Update Skills', 'Add Projects']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('readiness-warning')).toHaveCount(0);
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const gauge = page.getByTestId('match-gauge');
  await expect(gauge).toBeVisible({ timeout: 30_000 });
  await expect(gauge.getByRole('img', { name: /^Match Before: \d+ percent$/ })).toBeVisible();
  await expect(gauge.getByRole('img', { name: /^Match After: \d+ percent$/ })).toBeVisible();

  // Accept the profile's change, reject the first change to the experience (a line, or the order of lines).
  const review = page.getByTestId('changes-review');
  const rowWhere = (where: RegExp) =>
    review.getByTestId('change').filter({ has: page.locator('span.fw-semibold', { hasText: where }) });
  const first = rowWhere(/^Profile$/).first();
  const second = rowWhere(/^Experience: /).first();
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const keptText = (await first.getByTestId('change-after').locator('ins').textContent())!;
  const isOrder = ((await second.locator('span.fw-semibold').textContent()) ?? '').includes('order of lines');
  const readSide = async (side: 'before' | 'after') => {
    const line = second.getByTestId(`change-${side}`);
    return (await line.count()) > 0 ? (await line.locator(side === 'before' ? 'del' : 'ins').textContent())! : null;
  };
  const rejectedText = await readSide('after');
  const restoredText = await readSide('before');
  await expect(first.getByRole('button', { name: /^Accept/ })).toHaveAttribute('aria-pressed', 'true');
  await second.getByRole('button', { name: /^Reject/ }).click();
  await expect(second.getByRole('button', { name: /^Reject/ })).toHaveAttribute('aria-pressed', 'true');
  await testInfo.attach('generate-diff-1280', {
    path: await page
      .screenshot({ path: testInfo.outputPath('generate-diff-1280.png'), fullPage: true })
      .then(() => testInfo.outputPath('generate-diff-1280.png')),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: 'Save to your resumes' }).click();
  await page.getByRole('link', { name: 'Open it in Your Resumes' }).click();
  await expect(page).toHaveURL(/key=/);
  const key = new URL(page.url()).searchParams.get('key')!;
  const fetched = await request.post(`${baseURL}/api/user/fetch_resume`, {
    headers: { authorization: `Bearer ${token}` },
    data: { key },
  });
  const saved = ((await fetched.json()) as { resume: typeof RESUME }).resume;
  expect(saved.profile).toBe(keptText);
  const description = saved.experience[0]!.description;
  if (isOrder) {
    // Rejecting the new order keeps the lines as they were written.
    expect(description.join(' · ')).toBe(restoredText);
    expect(description).toEqual(original.experience[0]!.description);
  } else {
    if (rejectedText) expect(description).not.toContain(rejectedText);
    if (restoredText) expect(description).toContain(restoredText);
  }
  // The rest of the original is still there: the same role, at the same company.
  expect(saved.experience[0]!.company).toBe(original.experience[0]!.company);
});

test('Generate warns before spending tokens when the default resume has no experience', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'noexp');
  const token = await accessToken(page);
  const created = await request.post(`${baseURL}/api/user/create_new_resume`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      filename: 'Empty_Resume',
      nickname: 'empty',
      resume: { fullName: 'Nova Empty', email: 'nova@example.com', phone: '+1 555 0103', linkedin: '' },
    },
  });
  expect(created.status()).toBe(200);
  await page.goto('/generate');
  const warning = page.getByTestId('readiness-warning');
  await expect(warning).toContainText('no experience');
  await warning.getByRole('link', { name: 'Review your resume' }).click();
  await expect(page).toHaveURL(/\/resumes\?key=.*review=1/);
});
