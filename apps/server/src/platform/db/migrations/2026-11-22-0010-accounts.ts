import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client.ts';

/**
 * Account safety: a per-user token version (bumped by a password change or reset, so access
 * tokens issued before it are refused), the device and last use of each sign-in, single-use
 * password-reset tokens (hashed), and an audit row per deleted account that holds no personal data.
 */
export function accounts(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('refresh_tokens').addColumn('device', 'text').execute();
      await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
      await db.schema
        .createTable('account_deletions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('removed', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
