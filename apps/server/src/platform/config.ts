import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  PORT: int(3000, 0),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be empty (SQLite) or a postgres:// URL')
      .optional(),
  ),
  /** Set: BullMQ queues on Redis carry parse, shortlist and render work to `vitae worker` processes, and rate limits are shared. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be empty (work in-process) or a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Prefix of every Redis key Vitae writes (queues, rate-limit counters): several apps can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only')
    .default('vitae'),
  /** Jobs one `vitae worker` runs at once (parses run in its parse children, two at a time). */
  WORKER_CONCURRENCY: int(3, 1),
  /** A job whose worker stops answering (killed, frozen) goes back to the queue after this long. */
  QUEUE_LOCK_SECONDS: int(30, 1),
  /** With REDIS_URL: how long an upload waits for a worker to parse it before answering 503. */
  PARSE_WAIT_SECONDS: int(60, 1),
  /** With REDIS_URL: how long a web server waits for a worker to render a PDF before answering 503. */
  RENDER_WAIT_SECONDS: int(60, 1),
  /**
   * On SIGTERM: seconds `GET /api/ready` answers 503 while requests are still served, so a load
   * balancer's health check takes the server out before it stops accepting connections.
   */
  DRAIN_SECONDS: int(0, 0),
  /** Set: blobs live in this S3-compatible bucket instead of DATA_DIR/blobs. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 1),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  AI_PROVIDER: z.enum(['local', 'openai-compatible', 'openai', 'anthropic']).default('local'),
  AI_MODEL: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString,
  SIGNUP_TOKEN_GRANT: int(25_000, 0),
  SMTP_URL: optionalString,
  SUPPORT_EMAIL: optionalString,
  MAIL_FROM: z.string().default('Vitae <no-reply@vitae.local>'),
  SEED_DEMO: bool(true),
  /**
   * An existing recruiter account that owns the demo postings and sees their applications; applied
   * at start (logged when the account is missing or not a recruiter). No account is ever created.
   */
  DEMO_RECRUITER_EMAIL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: int(20, 1),
  RATE_LIMIT_FORMS_PER_MINUTE: int(10, 1),
  /** Per user: bytes their uploads may occupy, and uploads (a resume, or one shortlist request) an hour. */
  STORAGE_QUOTA_MB: int(1000, 1),
  UPLOADS_PER_HOUR: int(60, 1),
  WEB_DIST: optionalString,
  /**
   * Where people reach Vitae (https://vitae.example.com): absolute links in pages and e-mails come
   * from here, never from the Host header.
   */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Slow clients: a request's headers must arrive within this, the whole request within the next. */
  HEADERS_TIMEOUT_SECONDS: int(10, 1),
  REQUEST_TIMEOUT_SECONDS: int(120, 1),
  /**
   * A connection with no bytes either way for this long is closed. Longer than Fastify's 72 s
   * keep-alive (itself longer than a load balancer's usual 60 s idle), so a proxy never reuses a
   * connection the server is closing.
   */
  IDLE_TIMEOUT_SECONDS: int(75, 1),
  /**
   * How many proxies sit in front of the server (a hop count), or their addresses/CIDRs; 'false'
   * trusts none. Never 'trust everything': the client could then choose its own IP and dodge every
   * per-IP limit. 'true' means one hop.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
});

export type Env = z.infer<typeof envSchema>;
export interface Config extends Env {
  jwtSecret: Uint8Array;
  dataDir: string;
  webDist: string;
  /** PUBLIC_URL without a trailing slash; http://localhost:PORT when unset. */
  publicUrl: string;
}

/** Reads and checks the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    ...parsed.data,
    dataDir,
    jwtSecret: new TextEncoder().encode(parsed.data.JWT_SECRET ?? readOrCreateSecret(dataDir)),
    webDist: path.resolve(parsed.data.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}

/** With no JWT_SECRET, one is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
