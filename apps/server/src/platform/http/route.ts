import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';

export interface AuthUser {
  id: string;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId?: string;
}

export interface RouteContext<Body> {
  body: Body;
  /** The signed-in user; always set when the route's `auth` is 'user'. */
  user: AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<Schema extends z.ZodType> {
  /** Path below /api, as the spec names it: 'auth/login', 'user/save_resume'. */
  path: string;
  summary: string;
  /** 'user': a valid access token is required; 'optional': used when present; 'none': ignored. */
  auth: 'user' | 'optional' | 'none';
  /** JSON body schema; multipart routes leave it out and read the parts themselves. */
  body?: Schema;
  multipart?: boolean;
  response?: z.ZodType;
  method?: 'POST' | 'GET';
  /** Runs before the body is checked (rate limits that must count malformed requests too). */
  before?(request: FastifyRequest): void | Promise<void>;
  handler(context: RouteContext<z.output<Schema>>): Promise<unknown>;
}

/** Every route defined, for the OpenAPI document. */
export const routeRegistry: RouteSpec<z.ZodType>[] = [];

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser | null>;

/** Turns a zod failure into a 400 whose message names the field, so the person knows what to fix. */
export function invalidInput(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'The request is not valid.';
  return new AppError('invalid_input', message);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/**
 * Registers `POST /api/<path>`: authenticates as the spec asks, parses the body with the contract
 * schema, calls the handler and answers 200 with what it returns.
 */
export function defineRoute<Schema extends z.ZodType>(
  app: FastifyInstance,
  authenticate: Authenticate,
  spec: RouteSpec<Schema>,
): void {
  routeRegistry.push(spec);
  app.route({
    method: spec.method ?? 'POST',
    url: `/api/${spec.path.replace(/^\//, '')}`,
    handler: async (request, reply) => {
      await spec.before?.(request);
      const user = spec.auth === 'none' ? null : await authenticate(request);
      if (spec.auth === 'user' && !user) throw new AppError('unauthorized', 'Please log in again.');
      const body = spec.body && !spec.multipart ? parseWith(spec.body, request.body) : (undefined as z.output<Schema>);
      const result = await spec.handler({ body, user, request, reply });
      // A handler that wrote the reply itself (a file download) has nothing more to send.
      if (reply.sent || result === reply) return reply;
      return result ?? { message: 'OK' };
    },
  });
}

/** `defineRoute` bound to one app and authenticator, for a feature's routes file. */
export function routeDefiner(app: FastifyInstance, authenticate: Authenticate) {
  return <Schema extends z.ZodType>(spec: RouteSpec<Schema>) => defineRoute(app, authenticate, spec);
}
