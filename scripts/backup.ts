/**
 * `pnpm backup [--out FILE]` (one file with the database and the stored files, taken while the
 * stack runs) and `pnpm restore FILE` (into an empty data dir): docs/platform-services.md#backups.
 * backend/src/cli/backup.ts does the work; the first argument says which.
 */
import './lib/require-node';
import { runBackup, runRestore } from '../backend/src/cli/backup.ts';

const [command, ...argv] = process.argv.slice(2);
process.exitCode = await (command === 'restore' ? runRestore : runBackup)({
  argv,
  env: process.env,
  // pnpm runs scripts from the repository root; a relative FILE is the caller's.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  print: (line) => console.info(line),
  printError: (line) => console.error(line),
});
