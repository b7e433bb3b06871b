import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { isDatabaseUnavailable, openDb, pingDb, type Db } from './platform/db/client.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { openBlobStore } from './platform/storage/open-blob-store.ts';
import { openRenderQueue } from './rendering/render-queue.ts';
import { openRateLimitStore } from './platform/queue/redis.ts';
import { createMailer } from './platform/mail.ts';
import { AppError } from './platform/errors.ts';
import { routeRegistry, type Authenticate } from './platform/http/route.ts';
import { buildOpenApi } from './platform/http/openapi.ts';
import { createSignedFiles } from './platform/http/signed-files.ts';
import { registerReadiness } from './platform/http/readiness.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { registerAccountRoutes, registerAuthRoutes } from './auth/routes.ts';
import { registerResumeRoutes } from './resumes/routes.ts';
import { registerMessageRoutes } from './messages/routes.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { LIMITS } from '@vitae/shared/limits';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

function contentSecurityPolicy(config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline script anywhere; pdf.js needs WebAssembly for some image decoders.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...google.map((g) => `${g}/gsi/client`)],
      styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}/gsi/style`)],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...google],
      frameSrc: ["'self'", 'blob:', ...google],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      // No page of ours sets a <base>; an injected one could redirect every relative URL.
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/** Builds the whole app on a database (opened from config unless given), migrated to the latest schema. */
export async function buildApp(
  config: Config,
  options: {
    db?: Db;
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    /** Built by `vitae worker`: it renders PDFs itself instead of queueing them for a worker. */
    worker?: boolean;
  } = {},
): Promise<BuiltApp> {
  const db = options.db ?? openDb({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // A signed file URL is a credential for ten minutes: keep it out of the logs.
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: request.url.replace(/\/api\/files\/[^?#]+/, '/api/files/[redacted]'),
                ip: request.ip,
              }),
            },
          },
    bodyLimit: LIMITS.resumeBodyBytes * 2,
    // Fastify turns Node's request timeout off by default; a client trickling one byte at a time
    // would then hold its connection (and a socket) forever.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: 1_000,
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Signed file URLs carry their payload in the path.
    routerOptions: { maxParamLength: 2048 },
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1000, fields: 20, fieldSize: 64 * 1024 },
  });
  const ctx: AppContext = {
    config,
    db,
    blobs: await openBlobStore(config),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    files: createSignedFiles(app, config.jwtSecret),
    log: app.log,
  };
  if (config.REDIS_URL) {
    const store = openRateLimitStore(config);
    ctx.rateLimitStore = store;
    app.addHook('onClose', async () => void (await store.redis.quit().catch(() => undefined)));
    if (!options.worker) {
      const renders = openRenderQueue(ctx);
      ctx.renderOnWorker = (job) => renders.render(job);
      app.addHook('onClose', () => renders.close());
    }
  }
  app.addHook('onClose', async () => db.close());
  db.onConnectionError((error) =>
    app.log.warn(
      { code: (error as { code?: unknown }).code, reason: error.message },
      'database connection lost; reconnecting on next use',
    ),
  );

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send({ message: error.message, code: error.code });
    const status = error.statusCode ?? (isMalformedMultipart(error) ? 400 : 500);
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The file is too large. The limit is 10 MB.', code: 'too_large' });
    }
    if (status === 413) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : 'The upload has too many files or fields.';
      return reply.status(413).send({ message, code: 'too_large' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request as JSON.'
          : 'The request could not be read.';
      return reply.status(status).send({ message, code: 'bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        message: 'The database is not reachable right now. Please try again in a moment.',
        code: 'database_unavailable',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (process.env.VITAE_DEBUG_ERRORS) console.error(error);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });

  const authenticate: Authenticate = createAuthenticator(ctx);

  app.get('/api/health', async () => {
    await pingDb(db);
    return { status: 'ok' };
  });
  registerReadiness(app, ctx);
  registerAuthRoutes(app, ctx, authenticate);
  registerAccountRoutes(app, ctx, authenticate);
  registerResumeRoutes(app, ctx, authenticate);
  registerMessageRoutes(app, ctx, authenticate);
  await registerFeatureRoutes(app, ctx, authenticate);
  const openApi = buildOpenApi(routeRegistry.filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i));
  app.get('/api/openapi.json', async () => openApi);

  await serveWebApp(app, config.webDist);
  return { app, ctx };
}

/** A hop count becomes proxy-addr's function form: trust exactly that many proxies in front. */
function trustProxy(
  setting: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Busboy's errors for a broken multipart body carry no status; they are the client's fault. */
function isMalformedMultipart(error: Error): boolean {
  return /multipart|boundary/i.test(error.message) && !('statusCode' in error && error.statusCode);
}

/** The built single-page app, with every non-API GET (and HEAD) falling back to index.html. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: 'There is no such call.', code: 'not_found' });
    }
    if (!hasWeb) return reply.status(404).type('text/plain').send('The web app is not built. Run npm run build.');
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
