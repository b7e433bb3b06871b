import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

test('an earlier version can be restored and the resume exported as JSON Resume', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'history');
  await createResumeThroughDialog(page, { filename: 'Hist', nickname: 'hist', fullName: 'First Name' });
  const fullName = page.getByLabel('Full Name');
  await fullName.fill('Second Name');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Version History' }).click();
  const history = page.getByRole('region', { name: 'Version history' });
  const oldest = history.getByRole('button', { name: /^Restore version/ }).last();
  await oldest.click();
  await expect(fullName).toHaveValue('First Name');
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('First Name');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON Resume' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Hist.json');
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { basics?: { name?: string } };
  expect(exported.basics?.name).toBe('First Name');
});

test('the dropdown switches resumes and keeps unsaved edits per resume', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'dropdown');
  await createResumeThroughDialog(page, { filename: 'One', nickname: 'one', fullName: 'Person One' });
  await createResumeThroughDialog(page, { filename: 'Two', nickname: 'two', fullName: 'Person Two' });
  await page.goto('/resumes');
  // The first resume is selected on load.
  await expect(page.locator('#resume-select')).toHaveText('one');
  await expect(page.getByLabel('Full Name')).toHaveValue('Person One');
  await page.getByLabel('Full Name').fill('Person One, edited');
  await page.locator('#resume-select').click();
  await page.getByRole('button', { name: 'two' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Person Two');
  await page.locator('#resume-select').click();
  await page.getByRole('button', { name: 'one' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Person One, edited');
});

test('entries and description lines reorder from the keyboard', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'reorder');
  await page.goto('/createResume');
  const line = (n: number) => page.getByRole('textbox', { name: `Experience 1 description line ${n}`, exact: true });
  await line(1).fill('First line');
  await line(1).press('Enter');
  await expect(line(2)).toBeFocused();
  await page.keyboard.type('Second line');
  await page.getByRole('button', { name: 'Move Experience 1 description line 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(line(1)).toHaveValue('Second line');
  await expect(line(2)).toHaveValue('First line');

  await page.getByRole('button', { name: 'Add Experience' }).click();
  const experience = page.getByRole('region', { name: 'Experience' });
  await experience.getByLabel('Title').nth(1).fill('Later job');
  await page.getByRole('button', { name: 'Move Experience 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(experience.getByLabel('Title').first()).toHaveValue('Later job');
  // Focus followed the moved entry.
  await expect(page.getByRole('button', { name: 'Move Experience 1 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove Experience 1' }).click();
  await expect(experience.getByLabel('Title')).toHaveCount(1);
  await expect(line(1)).toHaveValue('Second line');
});
