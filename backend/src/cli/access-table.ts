/**
 * Prints the access table of every registered function action; with --write, puts it into
 * docs/auth.md between its markers. Run from the repository root:
 *   npx tsx backend/src/cli/access-table.ts [--write]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import { renderAccessTable, withTable } from '../functions/access-table.ts';
import { createFunctionRegistry } from '../functions/index.ts';

export const authDocsPath = join(repoRoot, 'docs', 'auth.md');

async function main(): Promise<void> {
  const table = renderAccessTable(createFunctionRegistry());
  if (!process.argv.includes('--write')) {
    process.stdout.write(`${table}\n`);
    return;
  }
  await writeFile(authDocsPath, withTable(await readFile(authDocsPath, 'utf8'), table));
  console.info(`Updated the access table in ${authDocsPath}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
