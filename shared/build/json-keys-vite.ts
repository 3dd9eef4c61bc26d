/**
 * The build's `json-keys-loader.cjs` for Vite (the unit tests): `en.json?keys=leads&strings`
 * is that part of the file under vitest too, as in the bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cut = require('./json-keys-loader.cjs') as (
  this: { resourceQuery: string; resourcePath: string },
  source: string,
) => string;

export function jsonKeysPlugin() {
  return {
    name: 'atelier:json-keys',
    enforce: 'pre' as const,
    load(id: string) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.json') || !/(?:^|&)(?:keys|omit)=/.test(query)) return null;
      const strings = cut.call(
        { resourceQuery: `?${query}`, resourcePath: file },
        readFileSync(file, 'utf8'),
      );
      return `export default ${strings};`;
    },
  };
}
