import type { Config } from '../platform/config.ts';
import type { ModelRef } from '@vitae/shared/api/auth';

/** The built-in engine first, then the language model configured by env, if any. */
export function modelCatalogue(config: Config): ModelRef[] {
  const models: ModelRef[] = [{ organization: 'vitae', model: 'local' }];
  if (config.AI_PROVIDER !== 'local' && config.AI_MODEL) {
    models.push({ organization: config.AI_PROVIDER, model: config.AI_MODEL });
  }
  return models;
}
