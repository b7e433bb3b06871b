import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { z } from 'zod';
import { invalidInput, routeDefiner, type Authenticate } from '../platform/http/route.ts';
import type { Resume } from '@vitae/shared/resume/schema';
import { AppError } from '../platform/errors.ts';
import {
  changeNicknameRequestSchema,
  createResumeRequestSchema,
  createResumeResponseSchema,
  exportResumeRequestSchema,
  fetchResumeResponseSchema,
  keyRequestSchema,
  restoreVersionRequestSchema,
  resumeVersionsResponseSchema,
  saveResumeRequestSchema,
} from '@vitae/shared/api/user';
import { toJsonResume } from '@vitae/shared/resume/json-resume';
import { importJsonResume } from '@vitae/shared/resume/json-resume-import';
import * as service from './service.ts';
import { confirmFieldsRequestSchema, confirmFieldsResponseSchema } from '@vitae/shared/api/documents';

/**
 * A JSON Resume document from outside. Anything it holds that a saved resume would not keep is a
 * 400 naming each loss, never a 200 that silently drops jobs (and never a 500).
 */
function readJsonResumeDocument(document: Record<string, unknown>): Resume {
  let imported: ReturnType<typeof importJsonResume>;
  try {
    imported = importJsonResume(document);
  } catch (error) {
    if (error instanceof z.ZodError) throw invalidInput(error);
    throw new AppError('invalid_input', 'json_resume: This JSON Resume document could not be read.');
  }
  if (imported.lost.length > 0) {
    throw new AppError(
      'invalid_input',
      `json_resume: Nothing was saved, because this file holds things a Vitae resume would not keep: ${imported.lost.join('; ')}. Complete or remove them and import the file again.`,
    );
  }
  return imported.resume;
}

export function registerResumeRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);

  define({
    path: 'user/save_resume',
    summary: 'Save edited content under a key (the previous version is kept)',
    auth: 'user',
    body: saveResumeRequestSchema,
    handler: async ({ body, user }) => ({ resume: await service.saveResume(ctx, user!.id, body.key, body.resume) }),
  });
  define({
    path: 'user/confirm_fields',
    summary: 'Mark parsed fields as checked by the person (they are no longer flagged for review)',
    auth: 'user',
    body: confirmFieldsRequestSchema,
    response: confirmFieldsResponseSchema,
    handler: async ({ body, user }) => ({
      to_check: await service.confirmFields(ctx, user!.id, body.key, body.fields),
    }),
  });
  define({
    path: 'user/change_nickname',
    summary: "Rename a resume's nickname",
    auth: 'user',
    body: changeNicknameRequestSchema,
    handler: async ({ body, user }) => {
      await service.changeNickname(ctx, user!.id, body.key, body.nickname);
      return { nickname: body.nickname };
    },
  });
  define({
    path: 'user/fetch_resume',
    summary: "A resume's content",
    auth: 'user',
    body: keyRequestSchema,
    response: fetchResumeResponseSchema,
    handler: async ({ body, user }) => ({ resume: await service.fetchResume(ctx, user!.id, body.key) }),
  });
  define({
    path: 'user/remove_resume',
    summary: 'Remove a resume (the default moves to the most recent remaining one)',
    auth: 'user',
    body: keyRequestSchema,
    handler: async ({ body, user }) => ({ default_resume: await service.removeResume(ctx, user!.id, body.key) }),
  });
  define({
    path: 'user/set_default_resume',
    summary: 'Make a resume the default (the one Generate tailors)',
    auth: 'user',
    body: keyRequestSchema,
    handler: async ({ body, user }) => {
      await service.setDefaultResume(ctx, user!.id, body.key);
      return { default_resume: body.key };
    },
  });
  define({
    path: 'user/create_new_resume',
    summary: 'Create a resume from content or a JSON Resume document',
    auth: 'user',
    body: createResumeRequestSchema,
    response: createResumeResponseSchema,
    handler: async ({ body, user }) => {
      const resume = body.json_resume ? readJsonResumeDocument(body.json_resume) : body.resume;
      if (!resume) throw new AppError('invalid_input', 'resume: Send the resume content or a JSON Resume document.');
      return service.createResume(ctx, user!.id, { resume, filename: body.filename, nickname: body.nickname });
    },
  });
  define({
    path: 'user/resume_versions',
    summary: 'Saved versions of a resume, newest first',
    auth: 'user',
    body: keyRequestSchema,
    response: resumeVersionsResponseSchema,
    handler: async ({ body, user }) => ({ versions: await service.listVersions(ctx, user!.id, body.key) }),
  });
  define({
    path: 'user/restore_version',
    summary: 'Restore an earlier version (saved as a new version)',
    auth: 'user',
    body: restoreVersionRequestSchema,
    response: fetchResumeResponseSchema,
    handler: async ({ body, user }) => ({
      resume: await service.restoreVersion(ctx, user!.id, body.key, body.version),
    }),
  });
  define({
    path: 'user/export_resume',
    summary: 'Export a resume as JSON Resume',
    auth: 'user',
    body: exportResumeRequestSchema,
    handler: async ({ body, user }) => toJsonResume(await service.fetchResume(ctx, user!.id, body.key)),
  });
}
