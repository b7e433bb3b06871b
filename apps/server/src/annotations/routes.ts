import type { FastifyInstance } from 'fastify';
import { annotationsResponseSchema, saveAnnotationsResponseSchema } from '@vitae/shared/api/annotations';
import { keyRequestSchema } from '@vitae/shared/api/user';
import { LIMITS } from '@vitae/shared/limits';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { parseWith, routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { clearAnnotations, readAnnotations, registerAnnotationFiles, saveAnnotations } from './service.ts';

export function registerAnnotationRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  registerAnnotationFiles(ctx);

  define({
    path: 'user/annotations',
    summary: "A saved resume's PDF annotations: a short-lived URL to the annotated PDF, or null",
    auth: 'user',
    body: keyRequestSchema,
    response: annotationsResponseSchema,
    handler: async ({ body, user }) => readAnnotations(ctx, user!.id, body.key),
  });
  define({
    path: 'user/save_annotations',
    summary: 'Keep the annotated PDF of a saved resume: multipart with `key` and `file` (PDF, 10 MB)',
    auth: 'user',
    multipart: true,
    response: saveAnnotationsResponseSchema,
    handler: async ({ request, user }) => {
      if (!request.isMultipart()) throw new AppError('bad_request', 'Send the annotated PDF as a form upload.');
      let key: unknown = '';
      let bytes: Uint8Array | null = null;
      for await (const part of request.parts({ limits: { files: 1, fields: 2, fileSize: LIMITS.uploadBytes } })) {
        if (part.type === 'file') {
          bytes = new Uint8Array(await part.toBuffer());
          if (part.file.truncated)
            throw new AppError('too_large', 'The annotated PDF is too large. The limit is 10 MB.');
        } else if (part.fieldname === 'key') key = part.value;
      }
      const { key: resumeKey } = parseWith(keyRequestSchema, { key });
      if (!bytes) throw new AppError('bad_request', 'Send the annotated PDF as the file part.');
      const { saved_at } = await saveAnnotations(ctx, user!.id, resumeKey, bytes);
      return { saved_at };
    },
  });
  define({
    path: 'user/clear_annotations',
    summary: "Remove a saved resume's annotations",
    auth: 'user',
    body: keyRequestSchema,
    handler: async ({ body, user }) => {
      await clearAnnotations(ctx, user!.id, body.key);
      return { message: 'Annotations cleared' };
    },
  });
}
