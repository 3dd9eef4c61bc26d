import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { renderAccessTable, tableInDocs } from './access-table.ts';
import { createFunctionRegistry } from './index.ts';
import { createRegistry, defineAction, defineFunction } from './registry.ts';

describe('the access table in docs/auth.md', () => {
  it('lists exactly the registered actions with their access rules', async () => {
    const docs = await readFile(join(repoRoot, 'docs', 'auth.md'), 'utf8');
    const expected = renderAccessTable(createFunctionRegistry());
    expect(
      tableInDocs(docs),
      `docs/auth.md must hold this table between its access-table markers (run ` +
        `"npx tsx backend/src/cli/access-table.ts --write" to update it):\n\n${expected}\n`,
    ).toBe(expected);
  });

  it('is rendered from the registry, one sorted row per action', () => {
    const noop = () => ({});
    const registry = createRegistry([
      defineFunction('things', {
        sign_in: defineAction({
          access: 'public',
          output: anyAnswer,
          credentialsInPayload: true,
          handler: noop,
        }),
        remove: defineAction({ access: 'super_admin', output: anyAnswer, handler: noop }),
      }),
    ]);
    expect(renderAccessTable(registry).split('\n')).toEqual([
      '| function | action | access | who may call |',
      '|---|---|---|---|',
      '| `things` | `remove` | `super_admin` | signed-in `super_admin` only |',
      '| `things` | `sign_in` | `public` | anyone with the public key; the Authorization header ' +
        'is not read |',
    ]);
  });
});
