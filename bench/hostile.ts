import { buildSampleResume } from '../apps/server/src/rendering/sample-resume.ts';
import { signupUser, startServer } from './lib-server.ts';

const HOSTILE_JOB = 'a'.repeat(20_000);
const ACTIONS = ['Update Experience', 'Update Projects', 'Update Skills', 'Update Profile', 'Add Projects'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * GET /api/health latency while hostile generate calls run (a 20,000-character one-word job
 * description, the input that froze the server for 28 s): `npm run bench -- hostile [calls]`.
 */
export async function run(args: string[]): Promise<void> {
  const calls = Number(args[0] ?? 8);
  const server = await startServer({ SIGNUP_TOKEN_GRANT: '100000000' });
  try {
    const { access_token } = await signupUser(server.url);
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify(body),
      });
    await post('user/create_new_resume', { resume: buildSampleResume(), filename: 'Bench', nickname: 'bench' });
    await post('generate', { job_description: 'TypeScript', actions: ['Update Skills'] }); // warm-up
    let running = true;
    const started = performance.now();
    const statuses: number[] = [];
    const hostile = (async () => {
      // Two at a time, as one hostile client with two tabs would send them.
      for (let i = 0; i < calls; i += 2) {
        const answers = await Promise.all(
          [0, 1].map(() => post('generate', { job_description: HOSTILE_JOB, actions: ACTIONS })),
        );
        statuses.push(...answers.map((a) => a.status));
      }
    })().finally(() => {
      running = false;
    });
    const latencies: number[] = [];
    while (running) {
      const t = performance.now();
      await fetch(`${server.url}/api/health`);
      latencies.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await hostile;
    const seconds = (performance.now() - started) / 1000;
    const round = (n: number) => Math.round(n * 10) / 10;
    console.log(
      JSON.stringify(
        {
          bench: 'hostile',
          hostile_generate_calls: calls,
          job_description: '20,000-character single word, all five actions',
          generate_statuses: [...new Set(statuses)],
          seconds: round(seconds),
          health_requests: latencies.length,
          health_p50_ms: round(percentile(latencies, 50)),
          health_p99_ms: round(percentile(latencies, 99)),
          health_max_ms: round(Math.max(...latencies)),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}
