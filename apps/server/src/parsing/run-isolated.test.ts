import { describe, it, expect, afterAll } from 'vitest';
import { ParsePool } from './run-isolated.ts';
import { ParseError } from './errors.ts';

import { readFixture } from './test-files/fixtures.ts';
const pool = new ParsePool({ size: 2, timeoutMs: 8000, memoryMb: 700, testHooks: true });
afterAll(() => pool.close());

describe('ParsePool', { timeout: 90_000 }, () => {
  it('parses a real PDF in a child process', async () => {
    const bytes = readFixture('pdf/r01.flat.pdf');
    const result = await pool.parse(bytes);
    expect(result.kind).toBe('pdf');
    expect(result.resume.email).toBe('asoller@gmx.de');
  });

  it('kills a hanging parse with a timeout error while other parses still succeed', async () => {
    const hang = pool.parse(new TextEncoder().encode('VITAE-TEST-HANG'), { timeoutMs: 1000 });
    const good = pool.parse(new TextEncoder().encode('Jane Doe\njane@example.com\n'));
    await expect(hang).rejects.toMatchObject({ code: 'timeout' });
    expect((await good).resume.email).toBe('jane@example.com');
    // The replaced child serves the next request.
    expect((await pool.parse(new TextEncoder().encode('Ann Lee\nann@example.com'))).resume.email).toBe(
      'ann@example.com',
    );
  });

  it('stops a parse that allocates memory outside the JS heap with out_of_memory', async () => {
    const error: unknown = await pool.parse(new TextEncoder().encode('VITAE-TEST-ALLOC')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).code).toBe('out_of_memory');
    expect((await pool.parse(new TextEncoder().encode('Bo Chen\nbo@example.com'))).resume.email).toBe('bo@example.com');
  });

  it('passes typed parse errors through from the child', async () => {
    await expect(pool.parse(new Uint8Array([0, 1, 2, 3, 0, 0]))).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});
