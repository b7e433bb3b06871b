import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The settings that point Vitae at this store (S3_* environment variables). */
  env: Record<string, string>;
  bucket: string;
  /** Where the fake store keeps its objects (to show bytes are there and not under DATA_DIR). */
  directory: string;
  close(): Promise<void>;
}

/**
 * A local S3 API server (s3rver) on loopback with empty buckets, for tests: `bucket`, which `env`
 * points at, and `others`, so that suites can keep apart what they write.
 */
export async function startTestS3(port: number, bucket = 'vitae-test', others: string[] = []): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vitae-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [bucket, ...others].map((name) => ({ name })),
  });
  await server.run();
  return {
    bucket,
    directory,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
