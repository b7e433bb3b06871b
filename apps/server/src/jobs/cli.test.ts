import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const recorded = (name: string) => path.join(import.meta.dirname, 'import/test-files', name);

describe('vitae jobs', () => {
  let t: TestApp;
  let board: Server;
  let baseUrl: string;
  const vitae = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', 'jobs', ...args], {
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
});
