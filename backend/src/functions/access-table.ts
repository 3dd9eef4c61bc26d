import type { Access, FunctionRegistry } from './registry.ts';

/** Who each access rule admits, in the words of docs/auth.md. */
export const accessRuleText: Record<Access, string> = {
  public: 'anyone with the public key',
  authenticated: 'any signed-in user',
  client: 'signed-in users with role `client` (not admins)',
  admin: 'signed-in `admin` and `super_admin`',
  super_admin: 'signed-in `super_admin` only',
};

export const ACCESS_TABLE_START = '<!-- access-table:start -->';
export const ACCESS_TABLE_END = '<!-- access-table:end -->';

/**
 * The table of every function action and its access rule, as docs/auth.md must show it
 * (access-table.test.ts compares the two; `npx tsx backend/src/cli/access-table.ts --write`
 * rewrites the docs).
 */
export function renderAccessTable(registry: FunctionRegistry): string {
  const rows = registry.actions().map(({ function: name, action, access }) => {
    const definition = registry.findAction(name, action);
    const note = definition?.credentialsInPayload ? '; the Authorization header is not read' : '';
    return `| \`${name}\` | \`${action}\` | \`${access}\` | ${accessRuleText[access]}${note} |`;
  });
  return ['| function | action | access | who may call |', '|---|---|---|---|', ...rows].join('\n');
}

/** The text between the markers of `markdown`, or null when they are missing. */
export function tableInDocs(markdown: string): string | null {
  const start = markdown.indexOf(ACCESS_TABLE_START);
  const end = markdown.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) return null;
  return markdown.slice(start + ACCESS_TABLE_START.length, end).trim();
}

/** `markdown` with the table between the markers replaced by `table`. */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(ACCESS_TABLE_START);
  const end = markdown.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) throw new Error('The access-table markers are missing');
  return `${markdown.slice(0, start + ACCESS_TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}
