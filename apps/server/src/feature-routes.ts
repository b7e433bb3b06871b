import type { FastifyInstance } from 'fastify';
import type { AppContext } from './platform/context.ts';
import type { Authenticate } from './platform/http/route.ts';

/**
 * Routes of the features built on the foundation (parsing, rendering, tailoring, jobs,
 * shortlisting). Each adds one line here.
 */
export async function registerFeatureRoutes(_app: FastifyInstance, _ctx: AppContext, _authenticate: Authenticate): Promise<void> {}
