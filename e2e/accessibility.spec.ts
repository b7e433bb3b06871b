import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { MAIN_PORT } from './ports.ts';
import { createPosting, signUpOn, signUpRecruiter, startOwnServer, type OwnServer } from './own-server.ts';

/**
 * Every route, signed out and signed in (job seeker and recruiter), at 1280 and 375 px: axe-core's
 * WCAG 2.1 A and AA rules find no serious or critical violation. Each screen's picture goes to the report.
 */
const WIDTHS = [1280, 375] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let server: OwnServer;
let jobId = '';
let portalPath = '';
test.beforeAll(async ({ browser, request }) => {
  server = await startOwnServer(MAIN_PORT + 21, { SEED_DEMO: 'false' });
  const page = await browser.newPage();
  const recruiter = await signUpRecruiter(page, request, server, 'axe-posting');
  jobId = await createPosting(request, server, recruiter.tokens.access_token, {
    title: 'Accessible Widget Engineer',
    description: 'Build widgets everyone can use.\n- TypeScript\n- Accessibility',
  });
  // The company page, as the workspace links it.
  await page.goto(`${server.baseURL}/recruiter`);
  portalPath = (await page.getByRole('link', { name: 'Company page' }).getAttribute('href')) ?? '/portal/none';
  await page.close();
});
test.afterAll(async () => {
  await server?.stop();
});
test.setTimeout(180_000);

interface Finding {
  route: string;
  width: number;
  rule: string;
  impact: string;
  targets: string;
}

async function audit(page: Page, testInfo: TestInfo, route: string, width: number): Promise<Finding[]> {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 740 });
  await page.goto(`${server.baseURL}${route}`);
  // Every screen shows a heading or, for an address that finds nothing, an alert saying so;
  // Buy shows only the navigation bar (spec section 2).
  if (route === '/buy') await expect(page.getByRole('navigation')).toBeVisible();
  else
    await expect(page.locator('main').locator('h1, [role="alert"]').first(), `${route} at ${width} px`).toBeVisible({
      timeout: 15_000,
    });
  // Let lazy screens and their first requests settle (spinners are replaced by content).
  await page.waitForLoadState('networkidle');
  const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'landing'}-${width}`;
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      width,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', '),
    }));
}

async function auditAll(page: Page, testInfo: TestInfo, routes: string[]) {
  const findings: Finding[] = [];
  for (const width of WIDTHS) for (const route of routes) findings.push(...(await audit(page, testInfo, route, width)));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

test('signed out: no serious or critical violation on any public screen', async ({ page }, testInfo) => {
  await auditAll(page, testInfo, [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
    '/contact',
    `/job/${jobId}`,
    `/apply/${jobId}`,
    portalPath,
    '/portal/no-such-company',
    '/no-such-page',
  ]);
});

test('signed in as a job seeker: no serious or critical violation on any screen', async ({
  page,
  request,
}, testInfo) => {
  const account = await signUpOn(page, request, server, 'axe-seeker');
  const created = await request.post(`${server.baseURL}/api/user/create_new_resume`, {
    headers: { authorization: `Bearer ${account.tokens.access_token}` },
    data: {
      filename: 'Axe_Resume',
      nickname: 'axe',
      resume: {
        fullName: 'Alex Axe',
        email: 'alex@example.com',
        phone: '+1 555 0104',
        linkedin: '',
        experience: [{ title: 'Engineer', company: 'Acme', start: '2020', end: 'Present', description: ['Built it'] }],
      },
    },
  });
  expect(created.status()).toBe(200);
  await auditAll(page, testInfo, [
    '/home',
    '/resumes',
    '/createResume',
    '/upload',
    '/generate',
    '/jobs',
    `/job/${jobId}`,
    `/apply/${jobId}`,
    '/account',
    '/creds',
    '/feedback',
    '/stats',
    '/buy',
    '/contact',
    '/recruiter',
    '/shortlist',
  ]);
});

test('signed in as a recruiter: no serious or critical violation on the workspace and shortlist', async ({
  page,
  request,
}, testInfo) => {
  await signUpRecruiter(page, request, server, 'axe-recruiter');
  await auditAll(page, testInfo, ['/recruiter', '/shortlist', '/home']);
});
