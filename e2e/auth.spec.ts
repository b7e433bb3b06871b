import { expect, test } from '@playwright/test';
import { createUniqueEmail, PASSWORD, signUpAndOpenHome } from './helpers.ts';

test('signing up through the form lands on the job seeker home', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByText('Your e-mail cannot be changed after signup.')).toBeVisible();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(createUniqueEmail('signup'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
  // 25 000 signup tokens / 5 000 per resume.
  await expect(page.getByTestId('resumes-left')).toHaveText('5');
  await expect(page.getByRole('link', { name: 'Create Your Resume' })).toBeVisible();
});

test('logging in by e-mail, then logging out, ends on the landing page with tokens gone', async ({
  page,
  request,
  baseURL,
}) => {
  const email = createUniqueEmail('login');
  await request.post(`${baseURL}/api/auth/signup`, {
    data: { name: 'Linus', email, password: PASSWORD, user_type: 'job_seeker' },
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Linus' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  expect((await logout).postDataJSON()).toHaveProperty('refresh_token');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Build your resume fast and easy' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('login validation uses the spec texts and a wrong password shows a danger alert', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter Email')).toBeVisible();
  await expect(page.getByText('Enter Password')).toBeVisible();

  const email = createUniqueEmail('wrong');
  await request.post(`${baseURL}/api/auth/signup`, {
    data: { name: 'W', email, password: PASSWORD, user_type: 'job_seeker' },
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/alert-danger/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded route without stored tokens goes to /login', async ({ page }) => {
  await page.goto('/resumes');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: "Don't have an account?" })).toBeVisible();
});

test('an unknown path shows 404 Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('the landing page logs in automatically when tokens are stored', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'landing');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('the contact form shows a success alert', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('Message').fill('How do I export my resume?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.alert-success')).toBeVisible();
});

test('anonymous feedback clears and disables the e-mail and does not send it', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'feedback');
  await page.goto('/feedback');
  const email = page.getByLabel('Email');
  await expect(email).not.toHaveValue('');
  await page.getByLabel('Send Anonymously').check();
  await expect(email).toHaveValue('');
  await expect(email).toBeDisabled();
  await page.getByLabel('Your feedback').fill('The editor is lovely.');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback'));
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({ feedback: 'The editor is lovely.' });
  await expect(page.locator('.alert-success')).toBeVisible();
});

test('the header shows Login when logged out and Account shows the name and e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const account = await signUpAndOpenHome(page, request, baseURL!, 'account');
  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
});
