import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { signupUser, startServer } from './lib-server.ts';

/**
 * Time for the server to answer again after every PostgreSQL backend it holds is terminated
 * (pg_terminate_backend) under traffic: `npm run bench -- db-recover`. Needs PostgreSQL:
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a scratch database is made and dropped).
 */
export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log(JSON.stringify({ bench: 'db-recover', skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL' }));
    return;
  }
  const name = `vitae_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.searchParams.set('application_name', name);
  const server = await startServer({ DATABASE_URL: url.toString() });
  try {
    const { access_token } = await signupUser(server.url);
    const verify = () =>
      fetch(`${server.url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: '{}',
      }).then(
        (r) => r.status,
        () => 0,
      );
    const statuses: number[] = [];
    let running = true;
    const traffic = Array.from({ length: 8 }, async () => {
      while (running) statuses.push(await verify());
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const terminatedAt = performance.now();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [name],
    );
    let recoveredMs = -1;
    while (performance.now() - terminatedAt < 30_000) {
      const status = await fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) {
        recoveredMs = performance.now() - terminatedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(traffic);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(
      JSON.stringify(
        {
          bench: 'db-recover',
          backends_terminated: killed.rowCount,
          time_to_recover_ms: Math.round(recoveredMs * 10) / 10,
          process_alive: server.process.exitCode === null,
          requests: statuses.length,
          answered_200: count(200),
          answered_503: count(503),
          answered_500: count(500),
          connection_failures: count(0),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
