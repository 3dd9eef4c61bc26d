import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The admin's strings load in parts (`i18n.ts`): the core with the routes module, an area's
 * top-level key with the pages that list it in `routes.tsx`. A page whose code (its module and
 * everything it imports) uses a key of a part it does not load would show the key itself:
 * these tests read the sources and fail first.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');

const english = JSON.parse(read(path.join(SRC, 'locales/en.json'))) as Record<string, unknown>;
const i18nSource = read(path.join(SRC, 'i18n.ts'));
const routesSource = read(path.join(SRC, 'routes.tsx'));

/** `ADMIN_STRINGS`' parts, as declared in i18n.ts, and the key paths each loads. */
const PART_KEYS = new Map(
  [
    ...i18nSource.matchAll(
      /namespacePart\(NAMESPACE, '(\w+)', \{\s*en: \(\) =>\s*import\(\s*'([^']+)'\s*\)(\s*\.then\(under\('(\w+)'\)\))?/g,
    ),
  ].map((match) => {
    const [, part, specifier, , mountedAt] = match as unknown as [
      string,
      string,
      string,
      unknown,
      string?,
    ];
    const keys = mountedAt
      ? [mountedAt]
      : (specifier.match(/\?keys=([\w.,]+)&/)?.[1]?.split(',') ?? []);
    return [part, keys] as const;
  }),
);
const PARTS = [...PART_KEYS.keys()];
/** The feature folders' strings, mounted under their area's key. */
const FEATURE_KEYS = [...i18nSource.matchAll(/then\(under\('(\w+)'\)\)/g)].map(
  (match) => match[1] as string,
);
const TOP_LEVEL_KEYS = [...Object.keys(english), ...FEATURE_KEYS];
/** What the routes module brings: every top-level key of locales/en.json not omitted. */
const OMITTED = i18nSource.match(/locales\/en\.json\?omit=([\w,]+)&/)?.[1]?.split(',') ?? [];
const CORE = Object.keys(english).filter((key) => !OMITTED.includes(key));

/**
 * Key paths a source uses, as far as they are literal: `t('leads.title')` (`leads.title`),
 * `` t(`leads.statuses.${s}`) `` (`leads.statuses`), `i18nKey="leads.x"`, prefixes passed
 * around (`'leads.statuses.'`) and the list or form section names that shared components prefix
 * their keys with (`keys="clients"`, `section: 'projects'`). A type's union members
 * (`| 'email.outbox'`) are not uses.
 */
function keysUsedIn(source: string): Set<string> {
  const names = TOP_LEVEL_KEYS.join('|');
  const literal = new RegExp(`(?<!\\|\\s*)['"\`]((?:${names})(?!\\w)(?:\\.\\w+)*)(\\.?)`, 'g');
  const section = new RegExp(`\\b(?:keys|section)\\s*[=:]\\s*['"](${names})['"]`, 'g');
  const used = new Set<string>();
  for (const [, path, dot] of source.matchAll(literal)) {
    if (path?.includes('.') || dot) used.add(path as string);
  }
  for (const [, name] of source.matchAll(section)) used.add(name as string);
  return used;
}

/** Whether loading `keys` (and the core) brings the strings under the key path `used`. */
function covers(keys: readonly string[], used: string): boolean {
  const top = used.split('.')[0] as string;
  if (CORE.includes(top) && !FEATURE_KEYS.includes(top)) return true;
  return keys.some((key) => used === key || used.startsWith(`${key}.`));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A module and every module of remote-admin it imports, statically or not. */
function moduleGraph(entry: string, skip: (file: string) => boolean = () => false): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip(file)) return;
    files.add(file);
    for (const match of read(file).matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const specifier = match[1] as string;
      if (/\.(json|css)(\?|$)/.test(specifier)) continue;
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return files;
}

function keysUsedBy(files: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const file of files) for (const key of keysUsedIn(read(file))) keys.add(key);
  return keys;
}

/** Each route's page module and the parts it loads with it. */
const PAGES = [
  ...routesSource.matchAll(
    /adminPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)((?:\s*,\s*'\w+')*)\s*,?\s*\)/g,
  ),
].map((match) => ({
  page: match[1] as string,
  parts: [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1] as string),
}));

const I18N_FILE = path.join(SRC, 'i18n.ts');

describe("the admin's strings in parts", () => {
  it('finds the route pages and the keys in the sources it reads', () => {
    expect(PAGES.length).toBe([...routesSource.matchAll(/^\s+element:/gm)].length);
    expect(
      keysUsedIn('t(\'leads.title\'); t(`clients.detail`); <Trans i18nKey="team.x" />'),
    ).toEqual(new Set(['leads.title', 'clients.detail', 'team.x']));
    expect(keysUsedIn(`keys="payments" section: 'projects' | 'email.outbox' 'leads'`)).toEqual(
      new Set(['payments', 'projects']),
    );
    expect(keysUsedIn("'leads.statuses.'; `revenue.$" + "{a}`; 'contentType.x'")).toEqual(
      new Set(['leads.statuses', 'revenue']),
    );
    expect(covers(['leads.statuses'], 'leads.statuses.new')).toBe(true);
    expect(covers(['leads.statuses'], 'leads')).toBe(false);
    expect(covers([], 'common.form.save')).toBe(true);
  });

  it('splits locales/*.json at top-level keys: the core omits exactly what parts load', () => {
    const partKeys = [...PART_KEYS.values()].flat();
    const topLevel = [...new Set(partKeys.map((key) => key.split('.')[0] as string))];
    for (const key of topLevel) expect(TOP_LEVEL_KEYS, key).toContain(key);
    // Each omitted key has a part that loads it whole.
    const mainTopLevel = topLevel.filter((key) => !FEATURE_KEYS.includes(key));
    expect([...OMITTED].sort()).toEqual(mainTopLevel.sort());
    for (const key of OMITTED) expect(partKeys, key).toContain(key);
    for (const [part, keys] of PART_KEYS) {
      expect(keys.length, part).toBeGreaterThan(0);
      if (FEATURE_KEYS.includes(part)) continue;
      // French loads the same keys as English.
      expect(i18nSource, part).toContain(`'./locales/fr.json?keys=${keys.join(',')}&strings'`);
    }
    expect(i18nSource).toContain(`'./locales/fr.json?omit=${OMITTED.join(',')}&strings'`);
    const french = JSON.parse(read(path.join(SRC, 'locales/fr.json'))) as Record<string, unknown>;
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    expect(CORE).toEqual(expect.arrayContaining(['common', 'documentTitle']));
  });

  it.each(PAGES)('$page loads the parts its code uses', ({ page, parts }) => {
    const entry = resolveImport(path.join(SRC, 'routes.tsx'), page);
    expect(entry, page).not.toBeNull();
    for (const part of parts) expect(PARTS, `${page}: unknown part ${part}`).toContain(part);
    const keys = parts.flatMap((part) => PART_KEYS.get(part) ?? []);
    const used = keysUsedBy(moduleGraph(entry as string, (file) => file === I18N_FILE));
    const missing = [...used].filter((key) => !covers(keys, key)).sort();
    expect(missing, `${page} uses keys of parts it does not load`).toEqual([]);
  });

  it('uses only core keys outside the pages (routes module, navigation)', () => {
    const pages = new Set(
      PAGES.map(({ page }) => resolveImport(path.join(SRC, 'routes.tsx'), page) as string),
    );
    const outside = moduleGraph(
      path.join(SRC, 'routes.tsx'),
      (file) => pages.has(file) || file === I18N_FILE,
    );
    expect([...keysUsedBy(outside)].filter((key) => !covers([], key))).toEqual([]);
  });

  it("no other app reads the admin namespace's strings", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const root = path.resolve(SRC, '../..');
    const readers = ['shell/src', 'shared/src', 'remote-automation/src', 'remote-portal/src']
      .filter((dir) => existsSync(path.join(root, dir)))
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => /useTranslation\(\s*['"]admin['"]|['"`]admin:\w/.test(read(file)));
    expect(readers).toEqual([]);
  });
});
