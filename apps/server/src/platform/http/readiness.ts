import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { pingDb } from '../db/client.ts';

/** 'ok', 'not used', or what went wrong. */
type Check = string;
const CHECK_TIMEOUT_MS = 3_000;

async function probe(run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 3 s')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error && error.message ? error.message.split('\n')[0]! : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/ready`: whether this server can do its work now (database, storage, and Redis when
 * set). 200 `{status: 'ready', checks}`, or 503 `{message, code: 'not_ready', checks}` naming what
 * failed; 503 too while the server drains after SIGTERM. `GET /api/health` stays a liveness check.
 */
export function registerReadiness(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/ready', async (_request, reply) => {
    const redis = ctx.rateLimitStore?.redis;
    const [database, storage, redisCheck] = await Promise.all([
      probe(() => pingDb(ctx.db)),
      probe(() => ctx.blobs.check()),
      redis ? probe(() => redis.ping()) : Promise.resolve<Check>('not used'),
    ]);
    const checks = { database, storage, redis: redisCheck };
    const failed = Object.entries(checks).filter(([, value]) => value !== 'ok' && value !== 'not used');
    reply.header('cache-control', 'no-store');
    if (ctx.draining) {
      return reply.status(503).send({ message: 'This server is shutting down.', code: 'not_ready', checks });
    }
    if (failed.length > 0) {
      const names = failed.map(([name]) => name).join(', ');
      return reply.status(503).send({ message: `Not ready: ${names} not reachable.`, code: 'not_ready', checks });
    }
    return { status: 'ready', checks };
  });
}
