import type { CliCommand } from '../cli-commands.ts';
import { loadConfig } from './config.ts';
import { openDb, type Db } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { listUsers, setUserType, findUserByEmail, insertLedgerRow } from '../auth/store.ts';
import { USER_TYPES } from '@vitae/shared/constants';
import { nowIso } from './ids.ts';

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = openDb({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

export const migrateCommand: CliCommand = {
  name: 'migrate',
  summary: 'Migrate the database (DATABASE_URL, or the SQLite file in DATA_DIR) to the latest schema',
  run: async () =>
    withDb(async () => {
      console.log('The database is up to date.');
      return 0;
    }),
};

export const usersCommand: CliCommand = {
  name: 'users',
  summary: 'users list | users set-type <email> <job_seeker|recruiter|portal_admin>',
  run: async ([sub, email, type]) =>
    withDb(async (db) => {
      if (sub === 'list') {
        for (const u of await listUsers(db.kysely)) {
          console.log([u.email, u.name, u.user_type, String(u.tokens_left), u.created_at].join('\t'));
        }
        return 0;
      }
      if (sub === 'set-type' && email && type) {
        if (!(USER_TYPES as readonly string[]).includes(type)) {
          console.error(`Unknown user type "${type}". Use one of: ${USER_TYPES.join(', ')}.`);
          return 2;
        }
        if (!(await setUserType(db.kysely, email, type))) {
          console.error(`No user with the e-mail ${email}.`);
          return 1;
        }
        console.log(`${email} is now ${type}.`);
        return 0;
      }
      console.error('Usage: vitae users list | vitae users set-type <email> <type>');
      return 2;
    }),
};

export const tokensCommand: CliCommand = {
  name: 'tokens',
  summary: 'tokens grant <email> <n>: add n tokens to a balance (recorded in the ledger)',
  run: async ([sub, email, amount]) =>
    withDb(async (db) => {
      const n = Number(amount);
      if (sub !== 'grant' || !email || !Number.isInteger(n) || n <= 0) {
        console.error('Usage: vitae tokens grant <email> <positive whole number>');
        return 2;
      }
      const user = await findUserByEmail(db.kysely, email);
      if (!user) {
        console.error(`No user with the e-mail ${email}.`);
        return 1;
      }
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ tokens_left: eb('tokens_left', '+', n) }))
          .where('id', '=', user.id)
          .execute();
        await insertLedgerRow(trx, user.id, n, 'grant', nowIso());
      });
      console.log(`Granted ${n} tokens to ${email}. Balance: ${user.tokens_left + n}.`);
      return 0;
    }),
};
