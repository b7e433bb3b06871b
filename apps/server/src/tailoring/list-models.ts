import type { Config } from '../platform/config.ts';
import type { TailorEngine } from './engine.ts';
import { createLocalEngine } from './local-engine.ts';
import { createModelEngine, type ModelEndpoint } from './model-engine.ts';
import { AppError } from '../platform/errors.ts';

export interface ModelChoice {
  organization: string;
  model: string;
}

export const LOCAL_MODEL: ModelChoice = { organization: 'vitae', model: 'local' };

type AiConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_MODEL' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'ANTHROPIC_BASE_URL' | 'ANTHROPIC_API_KEY'
>;

/** The model endpoint the environment configures, if any ('local' or no AI_MODEL means none). */
export function readModelEndpoints(config: AiConfig): ModelEndpoint[] {
  if (config.AI_PROVIDER === 'local' || !config.AI_MODEL) return [];
  if (config.AI_PROVIDER === 'anthropic') {
    return [
      {
        provider: 'anthropic',
        organization: 'anthropic',
        model: config.AI_MODEL,
        baseURL: config.ANTHROPIC_BASE_URL,
        apiKey: config.ANTHROPIC_API_KEY,
      },
    ];
  }
  const baseURL = config.OPENAI_BASE_URL ?? (config.AI_PROVIDER === 'openai' ? 'https://api.openai.com/v1' : undefined);
  if (!baseURL) return [];
  const organization = config.AI_PROVIDER === 'openai' ? 'openai' : 'openai-compatible';
  return [
    { provider: 'openai-compatible', organization, model: config.AI_MODEL, baseURL, apiKey: config.OPENAI_API_KEY },
  ];
}

/** The models a user may pick: always the local engine first, then the configured endpoints. */
export function listModels(config: AiConfig): ModelChoice[] {
  return [
    LOCAL_MODEL,
    ...readModelEndpoints(config).map((e) => ({ organization: e.organization ?? e.provider, model: e.model })),
  ];
}

/** The engine for a user's chosen model; an unknown choice is a 400 (code 'unknown_model'). */
export function createTailorEngine(config: AiConfig, choice: ModelChoice = LOCAL_MODEL): TailorEngine {
  if (choice.organization === LOCAL_MODEL.organization && choice.model === LOCAL_MODEL.model)
    return createLocalEngine();
  const endpoint = readModelEndpoints(config).find(
    (e) => (e.organization ?? e.provider) === choice.organization && e.model === choice.model,
  );
  if (!endpoint)
    throw new AppError('bad_request', `Unknown model ${choice.organization}/${choice.model}.`, {
      code: 'unknown_model',
    });
  return createModelEngine(endpoint);
}
