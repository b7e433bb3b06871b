import type { FastifyInstance } from 'fastify';
import type { AppContext } from './platform/context.ts';
import type { Authenticate } from './platform/http/route.ts';
import { registerRenderingRoutes } from './rendering/routes.ts';
import { registerUploadRoutes } from './resumes/upload-routes.ts';
import { registerTailoringRoutes } from './tailoring/routes.ts';
import { registerJobRoutes } from './jobs/routes.ts';
import { registerShortlistRoutes } from './shortlisting/routes.ts';
import { registerAccountSafetyRoutes } from './account/routes.ts';
import { registerAnnotationRoutes } from './annotations/routes.ts';

/**
 * Routes of the features built on the foundation (parsing, rendering, tailoring, jobs,
 * shortlisting). Each adds one line here.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): Promise<void> {
  registerUploadRoutes(app, ctx, authenticate);
  registerRenderingRoutes(app, ctx, authenticate);
  registerTailoringRoutes(app, ctx, authenticate);
  registerJobRoutes(app, ctx, authenticate);
  registerShortlistRoutes(app, ctx, authenticate);
  registerAccountSafetyRoutes(app, ctx, authenticate);
  registerAnnotationRoutes(app, ctx, authenticate);
}
