import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD } from './helpers.ts';
import { signUpOn, startOwnServer, type OwnServer } from './own-server.ts';
import { MAIN_PORT } from './ports.ts';
import { mailText, startMailCatcher, type MailCatcher } from '../apps/server/src/platform/testing/mail-catcher.ts';

// Account safety end to end: a real server mailing through a local SMTP server this file starts.
let server: OwnServer;
let mail: MailCatcher;
const SERVER_PORT = MAIN_PORT + 14;
const SMTP_PORT = MAIN_PORT + 15;

test.beforeAll(async () => {
  mail = await startMailCatcher(SMTP_PORT);
  server = await startOwnServer(SERVER_PORT, {
    SEED_DEMO: 'false',
    SMTP_URL: mail.url,
    PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

/** The reset link of the mail to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = mail.messages.find((m) => m.includes(email));
    const link = message && /(http:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mailText(message))?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}

test('forgot password: the e-mailed link sets a new password, and the new password logs in', async ({
  page,
  request,
}) => {
  const account = await signUpOn(page, request, server, 'forgot');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail');

  await page.goto(await resetLinkFor(account.email));
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-e2e-secret-42');
  await page.getByLabel('New password again').fill('Brand-new-e2e-secret-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.getByLabel('Password').fill('Brand-new-e2e-secret-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('change password on Account; other devices are listed and signed out', async ({ page, request }) => {
  const account = await signUpOn(page, request, server, 'change');
  // A second device: the same account signed in elsewhere.
  const other = await request.post(`${server.baseURL}/api/auth/login`, {
    data: { email: account.email, password: PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
  });
  const otherTokens = (await other.json()) as { access_token: string };
  await page.goto(`${server.baseURL}/account`);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await expect(page.getByTestId('session')).toHaveCount(2);
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByText('Safari on iPhone')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed-e2e-secret-77');
  await page.getByLabel('New password again').fill('Changed-e2e-secret-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').first()).toContainText('Your password has been changed');
  // The other device is out at once; this one goes on.
  const verify = await request.post(`${server.baseURL}/api/auth/verify`, {
    headers: { authorization: `Bearer ${otherTokens.access_token}` },
    data: {},
  });
  expect(verify.status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await expect(page.getByTestId('session')).toHaveCount(1);
  const oldLogin = await request.post(`${server.baseURL}/api/auth/login`, {
    data: { email: account.email, password: PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);
});

test('export downloads a zip of my data', async ({ page, request }) => {
  await signUpOn(page, request, server, 'export');
  await page.goto(`${server.baseURL}/account`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vitae-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('account.json'))).toBe(true);
});

test('delete my account: told what stays, returns to /, and the old login fails', async ({ page, request }) => {
  const account = await signUpOn(page, request, server, 'delete');
  await page.goto(`${server.baseURL}/account`);
  await page.getByRole('button', { name: 'Delete my account...' }).click();
  await expect(page.getByTestId('delete-confirm')).toContainText('Applications you sent to recruiters stay with them');
  await page.getByLabel('Your password, to confirm').fill('not-the-password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('alert')).toContainText('The password is incorrect.');
  await page.getByLabel('Your password, to confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  const login = await request.post(`${server.baseURL}/api/auth/login`, {
    data: { email: account.email, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
});
