import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_CODES } from './failure-reasons';

const folder = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));

/** The text of the call opening at `open` (a "("), up to its closing ")"; strings skipped. */
function callAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') {
      const end = text.indexOf(char, i + 1);
      i = end < 0 ? text.length : end;
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/** Every custom rule of the contract: `.refine(…)`, `addIssue(…)`, `issues.push(…)`. */
function customRules(): { where: string; call: string }[] {
  return sources.flatMap(({ name, text }) =>
    [...text.matchAll(/\.refine\(|\.addIssue\(|\.issues\.push\(/g)].map((match) => {
      const open = (match.index ?? 0) + match[0].length - 1;
      const line = text.slice(0, open).split('\n').length;
      return { where: `${name}:${line}`, call: callAt(text, open) };
    }),
  );
}

describe('the contract’s custom rules', () => {
  it('each name a field code, so a refusal is worded in the reader’s language', () => {
    const rules = customRules();
    expect(rules.length).toBeGreaterThan(40);
    // A rule whose message comes from a helper with the code in it (a shared `endMessage`) or
    // that passes a code along (`{ fieldCode }`) names it too.
    const uncoded = rules.filter(
      ({ call }) => !/fieldCode|endMessage|outOfRange\(|params\b/.test(call),
    );
    expect(uncoded.map(({ where }) => where)).toEqual([]);
  });

  it('name only codes the errors namespace has a sentence for', () => {
    const named = sources.flatMap(({ text }) =>
      [...text.matchAll(/fieldCode: '(\w+)'|codedPattern\([^\n]*?, '(\w+)'\)/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect(named).toContain('time_format');
    expect(named.length).toBeGreaterThan(40);
    expect(
      named.filter((code) => !(FIELD_CODES as readonly string[]).includes(code ?? '')),
    ).toEqual([]);
  });
});
