import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskBlobStore, type BlobStore } from './blob-store.ts';

/** The store the settings choose: S3 when S3_BUCKET is set (the SDK is loaded only then), else DATA_DIR/blobs. */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  if (!config.S3_BUCKET) return createDiskBlobStore(path.join(config.dataDir, 'blobs'));
  const { createS3BlobStore } = await import('./s3-blob-store.ts');
  return createS3BlobStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
