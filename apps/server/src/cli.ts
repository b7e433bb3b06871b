/**
 * The `vitae` command: `npm run vitae -- <command> …`. Each feature contributes its commands;
 * this file only dispatches, so a command's code lives beside the feature it drives.
 */
import { commandLoaders } from './cli-commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name === undefined ? undefined : Object.hasOwn(commandLoaders, name) ? commandLoaders[name] : undefined;
  if (!load) {
    console.log('Usage: vitae <command> [options]\n\nCommands:');
    for (const c of await Promise.all(Object.values(commandLoaders).map((l) => l())))
      console.log(`  ${c.name.padEnd(12)} ${c.summary}`);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  return (await load()).run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
