/**
 * Redis for the tests of the scaled-out mode: the URL (TEST_REDIS_URL, or database 7 on this
 * machine's Redis), whether it answers, and the removal of a suite's own keys afterwards. Each
 * suite writes under its own random prefix, so suites never see, or delete, each other's keys.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

/** A fresh key prefix for one suite (`<name>-<random>`). */
export const testRedisPrefix = (name: string): string => `${name}-${randomBytes(4).toString('hex')}`;

/** Whether Redis answers at `url` (a suite that needs it is skipped, loudly, when it does not). */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key starting with `prefix`. */
export async function dropRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
