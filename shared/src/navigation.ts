import { type Language, SUPPORTED_LANGUAGES } from './i18n/languages';

/**
 * The back office's navigation as the remotes declare it (docs/platform.md, "Navigation"): each
 * remote lists its pages in `src/navigation.ts`, which its routes take their paths from, and
 * its build publishes the list as `navigation.json` beside its `mf-manifest.json`. The shell
 * reads those files at run time and draws the sidebar: a redeployed remote brings its own
 * entries, and an admin path is written once. Dependency-free: the builds read it too.
 */

/** The sidebar's sections, in order (spec §2); their titles are the shell's. */
export const NAV_GROUPS = [
  'overview',
  'business',
  'operations',
  'content',
  'settings',
  'automation',
  'marketing',
] as const;
export type NavGroupKey = (typeof NAV_GROUPS)[number];

/** The file a remote's build writes next to its manifest. */
export const NAVIGATION_FILE = 'navigation.json';

export type NavEntry = {
  /** Unique among every remote's entries; the shell keys its list by it. */
  key: string;
  group: NavGroupKey;
  /** Place in its group: entries sort by it, whichever remote declares them. */
  order: number;
  /** Where it leads: a path, with `?tab=` for a tab of a page. */
  to: string;
  /** One of the shell's sidebar icons; an unknown name gets a plain one. */
  icon: string;
  /** The entry's name in each language of the site. */
  label: Record<Language, string>;
  /** Other paths that are this entry's page (`/admin` is the dashboard). */
  also?: string[];
  /** For a tab: the one shown when the page's address names none. */
  isDefaultTab?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseEntry(value: unknown): NavEntry | null {
  if (!isRecord(value)) return null;
  const { key, group, order, to, icon, label, also, isDefaultTab } = value;
  if (typeof key !== 'string' || key === '') return null;
  if (!(NAV_GROUPS as readonly unknown[]).includes(group)) return null;
  if (typeof order !== 'number' || !Number.isFinite(order)) return null;
  // Only a path of this site: a file from elsewhere must not send the admin off it.
  if (typeof to !== 'string' || !/^\/(?!\/)/.test(to)) return null;
  if (typeof icon !== 'string' || !isRecord(label)) return null;
  if (!SUPPORTED_LANGUAGES.every((language) => typeof label[language] === 'string')) return null;
  const paths = Array.isArray(also)
    ? also.filter((path): path is string => typeof path === 'string')
    : [];
  return {
    key,
    group: group as NavGroupKey,
    order,
    to,
    icon,
    label: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, String(label[language])]),
    ) as Record<Language, string>,
    ...(paths.length > 0 ? { also: paths } : {}),
    ...(isDefaultTab === true ? { isDefaultTab: true } : {}),
  };
}

/** The well-formed entries of a `navigation.json`; anything else in it is left out. */
export function parseNavigation(value: unknown): NavEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseEntry).filter((entry): entry is NavEntry => entry !== null);
}

export type NavSection = { key: NavGroupKey; entries: NavEntry[] };

/** Every remote's entries as the sidebar shows them: by section, then by `order`; one per key. */
export function navSections(entries: readonly NavEntry[]): NavSection[] {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  return NAV_GROUPS.map((key) => ({
    key,
    entries: [...byKey.values()]
      .filter((entry) => entry.group === key)
      .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key)),
  })).filter((section) => section.entries.length > 0);
}

/** Whether `entry` is the page at `pathname` + `search` (a tab: the one the query names). */
export function isNavEntryActive(entry: NavEntry, pathname: string, search: string): boolean {
  const [entryPath = '', entryQuery = ''] = entry.to.split('?');
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== entryPath && !(entry.also ?? []).includes(path)) return false;
  const wanted = new URLSearchParams(entryQuery).get('tab');
  if (wanted === null) return true;
  const current = new URLSearchParams(search).get('tab');
  return current === null ? entry.isDefaultTab === true : current === wanted;
}
