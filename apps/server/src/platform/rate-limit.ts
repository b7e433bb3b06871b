import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/**
 * Fixed-window counters: in this process by default (one server), or shared by every server
 * through Redis (rate-limiter-flexible's RateLimiterRedis) when REDIS_URL is set, with the same
 * limits and messages either way.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; throws a 429 AppError when the key is over its limit. */
  hit(key: string): Promise<void>;
  /** Throws a 429 AppError when `key` is already at its limit, without counting. */
  check(key: string): Promise<void>;
  /** Hits counted for `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets `key` (a password reset clears failed-login counts). */
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Names the counter in Redis; unique per limiter. */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

/** Where counters live: `redis` (with its key prefix) shares them between servers. */
export interface RateLimitStore {
  redis: Redis;
  prefix: string;
}

export function createRateLimiter(options: RateLimitOptions, store?: RateLimitStore): RateLimiter {
  return store ? createRedisRateLimiter(options, store) : createMemoryRateLimiter(options);
}

const refusal = (options: RateLimitOptions, msLeft: number) =>
  new AppError(
    'rate_limited',
    options.message ?? `Too many attempts. Try again in ${Math.max(1, Math.ceil(msLeft / 1000))} seconds.`,
  );

function createRedisRateLimiter(options: RateLimitOptions, store: RateLimitStore): RateLimiter {
  // rate-limiter-flexible counts in whole seconds; every window here is a whole number of them.
  const limiter = new RateLimiterRedis({
    storeClient: store.redis,
    useRedisPackage: false,
    keyPrefix: `${store.prefix}:rl:${options.name}`,
    points: options.max,
    duration: Math.max(1, Math.round(options.windowMs / 1000)),
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refusal(options, error.msBeforeNext);
        throw error;
      }
    },
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= options.max) throw refusal(options, state.msBeforeNext);
    },
    async count(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

function createMemoryRateLimiter(options: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  const refuse = (start: number, now: number): never => {
    const seconds = Math.ceil((start + options.windowMs - now) / 1000);
    throw new AppError('rate_limited', options.message ?? `Too many attempts. Try again in ${seconds} seconds.`);
  };
  const live = (key: string, now: number) => {
    const current = windows.get(key);
    return current && now - current.start < options.windowMs ? current : undefined;
  };
  return {
    async count(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async check(key) {
      const now = Date.now();
      const current = live(key, now);
      if (current && current.count >= options.max) refuse(current.start, now);
    },
    async hit(key) {
      const now = Date.now();
      if (now - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        windows.set(key, { start: now, count: 1 });
        return;
      }
      current.count += 1;
      if (current.count > options.max) refuse(current.start, now);
    },
  };
}
