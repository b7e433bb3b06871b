/**
 * Whether this code runs from the JavaScript bundle (apps/server/bin/bundle.mjs replaces this
 * module there): the build's folder and, by path under apps/server/src, the bundled file of each
 * worker task module (`*-task.ts`). Null under tsx and vitest, where task modules load as TypeScript.
 */
export const bundle: { dir: URL; tasks: Readonly<Record<string, string>> } | null = null;
