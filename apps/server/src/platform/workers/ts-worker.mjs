/**
 * Entry file of pool worker threads under tsx and vitest. Worker threads start without the
 * parent's TypeScript loader (vitest transforms in-process, and `node --import tsx` hooks are not
 * reliably inherited by workers), so this plain-JS file registers tsx itself; task-runner.mjs then
 * imports the requested .ts task module. The bundled server uses task-runner.mjs directly.
 */
import { register } from 'tsx/esm/api';

register();

export { default } from './task-runner.mjs';
