import { resolve } from 'node:path';

/**
 * The backend package's folder: the parent of this module's folder. It is the same whether the
 * backend runs from its sources (`src/package-root.ts`) or from its build (`dist/main.mjs`, one
 * bundle one folder down), so files shipped beside the code (`migrations/`) are found by both.
 */
export const packageRoot = resolve(import.meta.dirname, '..');
