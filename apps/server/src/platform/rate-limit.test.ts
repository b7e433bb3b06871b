import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, dropRedisKeys, redisReachable, testRedisPrefix } from './testing/redis.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createRateLimiter } from './rate-limit.ts';

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = testRedisPrefix('scale-rl');

const hasRedis = await redisReachable(REDIS_URL);
if (!hasRedis) console.warn(`\n*** SKIPPED: shared rate-limit tests need Redis at ${REDIS_URL}. ***\n`);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  if (!hasRedis) return;
  await dropRedisKeys(PREFIX, REDIS_URL);
});

/** Failed logins for one e-mail from one address, alternating between the given apps; the statuses in order. */
async function failLogins(servers: TestApp[], email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) {
    const answer = await servers[i % servers.length]!.post('auth/login', { email, password: 'wrong-password-1' });
    answers.push({ status: answer.statusCode, message: answer.json<{ message: string }>().message });
  }
  return answers;
}

describe('rate limits', () => {
  it('in one process (no Redis): the 6th failed login for one e-mail from one address is refused', async () => {
    const one = await createTestApp('sqlite');
    apps.push(one);
    const { email } = await one.signup();
    const answers = await failLogins([one], email, 6);
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toEqual({
      status: 429,
      message: 'Too many failed attempts for this account from your network. Try again later or reset your password.',
    });
  });

  it.runIf(hasRedis)(
    'through Redis: failed logins alternating between two servers are refused after the same number',
    async () => {
      const env = { REDIS_URL, REDIS_PREFIX: PREFIX };
      const a = await createTestApp('sqlite', env);
      apps.push(a);
      // The second server shares the first's database (as servers behind a balancer do).
      const b = await createTestApp('sqlite', env, { reuse: a.storage });
      apps.push(b);
      const { email } = await a.signup();
      const answers = await failLogins([a, b], email, 6);
      expect(answers.slice(0, 5).map((x) => x.status)).toEqual([401, 401, 401, 401, 401]);
      expect(answers[5]!.status).toBe(429);
      expect(answers[5]!.message).toBe(
        'Too many failed attempts for this account from your network. Try again later or reset your password.',
      );
      // Still refused on either server.
      expect((await a.post('auth/login', { email, password: 'whatever-else-1' })).statusCode).toBe(429);
    },
  );

  it.runIf(hasRedis)('through Redis: the per-address limit counts calls to both servers', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `${PREFIX}-ip`, RATE_LIMIT_AUTH_PER_MINUTE: '4' };
    const a = await createTestApp('sqlite', env);
    const b = await createTestApp('sqlite', env, { reuse: a.storage });
    apps.push(a, b);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? b : a;
      statuses.push(
        (await server.post('auth/login', { email: `nobody${i}@example.com`, password: 'x-long-pass-1' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it.runIf(hasRedis)(
    'the shared counter answers like the in-memory one: count, check, reset, message with seconds',
    async () => {
      const redis = new Redis(REDIS_URL);
      const options = { name: 'unit', max: 2, windowMs: 60_000 };
      const shared = createRateLimiter(options, { redis, prefix: PREFIX });
      const local = createRateLimiter(options);
      for (const limiter of [shared, local]) {
        await limiter.hit('k');
        await limiter.check('k');
        await limiter.hit('k');
        expect(await limiter.count('k')).toBe(2);
        await expect(limiter.check('k')).rejects.toThrow(/^Too many attempts\. Try again in (60|59) seconds\.$/);
        await expect(limiter.hit('k')).rejects.toThrow(/Too many attempts/);
        await limiter.reset('k');
        expect(await limiter.count('k')).toBe(0);
        await limiter.hit('k');
      }
      redis.disconnect();
    },
  );
});
