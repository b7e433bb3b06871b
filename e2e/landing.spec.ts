import { expect, test } from '@playwright/test';

test('the landing page keeps its headline and button, and shows what Vitae does with real screenshots', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your resume fast and easy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  for (const name of ['See your resume as you type', 'Upload the resume you have', 'Tailor it to each job']) {
    const section = page.getByRole('region', { name });
    await section.scrollIntoViewIfNeeded();
    const image = section.getByRole('img');
    await expect(image).toHaveAttribute('alt', /.{20,}/);
    // The picture is served and decoded (a missing file has no natural width).
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1280);
  }
});
