import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Vitae-e2e-Pass-7391';

export function createUniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface Account {
  name: string;
  email: string;
}

/** Signs up through the API and puts the tokens where the app keeps them, then opens /home. */
export async function signUpAndOpenHome(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  label = 'user',
): Promise<Account> {
  const account = { name: `Test ${label}`, email: createUniqueEmail(label) };
  const answer = await request.post(`${baseURL}/api/auth/signup`, {
    data: { ...account, password: PASSWORD, user_type: 'job_seeker' },
  });
  expect(answer.status()).toBe(200);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
  await page.goto('/contact');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}` })).toBeVisible();
  return account;
}

/** Creates a resume through the Create Resume screen and its Set Names dialog. */
export async function createResumeThroughDialog(
  page: Page,
  names: { filename: string; nickname: string; fullName: string },
) {
  await page.goto('/createResume');
  await page.getByLabel('Full Name').fill(names.fullName);
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Phone').fill('+1 555 0100');
  // An experience entry is kept only with a title, a company and a line (spec section 5).
  const experience = page.getByRole('region', { name: 'Experience' });
  await experience.getByLabel('Title').fill('Engineer');
  await experience.getByLabel('Company').fill('Acme');
  await page
    .getByRole('textbox', { name: 'Experience 1 description line 1', exact: true })
    .fill('Built the billing service');
  await page.getByRole('button', { name: 'Create Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Names' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('John_Doe_Resume').fill(names.filename);
  await dialog.getByPlaceholder('my-resume').fill(names.nickname);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/resumes\?key=/);
}
