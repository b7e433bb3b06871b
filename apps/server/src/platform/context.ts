import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Mailer } from './mail.ts';
import type { SignedFiles } from './http/signed-files.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** What every feature's service receives: passed down, never imported as a global. */
export interface AppContext {
  config: Config;
  db: Db;
  blobs: BlobStore;
  mailer: Mailer;
  /** Short-lived signed URLs for files. */
  files: SignedFiles;
  log: FastifyBaseLogger;
  /** Set with REDIS_URL: rate-limit counters shared by every server. */
  rateLimitStore?: RateLimitStore;
  /** Set on SIGTERM: `GET /api/ready` answers 503 so a load balancer stops sending requests here. */
  draining?: boolean;
}
