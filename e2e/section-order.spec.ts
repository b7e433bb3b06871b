import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signUpAndOpenHome } from './helpers.ts';

// A cold server renders its first PDF in a worker pool that is still starting: allow for it.
const FIRST_RENDER_TIMEOUT = 30_000;
test.setTimeout(120_000);

const JOB_LINE = 'Built the billing service';
const SKILLS_LINE = 'Languages: Go, Rust';

const preview = (page: Page) => page.getByRole('region', { name: 'Resume preview' });

const MOVABLE = ['Profile', 'Experience', 'Education', 'Projects', 'Skills', 'Certifications', 'Publications'];

/** The editor's movable sections (the contact fields stay on top), top to bottom, by their accessible names. */
const listEditorSections = async (page: Page) =>
  (
    await page
      .locator('.resume-editor > section')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label') ?? ''))
  ).filter((name) => MOVABLE.includes(name));

/** Which of two lines a text shows first ('' when either is missing). */
function firstOf(raw: string, a: string, b: string): string {
  // pdf.js gives a bold run and the rest of its line as separate items: spaces vary.
  const text = raw.replace(/\s+/g, ' ');
  const [at, bt] = [text.indexOf(a), text.indexOf(b)];
  if (at < 0 || bt < 0) return '';
  return at < bt ? a : b;
}
/** axe-core's serious and critical WCAG 2.1 AA findings on the page as it is, with its picture attached. */
async function auditEditor(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  // The viewport only: a full-page picture resizes the page for a moment, which can switch the layout.
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const readPreviewOrder = async (page: Page) =>
  firstOf((await preview(page).getByTestId('preview-text').textContent()) ?? '', JOB_LINE, SKILLS_LINE);

test('a section moved by keyboard is saved, and the preview and the saved PDF print it in its new place', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOpenHome(page, request, baseURL!, 'sections');
  await page.goto('/createResume');
  await page.getByLabel('Full Name').fill('Sara Sections');
  await page.getByLabel('Email').fill('sara@example.com');
  await page.getByLabel('Phone').fill('+1 555 0101');
  const experience = page.getByRole('region', { name: 'Experience' });
  await experience.getByLabel('Title').fill('Engineer');
  await experience.getByLabel('Company').fill('Acme');
  await page.getByRole('textbox', { name: 'Experience 1 description line 1', exact: true }).fill(JOB_LINE);
  const skills = page.getByRole('region', { name: 'Skills' });
  await skills.getByLabel('Category').fill('Languages');
  await skills.getByLabel('Technologies (comma separated)').fill('Go, Rust');

  // The default order: experience above skills, in the form and in the preview.
  await expect.poll(() => readPreviewOrder(page), { timeout: FIRST_RENDER_TIMEOUT }).toBe(JOB_LINE);
  expect((await listEditorSections(page)).indexOf('Skills')).toBe(4);

  // Skills to the top by keyboard: focus stays on the moved section's button.
  const skillsUp = page.getByRole('button', { name: 'Move Skills section up' });
  await skillsUp.focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Enter');
    await expect(skillsUp).toBeFocused();
  }
  await page.keyboard.press('Enter');
  // At the top, Up is disabled and the keyboard is on Down.
  await expect(skillsUp).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Skills section down' })).toBeFocused();
  expect(await listEditorSections(page)).toEqual([
    'Skills',
    'Profile',
    'Experience',
    'Education',
    'Projects',
    'Certifications',
    'Publications',
  ]);
  await expect.poll(() => readPreviewOrder(page), { timeout: 5_000 }).toBe(SKILLS_LINE);

  // Removing the whole section can be undone from the keyboard.
  await page.getByRole('button', { name: 'Remove Skills section' }).press('Enter');
  await expect(skills.getByLabel('Category')).toHaveCount(0);
  await expect(skills.getByRole('status')).toContainText('Skills section removed.');
  await expect(skills.getByRole('button', { name: 'Undo' })).toBeFocused();
  // The section buttons and the Undo line pass axe.
  expect(await auditEditor(page, testInfo, 'sections-removed-1280')).toEqual([]);
  await expect(skills.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(skills.getByLabel('Category')).toHaveValue('Languages');
  await expect(page.getByRole('button', { name: 'Remove Skills section' })).toBeFocused();
  // At 375 px the section buttons fit beside their headings and pass axe too.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Move Skills section down' })).toBeVisible();
  expect(await auditEditor(page, testInfo, 'sections-375')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Create: the order is saved with the resume.
  const creating = page.waitForResponse((r) => r.url().endsWith('/api/user/create_new_resume'));
  await page.getByRole('button', { name: 'Create Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Names' });
  await dialog.getByPlaceholder('John_Doe_Resume').fill('Sara_Sections');
  await dialog.getByPlaceholder('my-resume').fill('sections');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const created = (await (await creating).json()) as { resume: { sectionOrder?: string[] } };
  expect(created.resume.sectionOrder?.[0]).toBe('skills');
  await expect(page).toHaveURL(/\/resumes\?key=/);
  expect((await listEditorSections(page))[0]).toBe('Skills');
  await expect.poll(() => readPreviewOrder(page), { timeout: FIRST_RENDER_TIMEOUT }).toBe(SKILLS_LINE);

  // On Your Resumes: Experience up two places by keyboard, then Ctrl+S.
  const experienceUp = page.getByRole('button', { name: 'Move Experience section up' });
  await experienceUp.focus();
  await page.keyboard.press('Enter');
  await expect(experienceUp).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await listEditorSections(page)).slice(0, 3)).toEqual(['Experience', 'Skills', 'Profile']);
  await expect.poll(() => readPreviewOrder(page), { timeout: 5_000 }).toBe(JOB_LINE);
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/user/save_resume'));
  await page.keyboard.press('Control+s');
  expect((await saving).status()).toBe(200);
  await expect(page.getByText('Resume Saved Successfully')).toBeVisible();

  // After a reload the saved order is back, and the saved PDF (View PDF) prints it.
  await page.reload();
  await expect.poll(async () => (await listEditorSections(page))[0]).toBe('Experience');
  await expect.poll(() => readPreviewOrder(page), { timeout: FIRST_RENDER_TIMEOUT }).toBe(JOB_LINE);
  await page.getByRole('button', { name: 'View PDF' }).click();
  const textLayer = page.locator('.pdfViewer .page').first().locator('.textLayer');
  await expect(textLayer).toContainText('Languages', { timeout: FIRST_RENDER_TIMEOUT });
  const pdfText = (await textLayer.textContent()) ?? '';
  expect(firstOf(pdfText, JOB_LINE, SKILLS_LINE)).toBe(JOB_LINE);
  expect(pdfText.indexOf('Experience')).toBeLessThan(pdfText.indexOf('Skills'));
});
