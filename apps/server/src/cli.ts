/**
 * The `vitae` command: `npm run vitae -- <command> …`. Each feature contributes its commands;
 * this file only dispatches, so a command's code lives beside the feature it drives.
 */
import { commands } from './cli-commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.log('Usage: vitae <command> [options]\n\nCommands:');
    for (const c of commands) console.log(`  ${c.name.padEnd(12)} ${c.summary}`);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  return command.run(rest);
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
