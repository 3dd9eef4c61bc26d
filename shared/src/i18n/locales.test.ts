import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './register-namespace';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Each app and where its namespace's strings live. */
const APPS = {
  shared: 'shared/src/i18n/locales',
  shell: 'shell/src/i18n/locales',
  'remote-public': 'remote-public/src/locales',
  'remote-portal': 'remote-portal/src/locales',
  'remote-admin': 'remote-admin/src/locales',
  'remote-automation': 'remote-automation/src/locales',
} as const;

/** Plural forms differ by language (French has `_many`, English not): compare the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof tree === 'string' || Array.isArray(tree)) {
    into.set(prefix.replace(PLURAL_SUFFIX, ''), Array.isArray(tree) ? tree.join('\n') : tree);
  } else if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree))
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, '');
  }
  return into;
}

function readStrings(dir: string, language: string, into = new Map<string, string>(), prefix = '') {
  const file = path.join(repoRoot, dir, `${language}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8')), prefix, into) : into;
}

/** Strings kept beside the feature that shows them, mounted under one key of the namespace. */
const MOUNTED: Partial<Record<keyof typeof APPS, Record<string, string>>> = {
  // The calendar's own namespace (shell/src/calendar/calendar-i18n.ts), checked with the shell's.
  shell: { calendar: 'shell/src/calendar/locales' },
  // The booking pages' own namespace (remote-public/src/features/booking/booking-i18n.ts).
  'remote-public': { booking: 'remote-public/src/features/booking/locales' },
  'remote-portal': Object.fromEntries(
    ['account', 'contracts', 'projects', 'proposals', 'invoices', 'messages', 'files'].map(
      (area) => [area, `remote-portal/src/features/${area}/locales`],
    ),
  ),
  'remote-admin': Object.fromEntries([
    ...['content', 'email', 'images', 'marketing', 'settings'].map((area) => [
      area,
      `remote-admin/src/features/${area}/locales`,
    ]),
    ['siteManagement', 'remote-admin/src/features/site-management/locales'],
  ]),
  'remote-automation': {
    templates: 'remote-automation/src/features/automation/templates/locales',
    invoicing: 'remote-automation/src/features/automation/invoicing/locales',
    scoring: 'remote-automation/src/features/automation/scoring/locales',
    contracts: 'remote-automation/src/features/automation/contracts/locales',
    'contracts.active': 'remote-automation/src/features/automation/contracts/active/locales',
    'contracts.form': 'remote-automation/src/features/automation/contracts/form/locales',
    'contracts.templates': 'remote-automation/src/features/automation/contracts/templates/locales',
    'contracts.signatures':
      'remote-automation/src/features/automation/contracts/signatures/locales',
    'contracts.analytics': 'remote-automation/src/features/automation/contracts/analytics/locales',
  },
};

/** An app's whole namespace in one language, as its `i18n.ts` registers it. */
function readAppStrings(app: keyof typeof APPS, language: string): Map<string, string> {
  const strings = readStrings(APPS[app], language);
  for (const [key, dir] of Object.entries(MOUNTED[app] ?? {}))
    readStrings(dir, language, strings, key);
  return strings;
}

/** The values a string interpolates; a formatter (`{{agency, de}}`) may differ by language. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

/**
 * Shared files that read their words from the namespace of the app rendering them (the bell:
 * each app keeps its own), with the apps that do: their keys are checked there, not in `common`.
 */
const READ_FROM_CALLER: Record<string, Array<keyof typeof APPS>> = {
  [path.join('notifications', 'bell-strings.ts')]: ['shell', 'remote-portal'],
  [path.join('documents', 'CreditNoteItems.tsx')]: ['remote-admin', 'remote-portal'],
};

const keysIn = (sourceRoot: string, file: string) =>
  [...readFileSync(path.join(sourceRoot, file), 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map(
    (match) => ({ file, key: match[1] ?? '' }),
  );

/** Keys the code asks for as literals, `t('a.b')`, outside tests. */
function literalKeys(appDir: string): Array<{ file: string; key: string }> {
  const sourceRoot = path.join(repoRoot, appDir, 'src');
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => appDir !== 'shared' || !(file in READ_FROM_CALLER))
    .flatMap((file) => keysIn(sourceRoot, file));
}

const common = readStrings(APPS.shared, 'en');

describe.each(Object.keys(APPS) as Array<keyof typeof APPS>)('%s translations', (app) => {
  const byLanguage = new Map(
    SUPPORTED_LANGUAGES.map((language) => [language, readAppStrings(app, language)]),
  );
  const english = byLanguage.get('en') ?? new Map<string, string>();

  it.each(SUPPORTED_LANGUAGES)('exist in %s', (language) => {
    expect(byLanguage.get(language)?.size ?? 0).toBeGreaterThan(0);
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'have the same keys in English and %s',
    (language) => {
      const other = byLanguage.get(language) ?? new Map<string, string>();
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it('have no empty strings and the same placeholders in every language', () => {
    const problems: string[] = [];
    for (const [language, strings] of byLanguage) {
      for (const [key, text] of strings) {
        if (text.trim() === '') problems.push(`${language}: ${key} is empty`);
        const expected = placeholders(english.get(key) ?? '');
        if (placeholders(text).join() !== expected.join())
          problems.push(`${language}: ${key} placeholders`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('hold every literal key the code asks for', () => {
    const missing = literalKeys(app)
      .filter(({ key }) => !english.has(key) && !common.has(key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});

describe.each(Object.entries(READ_FROM_CALLER))('%s, read from its callers', (file, apps) => {
  const keys = keysIn(path.join(repoRoot, 'shared/src'), file);

  it.each(apps)('has every key it asks for in %s', (app) => {
    expect(keys.length).toBeGreaterThan(0);
    const english = readAppStrings(app, 'en');
    expect(keys.filter(({ key }) => !english.has(key)).map(({ key }) => key)).toEqual([]);
  });
});
