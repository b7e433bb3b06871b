import { randomBytes } from 'node:crypto';

/** Random URL-safe id: 16 bytes of entropy, unguessable, so ids in URLs reveal nothing. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}
