import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_PORT } from './ports.ts';
import { signUpAndOpenHome } from './helpers.ts';

const baseURL = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
test.use({ baseURL });

test('an expired access token is refreshed transparently and the rotated tokens are stored', async ({
  page,
  request,
}) => {
  await signUpAndOpenHome(page, request, baseURL, 'refresh');
  const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await page.waitForTimeout(2_500);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  await page.goto('/account');
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-name')).toHaveText('Test refresh');
  const after = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});
