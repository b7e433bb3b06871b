import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../client.ts';
import { createJobTables } from '../../../jobs/search-sql.ts';

export function jobsAndShortlists(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the search schema code is written against an untyped handle
      await createJobTables(db as Kysely<any>, dialect);
      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('job_row_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('applications_one_per_email', ['job_row_id', 'email'])
        .execute();
      await db.schema
        .createTable('shortlist_runs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('job_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('job_description', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message', 'text')
        .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shortlist_runs_user')
        .on('shortlist_runs')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('shortlist_runs_state').on('shortlist_runs').column('state').execute();
      await db.schema
        .createTable('shortlist_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('run_id', 'text', (c) => c.notNull().references('shortlist_runs.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('text', 'text')
        .addColumn('resume', 'text')
        .addColumn('result', 'text')
        .addColumn('reason', 'text')
        .addUniqueConstraint('shortlist_items_position', ['run_id', 'position'])
        .execute();
    },
  };
}
