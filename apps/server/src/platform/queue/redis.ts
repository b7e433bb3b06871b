import type { RedisOptions } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * BullMQ's connection settings from REDIS_URL (redis://[user:password@]host:port[/db], rediss://
 * for TLS). Workers block on Redis, so `maxRetriesPerRequest: null` as BullMQ requires; a lost
 * Redis is retried every second at most, never given up on.
 */
export function redisConnection(config: Config): RedisOptions {
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set');
  const url = new URL(config.REDIS_URL);
  const db = Number(url.pathname.replace(/^\//, '') || '0');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db: Number.isInteger(db) ? db : 0,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  };
}
