import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import { RESUME_FILE_TYPES } from '@vitae/shared/limits';
import { sniffResumeType } from '../parsing/sniff-type.ts';
import { findJobByPublicId } from './store.ts';
import { DEMO_PORTAL, takesApplicationsHere } from './service.ts';

export const DEMO_APPLICATION_MESSAGE =
  'Application submitted successfully. This is a demo posting: your application is stored for the Vitae demo recruiter and reaches no employer.';

/**
 * Stores an application: the job must exist, take applications here and be open, the file must be a PDF or DOCX by its
 * bytes (not its name), and one e-mail applies once per posting. The file is written before the
 * row and removed again if the row cannot be written, so nothing is left half-stored.
 */
export async function applyToJob(
  ctx: AppContext,
  fields: { email: string; name: string; job_id: string },
  file: { name: string; bytes: Uint8Array },
): Promise<{ isDemo: boolean }> {
  const job = await findJobByPublicId(ctx.db.kysely, fields.job_id);
  if (!job) throw new AppError('not_found', 'Job not found');
  // Imported postings take applications on their own site; their page links there instead of a form.
  if (!takesApplicationsHere(job.portal)) {
    throw new AppError('conflict', 'This job takes applications on its own site. Use the link on the job page.');
  }
  if (job.state !== 'open') throw new AppError('conflict', 'This job is closed and no longer takes applications.');
  const kind = sniffResumeType(file.bytes);
  if (kind !== 'pdf' && kind !== 'docx') {
    throw new AppError('unsupported_type', 'Attach your resume as a PDF or a Word document (.docx).');
  }
  const email = fields.email.toLowerCase();
  const duplicate = await ctx.db.kysely
    .selectFrom('applications')
    .select('id')
    .where('job_row_id', '=', job.id)
    .where('email', '=', email)
    .executeTakeFirst();
  if (duplicate) throw new AppError('conflict', 'You have already applied to this job with this e-mail address.');
  const id = newId();
  const blobKey = `applications/${job.id}/${id}`;
  await ctx.blobs.put(blobKey, file.bytes);
  try {
    await ctx.db.kysely
      .insertInto('applications')
      .values({
        id,
        job_row_id: job.id,
        name: fields.name,
        email,
        blob_key: blobKey,
        file_name: file.name.slice(0, 200) || `resume.${kind}`,
        content_type: RESUME_FILE_TYPES[kind],
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    await ctx.blobs.delete(blobKey);
    const again = await ctx.db.kysely
      .selectFrom('applications')
      .select('id')
      .where('job_row_id', '=', job.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (again) throw new AppError('conflict', 'You have already applied to this job with this e-mail address.');
    throw error;
  }
  return { isDemo: job.portal === DEMO_PORTAL };
}
