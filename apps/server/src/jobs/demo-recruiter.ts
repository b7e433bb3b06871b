import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/types.ts';
import { DEMO_PORTAL } from './store.ts';

type Q = Kysely<Database>;

const RECRUITER_TYPES = ['recruiter', 'portal_admin'];

export type DemoRecruiterAnswer =
  | { ok: true; email: string; previous: string | null; companies: number; postings: number }
  | { ok: false; message: string };

/**
 * Makes an existing recruiter account the demo recruiter: it then owns every generated demo posting
 * (all "Demo — …" companies, including ones seeded later) and sees their applications in its
 * workspace. Only one account holds this; naming another moves it. There is no built-in demo account
 * and no password here: the operator names an account someone already signed up with, and only an
 * account the operator made a recruiter (`users set-type`) qualifies, so signing up with the
 * configured address is not enough to see demo applicants.
 */
export async function makeDemoRecruiter(db: Q, email: string): Promise<DemoRecruiterAnswer> {
  const address = email.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'user_type'])
    .where('email', '=', address)
    .executeTakeFirst();
  if (!user) return { ok: false, message: `No account with the e-mail ${address}. Sign up with it first.` };
  if (!RECRUITER_TYPES.includes(user.user_type)) {
    return {
      ok: false,
      message: `${address} is a ${user.user_type} account. Make it a recruiter first: vitae users set-type ${address} recruiter`,
    };
  }
  const previous = await db.transaction().execute(async (trx) => {
    const holders = await trx
      .selectFrom('users')
      .select('email')
      .where('demo_recruiter', '=', 1)
      .where('id', '<>', user.id)
      .execute();
    await trx.updateTable('users').set({ demo_recruiter: 0 }).where('demo_recruiter', '=', 1).execute();
    await trx.updateTable('users').set({ demo_recruiter: 1 }).where('id', '=', user.id).execute();
    return holders[0]?.email ?? null;
  });
  const counts = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('postings'),
      eb.fn.count<number>('company_id').distinct().as('companies'),
    ])
    .where('portal', '=', DEMO_PORTAL)
    .executeTakeFirstOrThrow();
  return {
    ok: true,
    email: address,
    previous,
    companies: Number(counts.companies),
    postings: Number(counts.postings),
  };
}

export function describeDemoRecruiter(answer: Extract<DemoRecruiterAnswer, { ok: true }>): string {
  const moved = answer.previous ? ` (moved from ${answer.previous})` : '';
  return `${answer.email} is now the demo recruiter${moved}: ${answer.postings} demo postings of ${answer.companies} demo companies and their applications appear in its recruiter workspace.`;
}
