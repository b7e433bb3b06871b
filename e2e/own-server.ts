import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, createUniqueEmail } from './helpers.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** A server a spec file starts for itself, so it knows the DATA_DIR (for the CLI) and the seeding. */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts a server with its own settings; pass an earlier server's `dataDir` to restart on its data. */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<OwnServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `vitae-e2e-own-${port}-`));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/bin/serve.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with ${child.exitCode}`);
    const isUp = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (isUp) break;
    if (Date.now() > deadline) throw new Error(`The server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs the `vitae` CLI against the server's data directory (e.g. to make a user a recruiter). */
export function runVitae(server: OwnServer, args: string[]): void {
  const result = spawnSync(process.execPath, ['apps/server/bin/vitae.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vitae ${args.join(' ')} failed: ${result.stderr}`);
}

/**
 * Skips the calling test with a loud reason when the server has no such call yet (answered by the
 * not-found handler), so a missing route is reported rather than stubbed.
 */
export async function hasRoute(request: APIRequestContext, baseURL: string, route: string): Promise<boolean> {
  const answer = await request.post(`${baseURL}/api/${route}`, { data: {} });
  if (answer.status() !== 404) return true;
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  return body.message !== 'There is no such call.';
}

/** Signs up on this server and stores the tokens in the page, as the app does after login. */
export async function signUpOn(page: Page, request: APIRequestContext, server: OwnServer, label: string) {
  const account = { name: `Test ${label}`, email: createUniqueEmail(label) };
  const answer = await request.post(`${server.baseURL}/api/auth/signup`, {
    data: { ...account, password: PASSWORD, user_type: 'job_seeker' },
  });
  expect(answer.status()).toBe(200);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
  await page.goto(`${server.baseURL}/contact`);
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return { ...account, tokens };
}

export interface TestFile {
  name: string;
  type: string;
  text: string;
}

/** Drops files on an element the way a browser does (a drop event carrying a DataTransfer). */
export async function dropFiles(page: Page, testId: string, files: TestFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([f.text], f.name, { type: f.type }));
    return transfer;
  }, files);
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer });
}

/** Signs up, makes the user a recruiter through the CLI, and opens the workspace (verify reads the new type). */
export async function signUpRecruiter(page: Page, request: APIRequestContext, server: OwnServer, label: string) {
  const account = await signUpOn(page, request, server, label);
  runVitae(server, ['users', 'set-type', account.email, 'recruiter']);
  await page.goto(`${server.baseURL}/recruiter`);
  await expect(page.getByRole('heading', { name: 'Recruiter workspace' })).toBeVisible();
  return account;
}

/** Publishes a posting through the API as a recruiter; returns its job id. */
export async function createPosting(
  request: APIRequestContext,
  server: OwnServer,
  accessToken: string,
  posting: { title: string; description: string; location?: string; salary?: number | null },
): Promise<string> {
  const answer = await request.post(`${server.baseURL}/api/recruiter/jobs/create`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      company: 'E2E Widgets Ltd',
      jobType: 'full-time',
      location: '',
      remote: null,
      salary: null,
      skills: [],
      ...posting,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { job_id: string }).job_id;
}

/** A small valid one-page PDF showing `lines`, built with correct xref offsets (all ASCII). */
export function buildPdf(name: string, lines: string[]): TestFile {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 12 Tf', '72 720 Td', '14 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, type: 'application/pdf', text };
}
