import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../platform/errors.ts';
import type { ParserFailure } from './run-isolated.ts';

/** A short id a person can quote to support; the log line carries the same id and the parser's stack. */
export function newReference(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/** Logs a failure of our parser and returns the sentence to show: our fault, said as ours, with a reference. */
export function logParserFailure(log: FastifyBaseLogger, failure: ParserFailure): string {
  const reference = newReference();
  log.error({ reference, detail: failure.message }, 'parser failed');
  return `Reading this file failed because of an error on our side, not in the file (reference ${reference}). Please try again later; if it keeps happening, contact support and quote the reference.`;
}

/** The 500 an upload answers when our parser failed. */
export function reportParserFailure(log: FastifyBaseLogger, failure: ParserFailure): AppError {
  return new AppError('internal', logParserFailure(log, failure), { code: 'parser_failed' });
}
