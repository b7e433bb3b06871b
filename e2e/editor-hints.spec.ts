import { expect, test, type Page } from '@playwright/test';
import { signUpAndOpenHome } from './helpers.ts';

// Issue 17, Upload: hints in empty fields looked like parsed values, and project dates printed on
// the PDF had no field in the editor.
test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(90_000);

const firstTextLayer = (page: Page) => page.locator('.pdfViewer .page').first().locator('.textLayer');

test('an empty date field shows a hint that cannot pass for a value', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'hints');
  await page.goto('/createResume');
  const start = page.getByRole('region', { name: 'Education' }).getByLabel('Start');
  await expect(start).toHaveValue('');
  await expect(start).toHaveAttribute('placeholder', /^e\.g\. /);
  const look = await start.evaluate((input) => {
    const hint = getComputedStyle(input, '::placeholder');
    return { hint: hint.fontStyle, value: getComputedStyle(input).fontStyle };
  });
  expect(look).toEqual({ hint: 'italic', value: 'normal' });
});

test('a project has start and end fields that are saved and printed on the PDF', async ({ page, request, baseURL }) => {
  await signUpAndOpenHome(page, request, baseURL!, 'project-dates');
  await page.goto('/createResume');
  await page.getByLabel('Full Name').fill('Pat Project');
  await page.getByLabel('Email').fill('pat@example.com');
  await page.getByLabel('Phone').fill('+1 555 0100');
  const projects = page.getByRole('region', { name: 'Projects' });
  await projects.getByLabel('Name').fill('Tide Tables');
  await projects.getByLabel('Link').fill('https://example.com/tides');
  await projects.getByLabel('Start').fill('Mar 2021');
  await projects.getByLabel('End').fill('Present');
  await page.getByRole('textbox', { name: 'Project 1 description line 1', exact: true }).fill('Predicted the tides');
  await page.getByRole('button', { name: 'Create Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Names' });
  await dialog.getByPlaceholder('John_Doe_Resume').fill('Pat_Project');
  await dialog.getByPlaceholder('my-resume').fill('pat');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/resumes\?key=/);

  await page.reload();
  const saved = page.getByRole('region', { name: 'Projects' });
  await expect(saved.getByLabel('Start')).toHaveValue('Mar 2021');
  await expect(saved.getByLabel('End')).toHaveValue('Present');
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(firstTextLayer(page)).toContainText('Tide Tables', { timeout: 30_000 });
  await expect(firstTextLayer(page)).toContainText(/Mar 2021\s*[-–]\s*Present/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a long bullet line wraps and shows all of itself while editing', async ({ page, request, baseURL }) => {
    await signUpAndOpenHome(page, request, baseURL!, 'long-bullet');
    await page.goto('/createResume');
    const bullet = 'Cut the monthly close from ten days to four by rebuilding the reconciliation workbook in SQL';
    const line = page.getByRole('textbox', { name: 'Experience 1 description line 1', exact: true });
    await line.fill(bullet);
    await expect(line).toHaveValue(bullet);
    const shown = await line.evaluate((area) => ({
      width: area.getBoundingClientRect().width,
      hidden: area.scrollHeight - area.clientHeight,
      wide: area.scrollWidth - area.clientWidth,
    }));
    // Nothing of the line is scrolled out of sight, across or down.
    expect(shown.hidden).toBeLessThanOrEqual(1);
    expect(shown.wide).toBeLessThanOrEqual(1);
    expect(shown.width).toBeGreaterThan(200);
    // Enter still moves to the next line instead of breaking this one.
    await line.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Experience 1 description line 2', exact: true })).toBeFocused();
    await expect(line).toHaveValue(bullet);
  });
});
