import { CLASS_PREFIXES } from '@atelier/shared/class-prefixes';

/**
 * CSS Modules names of the server bundle → the browser's. The server build names each class
 * `<folder>__<local>--<hash>` (`src-layout-__page--DTs5k`, `---shared-src-ui-__button--x1y2z`);
 * the browser build names it `<app prefix>-<hash>` with the same hash (class-prefixes.ts),
 * where the app is the shell for `@atelier/shared` (the shell provides that singleton) and
 * this remote for its own files: `pu-DTs5k`, `sh-x1y2z`.
 */
const SERVER_CLASS = /^([A-Za-z0-9-]*?)__.+--([A-Za-z0-9_-]+)$/;

function browserClass(token: string): string {
  const match = SERVER_CLASS.exec(token);
  if (!match) return token;
  const [, folder = '', hash = ''] = match;
  if (folder.startsWith('---shared-')) return `${CLASS_PREFIXES.shell}-${hash}`;
  if (folder.startsWith('src-')) return `${CLASS_PREFIXES.remote_public}-${hash}`;
  return token;
}

/** Rewrites every `class="…"` attribute of rendered HTML to the browser's class names. */
export function toBrowserClassNames(html: string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_all, value: string) => ` class="${value.split(' ').map(browserClass).join(' ')}"`,
  );
}
