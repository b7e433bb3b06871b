import { zipSync, type Zippable } from 'fflate';
import type { AppContext } from '../platform/context.ts';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { toJsonResume } from '@vitae/shared/resume/json-resume';
import { requireUser } from '../auth/service.ts';
import { readAnnotatedPdf } from '../annotations/service.ts';
import { renderCached } from '../rendering/render-cached.ts';
import { DEFAULT_TEMPLATE, isTemplateName } from '../rendering/templates.ts';

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/json': 'json',
};
/** Folder and file names from what people typed: safe on every system, and never two alike. */
const safeName = (text: string) => text.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'file';

/**
 * Everything Vitae holds about a person, as one zip (GDPR articles 15 and 20): the account and
 * its settings, every resume in JSON Resume and in Vitae's own JSON with every saved version, the
 * original uploaded files, each resume rendered as PDF (and the annotated copy the viewer kept), the applications sent, the token ledger
 * and the messages sent to support. PDFs and originals are stored, the JSON compressed.
 */
export async function exportUserData(ctx: AppContext, userId: string): Promise<Uint8Array> {
  const db = ctx.db.kysely;
  const user = await requireUser(ctx, userId);
  const files: Zippable = {};
  files['account.json'] = json({
    name: user.name,
    email: user.email,
    user_type: user.user_type,
    sign_in: user.password_hash ? 'password' : 'google',
    tokens_left: user.tokens_left,
    default_resume: user.default_resume,
    default_model: user.default_model ? (JSON.parse(user.default_model) as unknown) : null,
    actions: JSON.parse(user.actions) as unknown,
    created_at: user.created_at,
    exported_at: new Date().toISOString(),
  });

  const resumes = await db
    .selectFrom('resumes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  for (const row of resumes) {
    const folder = `resumes/${safeName(row.nickname)}-${row.id}`;
    const resume = resumeSchema.parse(JSON.parse(row.content));
    files[`${folder}/resume.json`] = json({
      id: row.id,
      nickname: row.nickname,
      file_name: row.file_name,
      template: row.template,
      version: row.version,
      created_at: row.created_at,
      updated_at: row.updated_at,
      resume,
    });
    files[`${folder}/json-resume.json`] = json(toJsonResume(resume));
    const versions = await db
      .selectFrom('resume_versions')
      .select(['version', 'content', 'saved_at'])
      .where('user_id', '=', userId)
      .where('resume_id', '=', row.id)
      .orderBy('version')
      .execute();
    for (const version of versions) {
      files[`${folder}/versions/${version.version}.json`] = json({
        version: version.version,
        saved_at: version.saved_at,
        resume: JSON.parse(version.content) as unknown,
      });
    }
    if (row.original_blob) {
      const original = await ctx.blobs.get(row.original_blob);
      const extension = EXTENSIONS[row.original_type ?? ''] ?? 'bin';
      if (original) files[`${folder}/original.${extension}`] = [original, { level: 0 }];
    }
    const template = isTemplateName(row.template) ? row.template : DEFAULT_TEMPLATE;
    files[`${folder}/${safeName(row.file_name)}.pdf`] = [
      await renderCached(ctx, userId, resume, template),
      { level: 0 },
    ];
    const annotated = await readAnnotatedPdf(ctx, userId, row.id);
    if (annotated) files[`${folder}/annotated.pdf`] = [annotated, { level: 0 }];
  }

  const applications = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_row_id')
    .select([
      'applications.id',
      'applications.name',
      'applications.email',
      'applications.file_name',
      'applications.blob_key',
      'applications.created_at',
      'jobs.job_id',
      'jobs.title',
      'jobs.company',
    ])
    .where('applications.email', '=', user.email)
    .orderBy('applications.created_at')
    .execute();
  files['applications.json'] = json(
    applications.map(({ blob_key: _key, ...application }) => ({
      ...application,
      file: `applications/${application.id}-${safeName(application.file_name)}`,
    })),
  );
  for (const application of applications) {
    const bytes = await ctx.blobs.get(application.blob_key);
    if (bytes) files[`applications/${application.id}-${safeName(application.file_name)}`] = [bytes, { level: 0 }];
  }

  files['token-ledger.json'] = json(
    await db
      .selectFrom('token_ledger')
      .select(['delta', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  );
  files['messages.json'] = json(
    await db
      .selectFrom('messages')
      .select(['kind', 'email', 'body', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  );
  return zipSync(files, { level: 6 });
}
