import { Redis, type RedisOptions } from 'ioredis';
import type { RateLimitStore } from '../rate-limit.ts';
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

/**
 * The client rate limits count through. Unlike the queue's, a command fails after two retries
 * (the request then gets a 500 rather than hanging while Redis is away).
 */
export function openRateLimitStore(config: Config): RateLimitStore {
  const redis = new Redis({ ...redisConnection(config), maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined);
  return { redis, prefix: config.REDIS_PREFIX };
}

/**
 * A BullMQ worker's settings in `vitae worker`: its connection and key prefix, WORKER_CONCURRENCY
 * jobs at once, and a job whose worker stops answering handed to another after QUEUE_LOCK_SECONDS.
 */
export function queueWorkerOptions(config: Config, concurrency = config.WORKER_CONCURRENCY) {
  return {
    connection: redisConnection(config),
    prefix: config.REDIS_PREFIX,
    concurrency,
    lockDuration: config.QUEUE_LOCK_SECONDS * 1000,
    stalledInterval: config.QUEUE_LOCK_SECONDS * 1000,
  };
}
