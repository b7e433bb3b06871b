import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SAFE_KEY, type BlobStore, type StoredBlob } from './blob-store.ts';

/** How often deleteAll lists and deletes again what a store failed to delete. */
const DELETE_PASSES = 3;

export interface S3Settings {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, R2...). A PUT is atomic there: a reader sees the
 * whole object or none, so there is no temp-then-rename and no half-written object to sweep.
 * Keys are checked like the disk store's, so both stores accept exactly the same keys.
 */
export function createS3BlobStore(settings: S3Settings): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // A store that does not answer must not hold a request for the SDK's default minutes.
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return key;
  };

  /**
   * Lists with ListObjects and Marker (the last key seen) rather than V2's continuation tokens:
   * every S3-compatible store has it, including ones (s3rver on OpenSSL 3) that cannot make tokens.
   */
  async function* listKeys(prefix?: string): AsyncGenerator<StoredBlob> {
    let Marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({
          Bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(Marker ? { Marker } : {}),
        }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      const last = contents.at(-1)?.Key;
      if (!page.IsTruncated || !last) return;
      Marker = last;
    }
  }

  return {
    client,
    kind: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!answer.Body) return null;
        return await answer.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async deleteAll(prefix) {
      const under = `${checked(prefix)}/`;
      // DeleteObjects answers 200 even when some keys failed (S3 lists them under Errors, and a
      // store may drop some under load), so the prefix is listed again until nothing is left.
      for (let pass = 1; ; pass++) {
        const keys: { Key: string }[] = [];
        for await (const object of listKeys(under)) keys.push({ Key: object.key });
        if (keys.length === 0) return;
        if (pass > DELETE_PASSES) {
          throw new Error(`Could not delete ${keys.length} blobs under ${under}, first ${keys[0]!.Key}`);
        }
        for (let start = 0; start < keys.length; start += 1000) {
          const Objects = keys.slice(start, start + 1000);
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        }
      }
    },
    list: () => listKeys(),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
