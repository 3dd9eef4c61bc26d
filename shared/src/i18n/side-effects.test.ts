import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every source file of `shared/src`, tests aside. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("shared's side effects", () => {
  it('lists every module that registers a namespace as it loads (else the bundler drops the call)', () => {
    const listed = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects: string[] }
    ).sideEffects;
    const registering = sources(path.join(root, 'src'))
      .filter((file) => /^registerNamespace\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => `./${path.relative(root, file).split(path.sep).join('/')}`);
    expect(registering).toContain('./src/i18n/common.ts');
    for (const file of registering) expect(listed, file).toContain(file);
  });
});
