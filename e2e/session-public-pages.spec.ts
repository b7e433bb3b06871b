import { expect, test, type Page } from '@playwright/test';
import { SHORT_TOKEN_PORT } from './ports.ts';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const profileMenu = (page: Page, name: string) => page.getByRole('button', { name });

test('a fresh load of each public page restores the session without redirecting anyone', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpAndOpenHome(page, request, baseURL!, 'public-pages');
  for (const path of ['/job/no-such-job', '/apply/no-such-job', '/contact', '/portal/no-such-company', '/nowhere']) {
    await page.goto(path);
    await expect(profileMenu(page, account.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The contact form knows who writes.
  await page.goto('/contact');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('without tokens a public page shows Login and stays where it is', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test.describe('with short-lived access tokens', () => {
  const shortBase = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
  test.use({ baseURL: shortBase });

  test('an expired access token on a public page is refreshed once, and the person stays signed in', async ({
    page,
    request,
  }) => {
    const account = await signUpAndOpenHome(page, request, shortBase, 'public-refresh');
    await page.waitForTimeout(2_500);
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
    });
    await page.goto(`${shortBase}/contact`);
    await expect(profileMenu(page, account.name)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    expect(refreshes).toEqual([200]);
    // A guarded page next (layout and guard both want the session): still one sign-in, no replay.
    await page.goto(`${shortBase}/account`);
    await expect(page.getByTestId('account-name')).toHaveText(account.name);
  });
});

test('each navigation starts at the top, and Back returns to where the person was', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'scroll');
  // Create Resume sits at the bottom of a long form: the resume page must not open down there.
  await createResumeThroughDialog(page, { filename: 'Scroll_Resume', nickname: 'scroll', fullName: 'Sky Roll' });
  await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/createResume');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const at = await page.evaluate(() => window.scrollY);
  // dispatchEvent: a click() would first scroll the header link into view.
  await page.getByRole('link', { name: 'Vitae home' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/createResume$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at);
});
