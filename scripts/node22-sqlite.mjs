/**
 * Preloaded (NODE_OPTIONS=--import) by scripts/test-node22.sh: when better-sqlite3 loads its addon
 * from node_modules/better-sqlite3/build (built for Node 20), load the copy built for this Node's
 * ABI instead (VITAE_SQLITE_ADDON). Any other Node, or any other addon, loads as usual.
 */
import path from 'node:path';

const addon = process.env.VITAE_SQLITE_ADDON;
if (addon && process.versions.modules === process.env.VITAE_SQLITE_ADDON_ABI) {
  const installed = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  const dlopen = process.dlopen.bind(process);
  process.dlopen = (module, filename, ...flags) =>
    dlopen(module, filename.endsWith(installed) ? addon : filename, ...flags);
}
