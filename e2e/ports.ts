/**
 * Ports of the two servers the browser tests start. E2E_PORT moves them all (spec files start their own servers at MAIN_PORT + 10…20), so two suites can run on
 * one machine at the same time (e.g. E2E_PORT=3140 npm run test:e2e).
 */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose access tokens expire after 2 s, for the transparent-refresh test. */
export const SHORT_TOKEN_PORT = MAIN_PORT + 1;
