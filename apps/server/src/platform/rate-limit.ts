import { AppError } from './errors.ts';

/**
 * Fixed-window counters in this process. Enough for one server; several servers behind a load
 * balancer would share counters in Redis (not built yet: see README, Scale).
 */
export interface RateLimiter {
  /** Counts one hit for `key`; throws a 429 AppError when the key is over its limit. */
  hit(key: string): void;
  /** Throws a 429 AppError when `key` is already at its limit, without counting. */
  check(key: string): void;
  /** Hits counted for `key` in its current window (0 when none). */
  count(key: string): number;
  /** Forgets `key` (a password reset clears failed-login counts). */
  reset(key: string): void;
}

export function createRateLimiter(options: { max: number; windowMs: number; message?: string }): RateLimiter {
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
    count(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    reset(key) {
      windows.delete(key);
    },
    check(key) {
      const now = Date.now();
      const current = live(key, now);
      if (current && current.count >= options.max) refuse(current.start, now);
    },
    hit(key) {
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
