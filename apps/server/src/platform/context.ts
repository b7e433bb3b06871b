import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Mailer } from './mail.ts';
import type { SignedFiles } from './http/signed-files.ts';
import type { RateLimitStore } from './rate-limit.ts';
import type { Resume } from '@vitae/shared/resume/schema';
import type { TemplateName } from '../rendering/templates.ts';

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
  /**
   * Set with REDIS_URL on a web server: PDFs are rendered by a worker, which also stores them at
   * `blobKey` when given (see rendering/render-queue.ts). Unset, this process renders them itself.
   */
  renderOnWorker?: (job: { resume: Resume; template: TemplateName; blobKey?: string }) => Promise<Uint8Array>;
  /** Set on SIGTERM: `GET /api/ready` answers 503 so a load balancer stops sending requests here. */
  draining?: boolean;
}
