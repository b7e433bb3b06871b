import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserType } from '../auth/store.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const RESUME_TEXT = `Ada Lovelace
ada@example.com | +44 20 7946 0000 | London

EXPERIENCE
Analyst, Babbage Engines Ltd, London
Jan 2020 - Present
- Wrote the first published algorithm for the Analytical Engine

EDUCATION
University of London, BSc Mathematics, 2019

SKILLS
Mathematics, Algorithms, Technical writing
`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe.each(testDatabases())('account safety on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const loginFrom = async (email: string, password: string, userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string; refresh_token: string }>();
  };

  it('lists signed-in devices, signs one out at once, and signs out everywhere else', async () => {
    const { email } = await t.signup(undefined, 'first-password-1');
    const laptop = await loginFrom(email, 'first-password-1', CHROME);
    const phone = await loginFrom(email, 'first-password-1', IPHONE);
    const tablet = await loginFrom(email, 'first-password-1', IPHONE);
    const listed = await t.post('user/sessions', {}, laptop.access_token);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json<{ sessions: { id: string; device: string; current: boolean }[] }>();
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)?.device).toBe('Chrome on Linux');
    expect(sessions.filter((s) => s.device === 'Safari on iPhone')).toHaveLength(2);

    // Sign the phone out: its access token is refused now, not in 15 minutes, and it cannot refresh.
    const phoneSession = (await t.post('user/sessions', {}, phone.access_token))
      .json<{
        sessions: { id: string; current: boolean }[];
      }>()
      .sessions.find((s) => s.current)!;
    expect((await t.post('user/revoke_session', { id: phoneSession.id }, laptop.access_token)).statusCode).toBe(200);
    expect((await t.post('auth/verify', {}, phone.access_token)).statusCode).toBe(401);
    expect((await t.post('auth/refresh', undefined, phone.refresh_token)).statusCode).toBe(401);
    // Someone else's session id is not found for another user.
    const stranger = await t.signup();
    const tabletId = sessions.find((s) => !s.current && s.id !== phoneSession.id)!.id;
    expect((await t.post('user/revoke_session', { id: tabletId }, stranger.access_token)).statusCode).toBe(404);

    expect((await t.post('user/revoke_other_sessions', {}, laptop.access_token)).statusCode).toBe(200);
    expect((await t.post('auth/verify', {}, tablet.access_token)).statusCode).toBe(401);
    expect((await t.post('auth/refresh', undefined, tablet.refresh_token)).statusCode).toBe(401);
    expect((await t.post('auth/verify', {}, laptop.access_token)).statusCode).toBe(200);
    const left = (await t.post('user/sessions', {}, laptop.access_token)).json<{ sessions: unknown[] }>();
    expect(left.sessions).toHaveLength(1);
    // A refreshed token keeps its sign-in: still one session, still current.
    const refreshed = (await t.post('auth/refresh', undefined, laptop.refresh_token)).json<{ access_token: string }>();
    const after = (await t.post('user/sessions', {}, refreshed.access_token)).json<{
      sessions: { current: boolean }[];
    }>();
    expect(after.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('changes the password: other sessions and every earlier access token stop working, this device goes on', async () => {
    const { email, access_token: other } = await t.signup(undefined, 'first-password-1');
    const here = await loginFrom(email, 'first-password-1', CHROME);
    const wrong = await t.post(
      'user/change_password',
      { current_password: 'not-it-at-all', new_password: 'second-password-2' },
      here.access_token,
    );
    expect(wrong.statusCode).toBe(403);
    const weak = await t.post(
      'user/change_password',
      { current_password: 'first-password-1', new_password: 'iloveyou2' },
      here.access_token,
    );
    expect(weak.statusCode).toBe(400);
    const changed = await t.post(
      'user/change_password',
      { current_password: 'first-password-1', new_password: 'second-password-2' },
      here.access_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const { access_token: fresh } = changed.json<{ access_token: string }>();
    expect((await t.post('auth/verify', {}, here.access_token)).statusCode).toBe(401);
    expect((await t.post('auth/verify', {}, other)).statusCode).toBe(401);
    expect((await t.post('auth/verify', {}, fresh)).statusCode).toBe(200);
    // This device's refresh token still works and yields tokens of the new version.
    const refreshed = await t.post('auth/refresh', undefined, here.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await t.post('auth/verify', {}, refreshed.json<{ access_token: string }>().access_token)).statusCode).toBe(
      200,
    );
    expect((await t.post('auth/login', { email, password: 'first-password-1' })).statusCode).toBe(401);
    expect((await t.post('auth/login', { email, password: 'second-password-2' })).statusCode).toBe(200);
  });

  it('exports everything in one zip, and deletes the account with its rows and files, keeping an audit row', async () => {
    const seeker = await t.signup(undefined, 'first-password-1');
    const token = seeker.access_token;
    // An uploaded resume (original file kept), saved twice (versions).
    const body = buildMultipart([{ name: 'file', fileName: 'ada.txt', bytes: Buffer.from(RESUME_TEXT) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { file_id: key, resume } = uploaded.json<{ file_id: string; resume: { fullName: string } }>();
    const edited = { ...resume, fullName: 'Ada King' };
    expect((await t.post('user/save_resume', { key, resume: edited }, token)).statusCode).toBe(200);
    expect((await t.post('user/resume_versions', { key }, token)).json<{ versions: unknown[] }>().versions.length).toBe(
      2,
    );
    // Notes the person kept on that resume in the PDF viewer.
    const annotated = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Annot/Subtype/FreeText/Contents(Ask)>>endobj\n%%EOF\n');
    const notes = buildMultipart([
      { name: 'key', value: key },
      { name: 'file', fileName: 'a.pdf', bytes: annotated, type: 'application/pdf' },
    ]);
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/user/save_annotations',
      payload: notes.payload,
      headers: { ...notes.headers, authorization: `Bearer ${token}` },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // An application the person sent to a recruiter's posting.
    const recruiter = await t.signup();
    await setUserType(t.ctx.db.kysely, recruiter.email, 'recruiter');
    const created = await t.post(
      'recruiter/jobs/create',
      {
        company: 'Initech',
        title: 'Data Analyst',
        jobType: 'full-time',
        description: 'Numbers.',
        location: 'London',
        skills: ['SQL'],
      },
      recruiter.access_token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { job_id } = created.json<{ job_id: string }>();
    const application = buildMultipart([
      { name: 'metadata', value: JSON.stringify({ email: seeker.email, name: 'Ada', job_id }) },
      { name: 'file', fileName: 'ada.pdf', bytes: pdf },
    ]);
    const applied = await t.app.inject({ method: 'POST', url: '/api/job/apply', ...application });
    expect(applied.statusCode, applied.body).toBe(200);

    // A shortlist run the person started, with its stored file and parsed text.
    const runBody = buildMultipart([
      {
        name: 'metadata',
        value: JSON.stringify({ job_id: 'DA-1', job_description: 'Data analyst: SQL, mathematics.' }),
      },
      { name: 'files', fileName: 'candidate.txt', bytes: Buffer.from(RESUME_TEXT) },
    ]);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/shortlist-resumes',
      payload: runBody.payload,
      headers: { ...runBody.headers, authorization: `Bearer ${token}` },
    });
    expect(run.statusCode, run.body).toBe(200);
    const { run_id } = run.json<{ run_id: string }>();
    for (let i = 0; i < 200; i++) {
      const state = (await t.post('shortlist/status', { run_id }, token)).json<{ state: string }>().state;
      if (state === 'done' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const exported = await t.post('user/export_data', {}, token);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="vitae-export-[\d-]+\.zip"$/);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const names = Object.keys(files);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const folder = names.find((n) => n.endsWith('/resume.json'))!.replace(/resume\.json$/, '');
    expect(names).toEqual(
      expect.arrayContaining([
        'account.json',
        'applications.json',
        'token-ledger.json',
        `${folder}resume.json`,
        `${folder}json-resume.json`,
        `${folder}versions/1.json`,
        `${folder}versions/2.json`,
        `${folder}original.txt`,
        `${folder}annotated.pdf`,
      ]),
    );
    expect(Buffer.from(files[`${folder}annotated.pdf`]!).equals(annotated)).toBe(true);
    expect(JSON.parse(text('account.json'))).toMatchObject({ email: seeker.email, sign_in: 'password' });
    expect(JSON.parse(text(`${folder}resume.json`))).toMatchObject({ resume: { fullName: 'Ada King' } });
    expect(JSON.parse(text(`${folder}json-resume.json`))).toMatchObject({ basics: { name: 'Ada King' } });
    expect(text(`${folder}original.txt`)).toBe(RESUME_TEXT);
    const pdfName = names.find((n) => n.startsWith(folder) && n.endsWith('.pdf'))!;
    expect(new TextDecoder().decode(files[pdfName]!.slice(0, 5))).toBe('%PDF-');
    expect(JSON.parse(text('applications.json'))).toEqual([
      expect.objectContaining({ job_id, title: 'Data Analyst', company: 'Initech' }),
    ]);
    expect(names.some((n) => n.startsWith('applications/') && n.endsWith('ada.pdf'))).toBe(true);
    expect(JSON.parse(text('token-ledger.json'))).toEqual([expect.objectContaining({ reason: 'signup_grant' })]);
    // Nothing of anyone else.
    expect(names.join('\n')).not.toContain(recruiter.email);

    const userId = (
      await t.ctx.db.kysely.selectFrom('users').select('id').where('email', '=', seeker.email).executeTakeFirstOrThrow()
    ).id;
    const blobs = path.join(t.dataDir, 'blobs');
    expect(filesUnder(blobs).some((f) => f.includes(userId))).toBe(true);
    expect(filesUnder(blobs).some((f) => f.includes(run_id))).toBe(true);
    expect(filesUnder(blobs).some((f) => f.startsWith(`annotations${path.sep}${userId}`))).toBe(true);

    const refused = await t.post('user/delete_account', { password: 'not-my-password' }, token);
    expect(refused.statusCode).toBe(403);
    const deleted = await t.post('user/delete_account', { password: 'first-password-1' }, token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Signed out everywhere, and the login fails.
    expect((await t.post('auth/verify', {}, token)).statusCode).toBe(401);
    expect((await t.post('auth/refresh', undefined, seeker.refresh_token)).statusCode).toBe(401);
    expect((await t.post('auth/login', { email: seeker.email, password: 'first-password-1' })).statusCode).toBe(401);
    // Every former key answers 404, even to a new account on the same e-mail.
    const again = await t.signup(seeker.email, 'first-password-1');
    expect((await t.post('user/fetch_resume', { key }, again.access_token)).statusCode).toBe(404);
    expect((await t.post('user/resume_versions', { key }, again.access_token)).statusCode).toBe(404);
    // No row and no file of the user remains.
    const db = t.ctx.db.kysely;
    for (const table of ['resumes', 'resume_versions', 'token_ledger', 'refresh_tokens', 'shortlist_runs'] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(await db.selectFrom('users').select('id').where('id', '=', userId).execute()).toHaveLength(0);
    expect(filesUnder(blobs).filter((f) => f.includes(userId) || f.includes(run_id))).toEqual([]);
    expect(await db.selectFrom('shortlist_items').select('id').where('run_id', '=', run_id).execute()).toHaveLength(0);
    // The application stays with the recruiter.
    const applications = await t.post('recruiter/applications', { job_id }, recruiter.access_token);
    expect(applications.json<{ applications: unknown[] }>().applications).toHaveLength(1);
    // The audit row: who (an id), when, what, and nothing personal.
    const audit = await db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.removed)).toMatchObject({
      resumes: 1,
      resume_versions: 2,
      original_files: 1,
      shortlist_runs: 1,
      shortlist_items: 1,
    });
    // Ids are random letters (one read "sLFuYsADao…"), so only the other columns are searched for the person.
    const { id: _id, user_id: _userId, ...described } = audit[0]!;
    expect(Object.keys(described).sort()).toEqual(['deleted_at', 'removed']);
    expect(JSON.stringify(described)).not.toMatch(/ada|lovelace|example\.com/i);
  });

  it('lets a stolen access token guess the password only ten times in 15 minutes, change or delete alike', async () => {
    const { access_token } = await t.signup(undefined, 'first-password-1');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const guess = { current_password: `guess-number-${i}`, new_password: 'second-password-2' };
      codes.push((await t.post('user/change_password', guess, access_token)).statusCode);
      codes.push((await t.post('user/delete_account', { password: `guess-number-${i}` }, access_token)).statusCode);
    }
    expect(codes).toEqual(Array(10).fill(403));
    const over = await t.post('user/delete_account', { password: 'first-password-1' }, access_token);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBeTruthy();
    // The account is still there: the refused call deleted nothing.
    expect((await t.post('auth/verify', {}, access_token)).statusCode).toBe(200);
  });

  it('hides nothing from the contract: a wrong body is a 400 and no token is a 401', async () => {
    const { access_token } = await t.signup();
    expect((await t.post('user/delete_account', {}, access_token)).statusCode).toBe(400);
    expect((await t.post('user/export_data', {})).statusCode).toBe(401);
    expect((await t.post('user/sessions', {})).statusCode).toBe(401);
  });
});
