import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { setUserType } from '../auth/store.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const recorded = (name: string) => path.join(import.meta.dirname, 'import/test-files', name);

describe('vitae jobs', () => {
  let t: TestApp;
  let board: Server;
  let baseUrl: string;
  const vitae = (args: string[]) =>
    run(process.execPath, ['apps/server/bin/vitae.mjs', 'jobs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: '' },
    });
  const count = async (portal: string) =>
    Number(
      (
        await t.ctx.db.kysely
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('portal', '=', portal)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    board = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(readFileSync(recorded('greenhouse-demo-board.json')));
    });
    await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    board.close();
  });

  it('imports a recorded Greenhouse board, and importing again updates instead of duplicating', async () => {
    await vitae(['import', 'greenhouse', 'demo', '--base-url', baseUrl, '--allow-loopback']);
    const first = await count('greenhouse');
    expect(first).toBeGreaterThan(0);
    await vitae(['import', 'greenhouse', 'demo', '--base-url', baseUrl, '--allow-loopback']);
    expect(await count('greenhouse')).toBe(first);
    const searched = (await t.post('jobs/search', { query: 'engineer' })).json<{ items: { portal: string }[] }>();
    expect(searched.items.some((i) => i.portal === 'greenhouse')).toBe(true);
  }, 90_000);

  it('refuses a loopback board address unless the operator allows it', async () => {
    await expect(vitae(['import', 'greenhouse', 'demo', '--base-url', baseUrl])).rejects.toMatchObject({ code: 1 });
  }, 60_000);

  it('imports a JobSpy CSV file and seeds demo postings', async () => {
    await vitae(['import', 'jobspy', recorded('jobspy-demo.csv')]);
    await vitae(['seed-demo', '--count', '40']);
    const portals = await t.ctx.db.kysely.selectFrom('jobs').select('portal').distinct().execute();
    expect(portals.length).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('makes an existing recruiter account the demo recruiter, and refuses anyone else', async () => {
    const isDemoRecruiter = async (email: string) =>
      (
        await t.ctx.db.kysely
          .selectFrom('users')
          .select('demo_recruiter')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).demo_recruiter === 1;
    await expect(vitae(['demo-recruiter'])).rejects.toMatchObject({ code: 2 });
    await expect(vitae(['demo-recruiter', '--email', 'nobody@example.com'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail nobody@example.com') as unknown,
    });
    const person = await t.signup();
    await expect(vitae(['demo-recruiter', '--email', person.email])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('users set-type') as unknown,
    });
    expect(await isDemoRecruiter(person.email)).toBe(false);
    await setUserType(t.ctx.db.kysely, person.email, 'recruiter');
    const { stdout } = await vitae(['demo-recruiter', '--email', person.email]);
    expect(stdout).toMatch(
      new RegExp(`${person.email} is now the demo recruiter: \\d+ demo postings of \\d+ demo companies`),
    );
    expect(await isDemoRecruiter(person.email)).toBe(true);
    const status = (await t.post('recruiter-jobs-status', {}, person.access_token)).json<{
      demoRecruiter: boolean;
      jobs: { isDemo: boolean }[];
    }>();
    expect(status.demoRecruiter).toBe(true);
    expect(status.jobs.filter((job) => job.isDemo).length).toBe(await count('demo'));
  }, 240_000);
});
