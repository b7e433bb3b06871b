import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3-server.ts';
import { testPort } from '../testing/ports.ts';
import { createTestApp, testDatabases, type TestApp } from '../testing/test-app.ts';
import { fileUpload } from '../testing/multipart.ts';
import { closeIsolation } from '../../parsing/run-isolated.ts';
import { findUserByEmail } from '../../auth/store.ts';
import { sweepLeftovers } from '../../uploads/sweep.ts';
import { createS3BlobStore } from './s3-blob-store.ts';
import type { BlobStore } from './blob-store.ts';

// A port from this suite's own range (TEST_PORT_BASE); each file that starts an S3 server uses its own.
const PORT = testPort(31);

let s3: TestS3;
beforeAll(async () => {
  // Each database's run of the app has its own bucket, so neither sees what the other left.
  s3 = await startTestS3(PORT, 'vitae-test', ['vitae-app-sqlite', 'vitae-app-postgres']);
});
afterAll(async () => {
  await closeIsolation();
  await s3?.close();
});

function storeFor(bucket = s3.bucket): ReturnType<typeof createS3BlobStore> {
  return createS3BlobStore({
    endpoint: s3.env.S3_ENDPOINT,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
}

async function keys(store: BlobStore): Promise<string[]> {
  const found: string[] = [];
  for await (const blob of store.list()) found.push(blob.key);
  return found.sort();
}

describe('the S3 blob store', () => {
  it('stores, reads back byte for byte, lists, deletes one and deletes a prefix', async () => {
    const store = storeFor();
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
    await store.put('originals/u1/a', bytes);
    await store.put('originals/u1/b.pdf', new Uint8Array([1, 2, 3]));
    await store.put('originals/u2/c', new Uint8Array([4]));
    await store.put('originals/u10/d', new Uint8Array([5]));
    expect(Buffer.from((await store.get('originals/u1/a'))!).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.get('originals/u1/missing')).toBeNull();
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    const a = listed.find((b) => b.key === 'originals/u1/a')!;
    expect(a.size).toBe(300_000);
    expect(Math.abs(a.modifiedMs - Date.now())).toBeLessThan(60_000);

    await store.delete('originals/u1/b.pdf');
    await store.delete('originals/u1/never-there');
    expect(await keys(store)).toEqual(['originals/u1/a', 'originals/u10/d', 'originals/u2/c']);
    // `u1` must not take `u10` with it.
    await store.deleteAll('originals/u1');
    expect(await keys(store)).toEqual(['originals/u10/d', 'originals/u2/c']);
    await store.deleteAll('originals');
    expect(await keys(store)).toEqual([]);
  });

  it('lists past one page of 1,000 keys', async () => {
    const store = storeFor();
    // Fifty at a time: a thousand requests at once can outlast the client's timeout on a loaded machine.
    for (let start = 0; start < 1005; start += 50) {
      const batch = Array.from({ length: Math.min(50, 1005 - start) }, (_, i) => start + i);
      await Promise.all(batch.map((i) => store.put(`shortlist/many/${i}`, new Uint8Array([i % 256]))));
    }
    expect((await keys(store)).length).toBe(1005);
    await store.deleteAll('shortlist/many');
    expect(await keys(store)).toEqual([]);
  });

  it('deletes a whole prefix even when the store leaves some keys of a batch behind', async () => {
    const store = storeFor();
    for (let i = 0; i < 6; i++) await store.put(`originals/u7/${i}`, new Uint8Array([i]));
    await store.put('originals/u70/kept', new Uint8Array([1]));
    // The first DeleteObjects reaches the store with only half its keys, as when a store fails
    // some of them and names them under Errors in a 200 answer.
    let calls = 0;
    store.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Delete?: { Objects?: unknown[] } };
        if (input.Delete?.Objects && calls++ === 0) input.Delete.Objects = input.Delete.Objects.slice(0, 3);
        return next(args);
      },
      { step: 'initialize' },
    );
    await store.deleteAll('originals/u7');
    expect(calls).toBe(2);
    expect(await keys(store)).toEqual(['originals/u70/kept']);
    await store.deleteAll('originals');
  });

  it('says so when keys survive every pass, rather than reporting a prefix deleted', async () => {
    const store = storeFor();
    await store.put('originals/u8/stuck', new Uint8Array([1]));
    store.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Delete?: { Objects?: unknown[] } };
        if (input.Delete?.Objects) input.Delete.Objects = [{ Key: 'originals/u8/never-there' }];
        return next(args);
      },
      { step: 'initialize' },
    );
    await expect(store.deleteAll('originals/u8')).rejects.toThrow(/Could not delete 1 blobs under originals\/u8\//);
    await storeFor().deleteAll('originals');
    expect(await keys(storeFor())).toEqual([]);
  });

  it('refuses keys that could climb out, as the disk store does', async () => {
    const store = storeFor();
    await expect(store.put('../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.get('originals/../../x')).rejects.toThrow(/Unsafe blob key/);
    await expect(store.put('/abs', new Uint8Array([1]))).rejects.toThrow(/Unsafe blob key/);
  });

  it('reports readiness: a bucket that exists passes, a missing one fails', async () => {
    await expect(storeFor().check()).resolves.toBeUndefined();
    await expect(storeFor('no-such-bucket').check()).rejects.toThrow();
  });
});

describe.each(testDatabases())('the app on S3 storage on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...s3.env, S3_BUCKET: `vitae-app-${kind}` });
  });
  afterAll(() => t?.close());

  it('keeps an uploaded original in the bucket (not under DATA_DIR), serves it back, and sweeps orphans there', async () => {
    expect(t.ctx.blobs.kind).toBe('s3');
    const { access_token: token, email } = await t.signup();
    const userId = (await findUserByEmail(t.ctx.db.kysely, email))!.id;
    const original = Buffer.from('Jane Doe\njane@example.com\n\nExperience\nEngineer at Acme 2020 - 2024');
    const body = fileUpload('jane.txt', original, 'text/plain');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('resumes')
      .select(['id', 'original_blob'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);
    expect(await keys(t.ctx.blobs)).toContain(row.original_blob);
    // s3rver keeps objects as files below its folder, named by bucket and key.
    expect(readdirSync(path.join(s3.directory, `vitae-app-${kind}`), { recursive: true }).join('\n')).toContain(userId);

    const { url } = (await t.post('user/fetch_resume_url', { key: row.id, format: 'original' }, token)).json<{
      url: string;
    }>();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);

    await t.ctx.blobs.put(`originals/${userId}/orphan-after-crash`, new Uint8Array(2048));
    await t.ctx.blobs.put('other/unknown-kind', new Uint8Array(1));
    const report = await sweepLeftovers(t.ctx.db, t.dataDir, t.ctx.blobs, { olderThanMs: 0 });
    expect(report.orphanBlobs).toEqual([`blobs/originals/${userId}/orphan-after-crash`]);
    expect(report.bytes).toBe(2048);
    const left = await keys(t.ctx.blobs);
    expect(left).toContain(row.original_blob);
    expect(left).toContain('other/unknown-kind');
    expect(left).not.toContain(`originals/${userId}/orphan-after-crash`);
    // A minimum age keeps what a running server has just written.
    await t.ctx.blobs.put(`originals/${userId}/fresh`, new Uint8Array(1));
    const careful = await sweepLeftovers(t.ctx.db, t.dataDir, t.ctx.blobs, { olderThanMs: 60 * 60_000 });
    expect(careful.orphanBlobs).toEqual([]);
  });
});
