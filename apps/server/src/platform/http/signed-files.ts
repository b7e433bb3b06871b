import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Short-lived signed URLs for files (resume PDFs, originals, applicants' files): the URL itself is
 * the permission, so it can be opened in a new tab or by pdf.js without a bearer header. The
 * payload is signed with HMAC-SHA256; a changed or expired URL gets 403. A file whose bytes are a
 * real PDF is sent inline (the browser's PDF viewer shows it); every other file is an attachment, so
 * an uploaded file is never rendered as a page of our origin.
 */
export interface ServedFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}
export type FileResolver = (payload: Record<string, string>) => Promise<ServedFile>;

const DEFAULT_TTL_SECONDS = 10 * 60;

export interface SignedFiles {
  /** Registers how one kind of file is found from its signed payload. */
  register(kind: string, resolve: FileResolver): void;
  /** A relative URL (`/api/files/<token>`) valid for `ttlSeconds`. */
  sign(kind: string, payload: Record<string, string>, ttlSeconds?: number): string;
}

export function createSignedFiles(app: FastifyInstance, secret: Uint8Array): SignedFiles {
  const resolvers = new Map<string, FileResolver>();
  const mac = (data: string) => createHmac('sha256', secret).update(`files:${data}`).digest('base64url');

  app.get<{ Params: { token: string } }>('/api/files/:token', async (request, reply) => {
    const [data, signature] = request.params.token.split('.');
    const denied = new AppError(
      'forbidden',
      'This link has expired or is not valid. Open the file again from the app.',
    );
    if (!data || !signature) throw denied;
    const expected = Buffer.from(mac(data));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw denied;
    const {
      k: kind,
      e: expires,
      p: payload,
    } = JSON.parse(Buffer.from(data, 'base64url').toString()) as {
      k: string;
      e: number;
      p: Record<string, string>;
    };
    if (Date.now() / 1000 > expires) throw denied;
    const resolve = resolvers.get(kind);
    if (!resolve) throw denied;
    const file = await resolve(payload);
    const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    // A PDF whose bytes really are a PDF opens in the browser's viewer (the spec's "Open the resume
    // in a new tab?"); anything else is a download, never a page of our origin.
    const isRealPdf =
      file.contentType === 'application/pdf' && Buffer.from(file.bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
    return reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `${isRealPdf ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(file.bytes));
  });

  return {
    register(kind, resolve) {
      resolvers.set(kind, resolve);
    },
    sign(kind, payload, ttlSeconds = DEFAULT_TTL_SECONDS) {
      const data = Buffer.from(
        JSON.stringify({ k: kind, e: Math.floor(Date.now() / 1000) + ttlSeconds, p: payload }),
      ).toString('base64url');
      return `/api/files/${data}.${mac(data)}`;
    },
  };
}
