import fs from 'node:fs';
import path from 'node:path';

/** The shared fixtures folder, beside the repository (also in CI). */
export const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures');

export function readFixture(relative: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'parse-dev/docs', relative)));
}
