/**
 * The back office's page as the shell's host serves it: the shell's own `index.html` (the
 * back office renders in the browser, signed in), carrying `config.json` and remote-admin's
 * manifest. The shell then reads both from the page (`embeddedConfig`, the embedded-manifest
 * plugin) instead of asking for them, so the admin remote's entry is asked for as soon as the
 * shell starts, not one round trip later (issue 32, the dashboard's time to figures).
 * The manifest is fetched from the URL config.json names, kept for a few seconds (a redeploy
 * shows within them), and left out when it cannot be fetched: the page is then `index.html`
 * with the config alone, and the browser fetches the manifest as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isAdminPath } from '../../shared/src/auth/redirect';
import { fetchOk } from './render-bundle';
import { embedAppData } from './ssr-html';

const ADMIN_REMOTE = 'remote_admin';

export type AdminPageOptions = {
  /** The shell's built folder: its `index.html` and the `config.json` the operator edits. */
  shellRoot: string;
  /** How long a fetched manifest is used before it is fetched again. */
  revalidateMs?: number;
  /** A manifest slower than this is left out of the page (the browser fetches it). */
  timeoutMs?: number;
};

/** A manifest as last fetched; `json` null when it could not be (not asked again for a while). */
type CachedManifest = { url: string; json: unknown; fetchedAt: number };

export function createAdminPage(options: AdminPageOptions) {
  const revalidateMs = options.revalidateMs ?? 3000;
  const timeoutMs = options.timeoutMs ?? 1000;
  let cached: CachedManifest | null = null;
  /** One fetch at a time, shared by the requests that arrive while it runs. */
  let inFlight: { url: string; manifest: Promise<CachedManifest | null> } | null = null;

  /**
   * The manifest at `url`, or null. A failure is remembered as long as a manifest would be: a
   * remote that is down or slow does not hold every admin page for `timeoutMs`.
   */
  function manifestOf(url: string): Promise<CachedManifest | null> {
    const known = (entry: CachedManifest) => (entry.json === null ? null : entry);
    if (cached?.url === url && Date.now() - cached.fetchedAt < revalidateMs) {
      return Promise.resolve(known(cached));
    }
    if (inFlight?.url === url) return inFlight.manifest;
    const manifest = fetchOk(url, AbortSignal.timeout(timeoutMs))
      .then((response) => response.json() as Promise<unknown>)
      .catch((error: unknown) => {
        console.warn(
          `[static] ${url}: the admin page goes without the manifest (${error instanceof Error ? error.message : String(error)})`,
        );
        return null;
      })
      .then((json) => {
        cached = { url, json, fetchedAt: Date.now() };
        return known(cached);
      })
      .finally(() => {
        if (inFlight?.manifest === manifest) inFlight = null;
      });
    inFlight = { url, manifest };
    return manifest;
  }

  /** The page for a back-office address, or `null` for anything else (and any failure). */
  async function render(request: { url: string; form?: unknown }): Promise<string | null> {
    if (request.form !== undefined) return null;
    const pathname = new URL(request.url, 'http://shell.invalid').pathname;
    if (!isAdminPath(pathname)) return null;
    const [indexHtml, configText] = await Promise.all([
      readFile(path.join(options.shellRoot, 'index.html'), 'utf8'),
      readFile(path.join(options.shellRoot, 'config.json'), 'utf8'),
    ]);
    const config = JSON.parse(configText) as { remotes?: Record<string, unknown> } | null;
    const manifestUrl = config?.remotes?.[ADMIN_REMOTE];
    const manifest = typeof manifestUrl === 'string' ? await manifestOf(manifestUrl) : null;
    return embedAppData(indexHtml, { config, manifest });
  }

  return {
    render: (request: Parameters<typeof render>[0]) =>
      render(request).catch((error: unknown) => {
        console.warn(
          `[static] ${request.url}: served as index.html (${error instanceof Error ? error.message : String(error)})`,
        );
        return null;
      }),
  };
}
