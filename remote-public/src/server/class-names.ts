/**
 * CSS Modules names of the server bundle → the browser's. The server build names each class
 * `<folder>__<local>--<hash>` (`src-layout-__page--DTs5k`, `---shared-src-ui-__button--x1y2z`);
 * the browser build names it `<app>__<local>--<hash>` with the same hash, where `<app>` is
 * `shell` for `@atelier/shared` (the shell provides that singleton) and `remotepublic` for
 * this remote's own files.
 */
const SERVER_CLASS = /^([A-Za-z0-9-]*?)__(.+--[A-Za-z0-9_-]+)$/;

function browserClass(token: string): string {
  const match = SERVER_CLASS.exec(token);
  if (!match) return token;
  const [, folder = '', rest = ''] = match;
  if (folder.startsWith('---shared-')) return `shell__${rest}`;
  if (folder.startsWith('src-')) return `remotepublic__${rest}`;
  return token;
}

/** Rewrites every `class="…"` attribute of rendered HTML to the browser's class names. */
export function toBrowserClassNames(html: string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_all, value: string) => ` class="${value.split(' ').map(browserClass).join(' ')}"`,
  );
}
