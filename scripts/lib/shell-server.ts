/**
 * The shell's host: its built files, the server render of public pages (from the remote
 * `config.json` names), the page's Content-Security-Policy (from the same file) and the site
 * files proxied from the backend. `pnpm start` runs it beside the remotes; the shell-host
 * artifact (scripts/shell-host.ts) runs it alone.
 */
import path from 'node:path';
import { createAdminPage } from './admin-page';
import { createPublicRenderer } from './public-render';
import { readShellCsp } from './shell-csp';
import { siteFilesHandler } from './site-files';
import type { TakeoverAt } from './ssr-html';
import { createStaticServer } from './static-server';

/** The backend's reading of `ATELIER_TRUST_PROXY` and `ATELIER_TRUSTED_PROXY_HOPS` (HSTS). */
export function trustedProxies(env: NodeJS.ProcessEnv): number | false {
  if (env.ATELIER_TRUST_PROXY !== 'true') return false;
  const hops = Number(env.ATELIER_TRUSTED_PROXY_HOPS ?? '1');
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/**
 * `ATELIER_HOST_SECRET`, the backend's too: the host's calls for a form sent without script
 * then name the visitor (visitor-forwarding.ts). Unset: undefined; shorter than the backend
 * accepts: an error at start, not a secret the backend would refuse.
 */
export function hostSecretOf(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.ATELIER_HOST_SECRET;
  if (!secret) return undefined;
  if (secret.length < 32) {
    throw new Error(`ATELIER_HOST_SECRET must be at least 32 characters, got ${secret.length}`);
  }
  return secret;
}

export type ShellServerOptions = {
  /** The shell's built files, with the `config.json` the operator edits. */
  root: string;
  /** Where the host reaches the backend for `/sitemap.xml` and `/robots.txt`. */
  backendUrl: string;
  /** Proxies in front whose `X-Forwarded-Proto: https` counts (HSTS). */
  trustProxy?: number | false;
  /** The public site's origin (`ATELIER_SITE_URL`), for the pages' absolute addresses. */
  siteUrl?: string;
  /** When public pages are taken over (`ATELIER_PUBLIC_TAKEOVER`, docs/public-rendering.md). */
  takeoverAt?: TakeoverAt;
  /** `ATELIER_HOST_SECRET` (`hostSecretOf`): forms' backend calls name their visitor. */
  hostSecret?: string;
};

/** `ATELIER_PUBLIC_TAKEOVER=idle`: pages are also taken over once loaded and idle. */
export const takeoverAtOf = (env: NodeJS.ProcessEnv): TakeoverAt =>
  env.ATELIER_PUBLIC_TAKEOVER === 'idle' ? 'idle' : 'gesture';

export function createShellServer({
  root,
  backendUrl,
  trustProxy = false,
  siteUrl,
  takeoverAt,
  hostSecret,
}: ShellServerOptions) {
  const renderer = createPublicRenderer({ shellRoot: root, siteUrl, takeoverAt, hostSecret });
  const adminPage = createAdminPage({ shellRoot: root });
  const siteFiles = siteFilesHandler(backendUrl);
  const server = createStaticServer({
    root,
    spaFallback: true,
    trustProxy,
    // The page's policy follows config.json, which can change while the host runs.
    pagePolicy: (styleSources, scriptSources) =>
      readShellCsp(path.join(root, 'config.json'), styleSources, scriptSources),
    // Public pages arrive rendered by the remote config.json names (docs/public-rendering.md);
    // the back office's carry config.json and its remote's manifest (admin-page.ts).
    renderPage: async (request) => {
      const rendered = await renderer.render(request);
      if (rendered) return rendered;
      const body = await adminPage.render(request);
      return body === null ? null : { status: 200, body, styleSources: [], scriptSources: [] };
    },
    // A public page's takeover data and islands (takeover-data.ts); `/sitemap.xml` and
    // `/robots.txt`, written by the backend (docs/site-management.md).
    handleFirst: async (req, res) =>
      (await renderer.handleTakeoverData(req, res)) || (await siteFiles(req, res)),
  });
  return { server, renderer };
}
