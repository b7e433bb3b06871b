import type { AppContext } from '../platform/context.ts';
import type { UserRow } from '../platform/db/types.ts';
import type { ModelRef, VerifyResponse } from '@vitae/shared/api/auth';
import { listUserResumes } from '../resumes/service.ts';
import { listModels } from '../tailoring/list-models.ts';

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function buildVerifyResponse(ctx: AppContext, user: UserRow): Promise<VerifyResponse> {
  const models = listModels(ctx.config);
  const stored = parseJson<ModelRef | null>(user.default_model, null);
  const defaultModel =
    stored && models.some((m) => m.organization === stored.organization && m.model === stored.model)
      ? stored
      : models[0]!;
  return {
    name: user.name,
    email: user.email,
    models,
    actions: parseJson<string[]>(user.actions, []),
    user_type: user.user_type,
    default_model: defaultModel,
    tokens_left: user.tokens_left,
    user_resumes: await listUserResumes(ctx, user.id),
    default_resume: user.default_resume,
    has_password: user.password_hash !== null,
  };
}
