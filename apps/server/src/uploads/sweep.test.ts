import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { closeIsolation } from '../parsing/run-isolated.ts';
import { findUserByEmail } from '../auth/store.ts';
import { sweepLeftovers } from './sweep.ts';

afterAll(() => closeIsolation());

describe.each(testDatabases())('sweeping crash leftovers on %s', (kind) => {
  let t: TestApp;
  let userId = '';
  let keptOriginal = '';
  let resumeId = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { access_token, email } = await t.signup();
    userId = (await findUserByEmail(t.ctx.db.kysely, email))!.id;
    const body = fileUpload('jane.txt', Buffer.from('Jane Doe\njane@example.com'), 'text/plain');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${access_token}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('resumes')
      .select(['id', 'original_blob'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    keptOriginal = row.original_blob!;
    resumeId = row.id;
  });
  afterAll(() => t.close());

  /** Writes a file below the data folder, dated `ageMinutes` ago. */
  function leave(relative: string, ageMinutes = 0) {
    const file = path.join(t.dataDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(1024, 'x'));
    const when = new Date(Date.now() - ageMinutes * 60_000);
    utimesSync(file, when, when);
    return file;
  }

  it('removes temp files and blobs no row refers to, keeps every referenced blob, and reports them', async () => {
    const leftovers = [
      leave('tmp/run-1-0.zip'),
      leave(`blobs/originals/${userId}/orphan-id`),
      leave('blobs/shortlist/no-such-run/0'),
      leave(`blobs/originals/${userId}/half.0123456789ab.tmp`),
      leave('blobs/renders/no-such-user/abc.pdf'),
      leave(`blobs/annotations/${userId}/no-such-resume/annotated.pdf`),
      leave('blobs/annotations/no-such-user/r1/meta.json'),
    ];
    const kept = [
      path.join(t.dataDir, 'blobs', keptOriginal),
      leave(`blobs/renders/${userId}/cached.pdf`),
      leave(`blobs/annotations/${userId}/${resumeId}/annotated.pdf`),
      leave('blobs/other/unknown-kind'),
    ];
    const report = await sweepLeftovers(t.ctx.db, t.dataDir, t.ctx.blobs, { olderThanMs: 0 });
    expect(report.tempFiles.sort()).toEqual(
      [`blobs/originals/${userId}/half.0123456789ab.tmp`, 'tmp/run-1-0.zip'].sort(),
    );
    expect(report.orphanBlobs.sort()).toEqual(
      [
        `blobs/originals/${userId}/orphan-id`,
        'blobs/shortlist/no-such-run/0',
        'blobs/renders/no-such-user/abc.pdf',
        `blobs/annotations/${userId}/no-such-resume/annotated.pdf`,
        'blobs/annotations/no-such-user/r1/meta.json',
      ].sort(),
    );
    expect(report.bytes).toBe(7 * 1024);
    for (const file of leftovers) expect(existsSync(file), file).toBe(false);
    for (const file of kept) expect(existsSync(file), file).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'blobs/shortlist/no-such-run'))).toBe(false);
  });

  it('leaves recent files alone when given a minimum age', async () => {
    const fresh = leave(`blobs/originals/${userId}/fresh-orphan`);
    const old = leave(`blobs/originals/${userId}/old-orphan`, 120);
    const report = await sweepLeftovers(t.ctx.db, t.dataDir, t.ctx.blobs, { olderThanMs: 60 * 60_000 });
    expect(report.orphanBlobs).toEqual([`blobs/originals/${userId}/old-orphan`]);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(old)).toBe(false);
  });

  it.runIf(kind === 'sqlite')('vitae sweep removes them from the command line', () => {
    const orphan = leave('blobs/shortlist/gone-run/3', 5);
    const cli = path.join(import.meta.dirname, '../../bin/vitae.mjs');
    const result = spawnSync(process.execPath, [cli, 'sweep', '--min-age-minutes', '1'], {
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('removed blobs/shortlist/gone-run/3');
    expect(result.stdout).toMatch(/Removed \d+ temp file\(s\) and \d+ orphan blob\(s\)/);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'blobs', keptOriginal))).toBe(true);
  });
});
