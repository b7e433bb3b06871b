import type { Kysely, Migration } from 'kysely';

/**
 * The demo recruiter: a recruiter account the operator names (`vitae jobs demo-recruiter`, or
 * DEMO_RECRUITER_EMAIL at start) that owns every generated demo posting and sees its applications.
 * 1 on at most one account; there is no built-in demo account, so no well-known password.
 */
export function demoRecruiter(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('demo_recruiter', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
