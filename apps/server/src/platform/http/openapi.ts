import { z } from 'zod';
import type { RouteSpec } from './route.ts';
import { errorBodySchema } from '@vitae/shared/api/common';

function toSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The OpenAPI 3.1 document of every call, generated from the same zod schemas the server validates with. */
export function buildOpenApi(routes: readonly RouteSpec<z.ZodType>[]): unknown {
  const paths: Record<string, unknown> = {};
  for (const route of routes) {
    const method = (route.method ?? 'POST').toLowerCase();
    const requestBody = route.multipart
      ? { content: { 'multipart/form-data': { schema: { type: 'object' } } } }
      : route.body
        ? { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } }
        : undefined;
    paths[`/api/${route.path}`] = {
      [method]: {
        summary: route.summary,
        ...(route.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
        ...(requestBody && method !== 'get' ? { requestBody } : {}),
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: route.response ? toSchema(route.response, 'output') : {} } },
          },
          default: {
            description: 'Error: the status is the outcome (400, 401, 402, 403, 404, 409, 413, 429, 500, 502)',
            content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Vitae API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
