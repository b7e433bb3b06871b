import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { resumeSchema } from '@vitae/shared/resume/schema';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { AppError } from '../platform/errors.ts';
import {
  confirmSkillRequestSchema,
  confirmSkillResponseSchema,
  generateRequestSchema,
  generateResponseSchema,
  saveToYourResumesRequestSchema,
} from '@vitae/shared/api/tailoring';
import { createResumeResponseSchema } from '@vitae/shared/api/user';
import { requireUser } from '../auth/service.ts';
import { createResume, fetchResume, findResumeRow, listUserResumes, saveResume } from '../resumes/service.ts';
import { parseInIsolation } from '../parsing/run-isolated.ts';
import { addConfirmedSkill } from './confirm-skill.ts';
import { checkAts, countPdfPages } from './ats-findings.ts';
import { debitTokens } from '../tokens/ledger.ts';
import { renderCached } from '../rendering/render-cached.ts';
import { createTailorEngine, listModels, LOCAL_MODEL, type ModelChoice } from './list-models.ts';
import { tailorResume, type TailorResult } from './tailor-resume.ts';
import type { TailorTaskInput } from './tailor-task.ts';
import { getWorkerPool } from '../platform/workers/shared-pool.ts';

function chosenModel(ctx: AppContext, stored: string | null): ModelChoice {
  try {
    const choice = stored ? (JSON.parse(stored) as ModelChoice) : LOCAL_MODEL;
    return listModels(ctx.config).some((m) => m.organization === choice.organization && m.model === choice.model)
      ? choice
      : LOCAL_MODEL;
  } catch {
    return LOCAL_MODEL;
  }
}

const TAILOR_TASK = new URL('./tailor-task.ts', import.meta.url);

/**
 * Tailors with the CPU work in the worker pool: the local engine runs there whole; for a model the
 * balance check (counting the input's tokens) runs there, and the model call is network time here.
 */
async function tailorOffThread(ctx: AppContext, choice: ModelChoice, task: TailorTaskInput): Promise<TailorResult> {
  const pool = getWorkerPool();
  const label = 'Tailoring the resume';
  if (choice.organization === LOCAL_MODEL.organization && choice.model === LOCAL_MODEL.model) {
    return pool.run<TailorResult>({ module: TAILOR_TASK, name: 'tailorWithLocalEngine', input: task, label });
  }
  const engine = createTailorEngine(ctx.config, choice);
  await pool.run<number>({ module: TAILOR_TASK, name: 'checkInputCost', input: task, label });
  return tailorResume(engine, task.input);
}

export function registerTailoringRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);

  define({
    path: 'generate',
    summary:
      'Tailor a resume (the default when key is left out) to a job description; tokens are debited only when something changed',
    auth: 'user',
    body: generateRequestSchema,
    response: generateResponseSchema,
    handler: async ({ body, user: auth }) => {
      const user = await requireUser(ctx, auth!.id);
      const key = body.key ?? user.default_resume;
      if (!key) {
        throw new AppError(
          'invalid_input',
          'Choose a default resume first: upload or create one, then set it as default on Home.',
        );
      }
      if (user.tokens_left <= 0) {
        throw new AppError('payment_required', 'You have no tokens left. Buy more tokens to tailor resumes.');
      }
      const source = await findResumeRow(ctx, user.id, key);
      const others = Object.keys(await listUserResumes(ctx, user.id)).filter((k) => k !== source.id);
      const otherResumes = await Promise.all(others.slice(0, 10).map((k) => fetchResume(ctx, user.id, k)));
      const result = await tailorOffThread(ctx, chosenModel(ctx, user.default_model), {
        input: { resume: source.resume, jobDescription: body.job_description, actions: body.actions, otherResumes },
        now: new Date().toISOString(),
        tokensLeft: user.tokens_left,
      });
      const unchanged = isDeepStrictEqual(resumeSchema.parse(source.resume), result.resume);
      if (unchanged && body.actions.every((a) => a === 'Add Projects')) {
        throw new AppError(
          'invalid_input',
          'None of your other resumes has a project that fits this job, so there is nothing to add. No tokens were spent.',
          { code: 'nothing_to_add' },
        );
      }
      const template = body.template ?? (source.template as 'classic' | 'modern' | 'compact');
      const pdf = await renderCached(ctx, user.id, result.resume, template);
      // Round trip: our own parser reads the generated PDF back (a failure is a finding, not an error).
      const readBack = await parseInIsolation(pdf, { owner: user.id })
        .then((parsed) => parsed.resume)
        .catch(() => null);
      const ats = checkAts({
        resume: result.resume,
        jobDescription: body.job_description,
        pages: countPdfPages(pdf),
        readBack,
      });
      // Debit last: a failed model call or render spends nothing, and neither does a resume left as it was.
      const usage = unchanged ? 0 : result.usage.total;
      const tokensLeft = unchanged
        ? (await requireUser(ctx, user.id)).tokens_left
        : await debitTokens(ctx.db.kysely, user.id, usage, 'generate');
      return {
        usage,
        resume: Buffer.from(pdf).toString('base64'),
        generatedResume: result.resume,
        report: { ...result.report, ats },
        tokens_left: tokensLeft,
      };
    },
  });
  define({
    path: 'user/confirm_skill',
    summary:
      '"I have this": add a skill the job asks for, with a line of evidence, to a resume (the default when key is left out)',
    auth: 'user',
    body: confirmSkillRequestSchema,
    response: confirmSkillResponseSchema,
    handler: async ({ body, user: auth }) => {
      const user = await requireUser(ctx, auth!.id);
      const key = body.key ?? user.default_resume;
      if (!key) {
        throw new AppError(
          'invalid_input',
          'Choose a default resume first: upload or create one, then set it as default on Home.',
        );
      }
      const source = await fetchResume(ctx, user.id, key);
      const resume = await saveResume(ctx, user.id, key, addConfirmedSkill(source, body.skill, body.evidence));
      return { key, resume };
    },
  });
  define({
    path: 'user/save_to_your_resumes',
    summary: 'Save a generated resume as a new resume',
    auth: 'user',
    body: saveToYourResumesRequestSchema,
    response: createResumeResponseSchema,
    handler: async ({ body, user: auth }) => {
      const user = await requireUser(ctx, auth!.id);
      const date = new Date().toISOString().slice(0, 10);
      return createResume(ctx, user.id, {
        resume: body.resume,
        filename: body.filename ?? `${user.name.trim().replace(/\s+/g, '_') || 'Resume'}_Tailored`,
        nickname: body.nickname ?? `tailored-${date}`,
      });
    },
  });
}
