import type { LanguageModel } from 'ai';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { AppError } from '../platform/errors.ts';
import { countTokens } from './count-tokens.ts';
import type { TailorEngine } from './engine.ts';
import { buildSystemPrompt, buildUserPrompt } from './model-prompt.ts';

/** One configured language model endpoint. */
export interface ModelEndpoint {
  provider: 'openai-compatible' | 'anthropic';
  model: string;
  baseURL?: string;
  apiKey?: string;
  /** The name shown in the model picker; defaults to the provider. */
  organization?: string;
  /** Per attempt; there is one retry. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const ATTEMPTS = 2;

/** A model call that failed (unreachable, timed out, error status, output not a resume). Maps to 502. */
export class ModelFailedError extends AppError {
  constructor(message: string, cause?: unknown) {
    super('upstream_failed', message, { code: 'model_failed', cause });
    this.name = 'ModelFailedError';
  }
}

/** The AI SDK and its providers (megabytes of code) load with the first model call, not with every server. */
async function createLanguageModel(endpoint: ModelEndpoint): Promise<LanguageModel> {
  if (endpoint.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return createAnthropic({ baseURL: endpoint.baseURL, apiKey: endpoint.apiKey ?? '' })(endpoint.model);
  }
  if (!endpoint.baseURL) throw new ModelFailedError('The model endpoint has no base URL.');
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: endpoint.baseURL,
    apiKey: endpoint.apiKey,
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(endpoint.model);
}

/**
 * A tailoring engine backed by a language model. The output must parse as a resume (the SDK
 * validates it against the shared schema); each attempt has its own timeout, a failed attempt is
 * retried once, and a second failure throws ModelFailedError. The guard runs on the result later.
 */
export function createModelEngine(endpoint: ModelEndpoint): TailorEngine {
  return {
    name: `${endpoint.organization ?? endpoint.provider}/${endpoint.model}`,
    canRevise: true,
    async tailor(input) {
      const model = await createLanguageModel(endpoint);
      const { generateText, Output } = await import('ai');
      const system = buildSystemPrompt(input.actions);
      const prompt = buildUserPrompt(input.resume, input.jobDescription, input.otherResumes, input.refusals);
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const result = await generateText({
            model,
            system,
            prompt,
            output: Output.object({ schema: resumeSchema, name: 'resume' }),
            temperature: 0.2,
            // Strict mode demands every field be required; the resume has optional ones (github, website).
            providerOptions: { openaiCompatible: { strictJsonSchema: false } },
            maxRetries: 0,
            timeout: endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          });
          const resume = resumeSchema.parse(result.output);
          // The provider's own count is what is charged; only a provider that reports none is estimated.
          const inputTokens = result.usage.inputTokens ?? countTokens(system + prompt);
          const outputTokens = result.usage.outputTokens ?? countTokens(JSON.stringify(resume));
          return { resume, usage: { inputTokens, outputTokens, total: inputTokens + outputTokens } };
        } catch (error) {
          lastError = error;
        }
      }
      const reason = lastError instanceof Error ? lastError.message : String(lastError);
      throw new ModelFailedError(`The model did not return a usable resume: ${reason}`, lastError);
    },
  };
}
