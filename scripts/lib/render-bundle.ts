/**
 * remote-public's Node render bundle as the host loads it: its manifest, its `server/render.mjs`
 * (checked against the integrity config.json names, written to a cache folder and imported),
 * the stylesheets its `./routes` expose needs, and the islands a render asks to run inline.
 * public-render.ts composes pages from it.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { integrityOf } from './releases';
import type { Stylesheet } from './ssr-html';

export const RENDER_BUNDLE = 'server/render.mjs';

/**
 * A render's answer (remote-public's `RenderResult`): a page (200) or the not-found page (404)
 * with its HTML, a redirect (301/302) with its `location`, or 404 with no HTML for a page the
 * browser alone renders (the shell's `index.html` then).
 */
export type RenderOutput = {
  status: number;
  html: string;
  head: string;
  lang: string;
  location?: string;
  /**
   * Islands (remote-public's `src/islands`): code the page runs inline before the takeover,
   * allowed by its hash. Part of the render bundle, so its integrity in config.json covers them.
   */
  scripts?: string[];
};
export type RenderInput = {
  url: string;
  /** The public site's origin, for absolute addresses in the page's head. */
  origin?: string;
  locale: string;
  backendUrl: string;
  publicKey: string;
  signal?: AbortSignal;
};
/** A page's form sent without its script: the body's fields, and whence (the lead's source). */
export type FormSent = { fields: Record<string, string>; referrer?: string; host?: string };
export type RenderBundle = {
  render: (input: RenderInput) => Promise<RenderOutput>;
  /** Answers a form sent without the page's script (bundles since issue 32; older: none). */
  submit?: (input: RenderInput & FormSent) => Promise<RenderOutput>;
};

export type Manifest = {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: Array<{ path?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }>;
};

export type LoadedRemote = {
  manifestUrl: string;
  /** The manifest as fetched: the page carries it, so the browser need not fetch it again. */
  manifest: Manifest;
  build: string;
  bundle: RenderBundle;
  entryUrl: string;
  sheets: Stylesheet[];
  checkedAt: number;
};

export async function fetchOk(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response;
}

/**
 * The remote a manifest names: its render bundle imported (when its entry changed since
 * `previous`) and its stylesheets fetched.
 */
export async function loadRemote(
  manifestUrl: string,
  expected: string | undefined,
  cacheDir: string,
  previous?: LoadedRemote,
): Promise<LoadedRemote> {
  const signal = AbortSignal.timeout(10_000);
  const manifest = (await (await fetchOk(manifestUrl, signal)).json()) as Manifest;
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (!entryName) throw new Error(`${manifestUrl} names no remote entry`);
  const entryUrl = new URL(entryName, manifestUrl).href;
  if (previous && previous.entryUrl === entryUrl) return { ...previous, checkedAt: Date.now() };
  const source = Buffer.from(
    await (await fetchOk(new URL(RENDER_BUNDLE, manifestUrl).href, signal)).arrayBuffer(),
  );
  // Code named with its integrity in config.json runs only if it is that code.
  if (expected !== undefined && integrityOf(source) !== expected) {
    throw new Error(`${RENDER_BUNDLE} does not match its integrity in config.json`);
  }
  const file = path.join(cacheDir, `${createHash('sha256').update(source).digest('hex')}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, source);
  const bundle = (await import(pathToFileURL(file).href)) as RenderBundle;
  if (typeof bundle.render !== 'function') throw new Error(`${RENDER_BUNDLE} exports no render`);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const cssFiles = [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])];
  // Named as the remote's own CSS loader names them: by their path in the build (its public
  // path is worked out in the browser, so the full URL it compares is not this one).
  const sheets = await Promise.all(
    cssFiles.map(async (name) => ({
      url: name,
      css: await (await fetchOk(new URL(name, manifestUrl).href, signal)).text(),
    })),
  );
  return {
    manifestUrl,
    manifest,
    build: entryName,
    bundle,
    entryUrl,
    sheets,
    checkedAt: Date.now(),
  };
}

/**
 * The islands a render asks for (served as files of the host, takeover-data.ts): strings that
 * could not close a `<script>` element, a check kept from when they were inline (a bundle is
 * code from elsewhere; its own build never writes one).
 */
export const islandsOf = (output: RenderOutput): string[] =>
  Array.isArray(output.scripts)
    ? output.scripts.filter(
        (code): code is string =>
          typeof code === 'string' && code !== '' && !/<\/script/i.test(code),
      )
    : [];
