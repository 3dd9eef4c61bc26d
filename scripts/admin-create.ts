/**
 * `pnpm admin:create`: creates an admin (or, with --super, a super_admin) in the backend's
 * database. `pnpm admin:create --help` lists the options; backend/src/cli/admin-create.ts
 * does the work.
 */
import './lib/require-node';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { runAdminCreate } from '../backend/src/cli/admin-create.ts';

/** Asks at the terminal; a secret answer is not echoed. */
async function ask(question: string, { isSecret = false } = {}): Promise<string> {
  let isMuted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!isMuted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    isMuted = isSecret;
    const answer = await terminal.question('');
    if (isSecret) process.stdout.write('\n');
    return answer;
  } finally {
    terminal.close();
  }
}

process.exitCode = await runAdminCreate({
  argv: process.argv.slice(2),
  env: process.env,
  isInteractive: process.stdin.isTTY === true && process.stdout.isTTY === true,
  ask,
  print: (line) => console.info(line),
  printError: (line) => console.error(line),
});
