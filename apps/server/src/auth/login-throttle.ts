import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../platform/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
/** Failures for one e-mail (from anywhere) before each further attempt is slowed down. */
const FREE_FAILURES = 10;
/** Failures for one e-mail from one address before that address is refused for the window. */
const MAX_FAILURES_PER_ADDRESS = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/** The wait before an attempt on an e-mail that has failed `failures` times: none for 10, then 250 ms, 500 ms, … 4 s. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

export interface LoginThrottle {
  /** Before checking a password: 429 when this address has failed too often for this e-mail, else waits its delay. */
  beforeAttempt(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
  /** A password reset proves ownership: the e-mail starts again with no failures anywhere. */
  clear(email: string): Promise<void>;
}

/**
 * Password guessing is limited without letting anyone lock the owner out. A hard limit applies to
 * one e-mail from one address (the guesser's own); the e-mail across all addresses only gets
 * slower, up to a few seconds per attempt, so the owner signing in from elsewhere always gets in.
 * Per-address limits for all auth calls sit in front of this (routes.ts).
 */
export function createLoginThrottle(store?: RateLimitStore): LoginThrottle {
  const byEmail = createRateLimiter({ name: 'login-email', max: Number.MAX_SAFE_INTEGER, windowMs: WINDOW_MS }, store);
  const byEmailAndIp = createRateLimiter(
    {
      name: 'login-email-ip',
      max: MAX_FAILURES_PER_ADDRESS,
      windowMs: WINDOW_MS,
      message: 'Too many failed attempts for this account from your network. Try again later or reset your password.',
    },
    store,
  );
  // Which addresses failed for an e-mail, so a reset can clear them. With a shared store the
  // per-address counters of other servers are not known here; they lapse with their window.
  const ipsByEmail = new Map<string, Set<string>>();
  const pairKey = (email: string, ip: string) => `${email}\n${ip}`;
  return {
    async beforeAttempt(email, ip) {
      await byEmailAndIp.check(pairKey(email, ip));
      const delay = loginDelayMs(await byEmail.count(email));
      if (delay > 0) await sleep(delay);
    },
    async failed(email, ip) {
      await byEmail.hit(email);
      if (ipsByEmail.size > 10_000) {
        for (const known of ipsByEmail.keys()) if ((await byEmail.count(known)) === 0) ipsByEmail.delete(known);
      }
      const ips = ipsByEmail.get(email) ?? new Set<string>();
      // Bounded: only addresses that failed for this e-mail within the limits in front.
      if (ips.size < 10_000) ips.add(ip);
      ipsByEmail.set(email, ips);
      try {
        await byEmailAndIp.hit(pairKey(email, ip));
      } catch (error) {
        // Over the limit: the next attempt from this address is refused by beforeAttempt.
        if (!(error instanceof AppError)) throw error;
      }
    },
    async succeeded(email, ip) {
      await byEmailAndIp.reset(pairKey(email, ip));
    },
    async clear(email) {
      await byEmail.reset(email);
      for (const ip of ipsByEmail.get(email) ?? []) await byEmailAndIp.reset(pairKey(email, ip));
      ipsByEmail.delete(email);
    },
  };
}
