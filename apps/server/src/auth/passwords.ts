import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../platform/errors.ts';
import { LIMITS } from '@vitae/shared/limits';

/**
 * The most common passwords of at least 8 characters from public breach corpora; a password here
 * is the first one an attacker tries, so it is refused whatever its length.
 */
const COMMON_PASSWORDS = new Set(
  `password 12345678 123456789 1234567890 qwertyuiop password1 iloveyou 11111111 00000000 sunshine
  princess football baseball welcome1 welcome abc12345 qwerty123 1q2w3e4r 1qaz2wsx passw0rd password123
  trustno1 superman starwars letmein1 dragon123 monkey123 master123 whatever 123123123 987654321 qwerty12
  zaq12wsx 1234qwer asdfghjkl q1w2e3r4 aa123456 password12 computer michelle jennifer corvette mercedes
  12341234 88888888 66666666 55555555 99999999 12344321 123qweasd internet samsung1 freedom1 shadow12
  charlie1 liverpool chelsea1 arsenal1 admin123 administrator changeme changeme1 p@ssw0rd p@ssword
  letmein123 loveyou1 iloveyou1 babygirl1 asdf1234 1234abcd abcd1234 qwer1234 passpass vitae123 resume123`
    .split(/\s+/)
    .filter(Boolean),
);

export function checkPasswordStrength(password: string): void {
  if (password.length < LIMITS.password.min || password.length > LIMITS.password.max) {
    throw new AppError(
      'invalid_input',
      `Use a password of ${LIMITS.password.min} to ${LIMITS.password.max} characters.`,
    );
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError('invalid_input', 'This password is too common. Choose one that is harder to guess.');
  }
}

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
