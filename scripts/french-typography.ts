/**
 * French typography of the product's French texts (issue 34): a narrow no-break space (U+202F)
 * before `; : ! ?` and inside « », the typographic apostrophe (’). Checks every French locale
 * JSON and the French e-mail templates; `--write` fixes them in place.
 *
 *   npx tsx scripts/french-typography.ts          # lists violations, exits 1 if any
 *   npx tsx scripts/french-typography.ts --write  # fixes them
 *
 * Placeholders (`{{x}}`, `$t(x)`), HTML tags, URLs, times (`10:30`) and `::` are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NNBSP = '\u202F';

/** What the fixer never changes: it is code, not prose. */
const PROTECTED = new RegExp(
  [
    String.raw`\{\{[^}]*\}\}`, // i18next / mustache placeholders, `{{#section}}`
    String.raw`\$t\([^)]*\)`, // i18next nesting
    '</?[a-zA-Z][^<>]*>', // HTML tags and their attributes
    String.raw`\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s«»"]*`, // URLs
    String.raw`\b(?:mailto|tel|https?):[^\s«»"]*`,
    String.raw`\d{1,2}:\d{2}`, // times
    '::',
  ].join('|'),
  'g',
);

// Protected segments stand in the text as one private-use character each while the rules run.
const SENTINEL_BASE = 0xe000;
const SENTINEL = String.raw`\uE000-\uF8FF`;
/** What may stand before `; : ! ?`: the end of a word, a number, a closing mark, a placeholder. */
const BEFORE = String.raw`[\p{L}\p{N})\]»”’…%°${SENTINEL}]`;
/** What may follow them: the end of the sentence or of the clause. */
const AFTER = String.raw`(?=[\s"'»”’)\].,…!?${SENTINEL}]|$)`;

const RULES: [RegExp, string][] = [
  [new RegExp(`(${BEFORE})[ \\u00A0]?([;:!?])${AFTER}`, 'gu'), `$1${NNBSP}$2`],
  [/«[ \u00A0\u202F]*/g, `«${NNBSP}`],
  [/[ \u00A0\u202F]*»/g, `${NNBSP}»`],
  [new RegExp(`(?<=\\p{L})'(?=[\\p{L}${SENTINEL}])`, 'gu'), '’'],
];

/** One French text with its typography fixed. */
export function fixFrench(text: string): string {
  const kept: string[] = [];
  let masked = text.replace(PROTECTED, (match) => {
    kept.push(match);
    return String.fromCharCode(SENTINEL_BASE + kept.length - 1);
  });
  for (const [pattern, replacement] of RULES) masked = masked.replace(pattern, replacement);
  return masked.replace(
    new RegExp(`[${SENTINEL}]`, 'g'),
    (c) => kept[c.charCodeAt(0) - SENTINEL_BASE] ?? c,
  );
}

export interface Violation {
  file: string;
  line: number;
  text: string;
  fixed: string;
}

interface Literal {
  /** Offsets of the literal in the file, quotes included. */
  start: number;
  end: number;
  value: string;
}

/** The string values of a JSON file (its keys are names, not prose). */
function jsonLiterals(source: string): Literal[] {
  const literals: Literal[] = [];
  for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"(\s*:)?/g)) {
    if (match[2]) continue;
    const raw = `"${match[1]}"`;
    literals.push({ start: match.index, end: match.index + raw.length, value: JSON.parse(raw) });
  }
  return literals;
}

const TS_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };

/** The quoted strings of a TypeScript module, comments skipped (no `${}` in its templates). */
function tsLiterals(source: string): Literal[] {
  const literals: Literal[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let value = '';
      let j = i + 1;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') {
          const next = source[j + 1] ?? '';
          value += TS_ESCAPES[next] ?? next;
          j += 2;
        } else value += source[j++];
      }
      literals.push({ start: i, end: j + 1, value });
      i = j + 1;
    } else i++;
  }
  return literals;
}

function encodeTs(value: string, quote: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/** The file with its French texts fixed, and what was wrong in it. */
export function fixFile(file: string, source: string): { fixed: string; violations: Violation[] } {
  const isJson = file.endsWith('.json');
  const violations: Violation[] = [];
  let fixed = '';
  let last = 0;
  for (const literal of isJson ? jsonLiterals(source) : tsLiterals(source)) {
    const value = fixFrench(literal.value);
    if (value === literal.value) continue;
    const line = source.slice(0, literal.start).split('\n').length;
    violations.push({ file, line, text: literal.value, fixed: value });
    const quote = source[literal.start] ?? '"';
    fixed +=
      source.slice(last, literal.start) + (isJson ? JSON.stringify(value) : encodeTs(value, quote));
    last = literal.end;
  }
  return { fixed: fixed + source.slice(last), violations };
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The French mail templates, one module a feature; the locale JSONs are found by name. */
const FRENCH_TEMPLATES = 'backend/src/mail/templates/fr';
const frenchModules = (root: string): string[] =>
  readdirSync(path.join(root, FRENCH_TEMPLATES))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(FRENCH_TEMPLATES, name));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'e2e', 'coverage']);

/** Every French locale JSON (`…/locales/fr.json`, `…/i18n/errors/fr.json`), repo-relative. */
export function frenchFiles(root = REPO_ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      } else if (/^fr(?:[-.][\w-]+)?\.json$/.test(entry.name) && /(locales|i18n)/.test(dir)) {
        found.push(rel);
      }
    }
  };
  walk('.');
  return [...found.map((file) => path.normalize(file)), ...frenchModules(root)].sort();
}

export function checkAll(root = REPO_ROOT, write = false): Violation[] {
  const violations: Violation[] = [];
  for (const file of frenchFiles(root)) {
    const absolute = path.join(root, file);
    const source = readFileSync(absolute, 'utf8');
    const result = fixFile(file, source);
    violations.push(...result.violations);
    if (write && result.violations.length > 0) writeFileSync(absolute, result.fixed);
  }
  return violations;
}

const show = (text: string): string => JSON.stringify(text).replaceAll(NNBSP, '⍽');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const write = process.argv.includes('--write');
  const violations = checkAll(REPO_ROOT, write);
  for (const v of violations)
    console.info(`${v.file}:${v.line}\n  - ${show(v.text)}\n  + ${show(v.fixed)}`);
  console.info(
    `${violations.length} French text(s) ${write ? 'fixed' : 'to fix (npx tsx scripts/french-typography.ts --write)'}; ⍽ is U+202F.`,
  );
  if (!write && violations.length > 0) process.exitCode = 1;
}
