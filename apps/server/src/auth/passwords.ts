import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../platform/errors.ts';
import { LIMITS } from '@vitae/shared/limits';
import { isBreachedPassword } from './breached-passwords.ts';

/** The person's own details, which a password must not be built from. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/** Parts of the e-mail and name long enough to matter ('ada', 'lovelace', 'example'), lower-cased. */
function personalWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  const words = [local, domain.split('.')[0] ?? '', ...`${local} ${owner.name}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.filter((w) => w.length >= 4))];
}

/** Length, breached-password list, and the person's own e-mail or name; each refusal says what to do. */
export async function checkPasswordStrength(password: string, owner: PasswordOwner): Promise<void> {
  if (password.length < LIMITS.password.min || password.length > LIMITS.password.max) {
    throw new AppError(
      'invalid_input',
      `Use a password of ${LIMITS.password.min} to ${LIMITS.password.max} characters.`,
    );
  }
  if (await isBreachedPassword(password)) {
    throw new AppError(
      'invalid_input',
      'This password is too common: it appears in lists of leaked passwords. Choose one that is harder to guess.',
    );
  }
  // A password that is mostly the e-mail or name is the second thing an attacker tries.
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}\p{N}]+/gu, '');
  const fromOwner = personalWords(owner).some((word) => lower.includes(word) && word.length * 2 >= letters.length);
  if (fromOwner || lower === owner.email.toLowerCase()) {
    throw new AppError('invalid_input', 'Your password must not be built from your e-mail address or name.');
  }
}

/**
 * argon2id at 46 MiB, 1 pass: OWASP's first recommended setting. Hashes made with the earlier
 * library defaults (19 MiB, 2 passes) still verify, because every hash names its own parameters,
 * and are upgraded at the next successful login (see needsRehash).
 */
// The library's default algorithm is argon2id.
const HASH_OPTIONS = { memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(`$argon2id$v=19$m=${HASH_OPTIONS.memoryCost},t=${HASH_OPTIONS.timeCost},`);
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
