import { loadVerify, signupUser, startServer } from './lib-server.ts';

/** auth/verify throughput and p99 on SQLite, server in its own process (target ≥ 3,000 req/s, p99 < 20 ms). */
export async function run(args: string[]): Promise<void> {
  const seconds = Number(args[0] ?? 10);
  const server = await startServer();
  try {
    const { access_token } = await signupUser(server.url);
    await loadVerify(server.url, access_token, 2); // warm-up
    const figures = await loadVerify(server.url, access_token, seconds);
    console.log(
      JSON.stringify({ bench: 'api', call: 'auth/verify', database: 'sqlite', seconds, ...figures }, null, 2),
    );
  } finally {
    await server.stop();
  }
}
