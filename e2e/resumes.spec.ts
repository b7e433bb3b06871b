import { expect, test } from '@playwright/test';
import { createResumeThroughDialog, signUpAndOpenHome } from './helpers.ts';

test('an account without resumes shows No Resumes Found and an Upload Resume button', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'empty');
  await page.goto('/resumes');
  await expect(page.getByText('No Resumes Found')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Resume' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('the Set Names dialog does not open until full name, e-mail and phone are filled', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndOpenHome(page, request, baseURL!, 'nodialog');
  await page.goto('/createResume');
  const logged = page.waitForEvent('console', (m) => m.text() === 'Please fill all the fields');
  await page.getByRole('button', { name: 'Create Resume' }).click();
  await logged;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Please fill in Full Name, Email and Phone first.')).toBeVisible();
});

test('a resume created through the dialog appears in the dropdown and on Home', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'create');
  await createResumeThroughDialog(page, { filename: 'Jane_Doe_Resume', nickname: 'backend', fullName: 'Jane Doe' });
  await expect(page.locator('#resume-select')).toHaveText('backend');
  await expect(page.getByLabel('Full Name')).toHaveValue('Jane Doe');
  await expect(page.getByRole('textbox', { name: 'Experience 1 description line 1', exact: true })).toHaveValue(
    'Built the billing service',
  );
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('backend')).toBeVisible();
});

test('an edited resume is saved and shows after a reload', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'save');
  await createResumeThroughDialog(page, { filename: 'Save_Me', nickname: 'saver', fullName: 'Sam Saver' });
  await page.getByLabel('Profile summary').fill('Engineer who ships.');
  // Typing in the auto-added line adds another empty line after it.
  await page.getByRole('textbox', { name: 'Experience 1 description line 2', exact: true }).fill('Cut costs by 30%');
  await expect(page.getByRole('textbox', { name: 'Experience 1 description line 3', exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Profile summary')).toHaveValue('Engineer who ships.');
  await expect(page.getByRole('textbox', { name: 'Experience 1 description line 2', exact: true })).toHaveValue(
    'Cut costs by 30%',
  );
});

test('resumes can be renamed, made default and removed from Home', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'manage');
  await createResumeThroughDialog(page, { filename: 'First', nickname: 'first', fullName: 'A' });
  await createResumeThroughDialog(page, { filename: 'Second', nickname: 'second', fullName: 'B' });
  await page.goto('/home');
  const list = page.getByRole('list', { name: 'Your resumes' });

  await page.getByRole('button', { name: 'Rename second' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Resume' });
  await rename.getByLabel('Nickname').fill('renamed');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('renamed')).toBeVisible();

  await page.getByRole('button', { name: 'Set renamed as default' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'renamed' }).getByText('Default')).toBeVisible();

  await page.getByRole('button', { name: 'Remove first' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Resume' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByText('first', { exact: true })).toHaveCount(0);

  // The server kept all three changes.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').filter({ hasText: 'renamed' }).getByText('Default')).toBeVisible();
});

test('at 375 px wide, opening a resume first asks to open it in a new tab', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndOpenHome(page, request, baseURL!, 'mobile');
  await createResumeThroughDialog(page, { filename: 'Phone', nickname: 'phone', fullName: 'P' });
  await page.goto('/home');
  // window.confirm blocks the page, so the dialog must be answered from a handler, not awaited.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Open phone' }).click();
  expect(question).toBe('Open the resume in a new tab?');
  await expect(page).toHaveURL(/\/resumes\?key=/);
  // The editor fits: nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
