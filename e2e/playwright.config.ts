import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { MAIN_PORT, SHORT_TOKEN_PORT } from './ports.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(`\n!!!!!!!!!!\n!!! ${CHROMIUM} does not exist: every browser test is SKIPPED.\n!!!!!!!!!!\n`);
}

const repoRoot = path.resolve(import.meta.dirname, '..');

function startServer(port: number, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node apps/server/bin/serve.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `vitae-e2e-${port}-`)),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every test signs up a fresh user from the same address.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: '.',
  // Without Chromium only the file that reports the skip runs.
  testMatch: hasChromium ? '*.spec.ts' : 'chromium-missing.spec.ts',
  testIgnore: hasChromium ? 'chromium-missing.spec.ts' : undefined,
  outputDir: path.join(repoRoot, 'test-results'),
  // One browser per two cores: two Chromiums with their PDF previews, two servers and the parse
  // children on a 2-core machine took turns so long that time-bound steps failed (the same specs
  // pass alone, and pass together, faster in total, with one worker).
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: hasChromium
    ? [startServer(MAIN_PORT), startServer(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL_SECONDS: '2' })]
    : undefined,
});
