/**
 * Server-rendered public pages for the shell's host, composed at request time from whatever
 * `config.json` names: remote-public's manifest URL gives its base, where its build left a Node
 * render bundle (`server/render.mjs`) beside the browser files. The bundle is loaded once per
 * manifest URL and build (the manifest is looked at again every few seconds, so a redeploy —
 * a new URL in config.json, or a new build at the same one — changes the HTML with no shell
 * rebuild). Any failure or a render slower than the timeout gives `null`: the host then
 * serves the plain `index.html`, today's client-side path.
 */
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EARLY_HOLD_SOURCES } from './early-hold';
import {
  type FormSent,
  islandsOf,
  type LoadedRemote,
  loadRemote,
  type RenderInput,
} from './render-bundle';
import {
  injectPage,
  inOneStyleElement,
  isPublicPath,
  neededStylesheets,
  requestLanguage,
  type Stylesheet,
  styleAttributeSources,
  styleHash,
  type TakeoverAt,
} from './ssr-html';
import { createTakeoverDataStore, takeoverDataOf } from './takeover-data';
import { originOf, withVisitor } from './visitor-forwarding';

export const PUBLIC_REMOTE = 'remote_public';

/**
 * A redirect's target the host may send: a path of this site (never `//host`), or an http(s)
 * address (Site Management accepts those, docs/site-management.md).
 */
function isSiteLocation(location: string | undefined): location is string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!location || /[\u0000-\u001f\u007f\s]/.test(location)) return false;
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  return /^https?:\/\/[^/]/i.test(location);
}

export type RenderedPage =
  | {
      /** 400, 429, 503: a form sent without the page's script, drawn again with its messages. */
      status: 200 | 400 | 404 | 429 | 503;
      body: string;
      styleSources: string[];
      scriptSources: string[];
    }
  | { status: 301 | 302 | 303; location: string };

/** What a form's answer may be besides a page: the visitor's to fix, or the server's fault. */
const FORM_STATUSES = new Set([400, 429, 503]);
/** A form's answer calls the backend (which may send e-mail): more time than a page's render. */
const FORM_TIMEOUT_MS = 10_000;

export type PublicRendererOptions = {
  /** The shell's built folder: its `index.html`, `config.json` and stylesheets. */
  shellRoot: string;
  /** A render slower than this is abandoned for the client-side page. */
  timeoutMs?: number;
  /** How long a loaded remote is trusted before its manifest is looked at again. */
  revalidateMs?: number;
  /** Where fetched render bundles are written to be imported. */
  cacheDir?: string;
  /** The public site's origin (`ATELIER_SITE_URL`): its pages name their languages by it. */
  siteUrl?: string;
  /** When the pages are taken over (`ATELIER_PUBLIC_TAKEOVER`): `gesture` by default. */
  takeoverAt?: TakeoverAt;
  /**
   * `ATELIER_HOST_SECRET`: a form's calls to the backend then name its visitor
   * (visitor-forwarding.ts); without it they all come from the host.
   */
  hostSecret?: string;
};

/** Every stylesheet of the shell's build, read once (hashed names never change content). */
async function shellStylesheets(shellRoot: string): Promise<Stylesheet[]> {
  const folder = path.join(shellRoot, 'static/css');
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  await walk(folder);
  files.sort();
  return Promise.all(
    files.map(async (file) => ({
      url: `/${path.relative(shellRoot, file).split(path.sep).join('/')}`,
      css: await readFile(file, 'utf8'),
    })),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What config.json says remote-public's code must be (its `integrity`), if anything. */
function remoteIntegrity(config: unknown): { entry?: string; render?: string } {
  const named = (config as { integrity?: Record<string, unknown> } | null)?.integrity?.[
    PUBLIC_REMOTE
  ] as { entry?: unknown; render?: unknown } | undefined;
  return {
    entry: typeof named?.entry === 'string' ? named.entry : undefined,
    render: typeof named?.render === 'string' ? named.render : undefined,
  };
}

export function createPublicRenderer(options: PublicRendererOptions) {
  // What the pages' takeover reads, served beside them (`handleTakeoverData`).
  const takeoverData = createTakeoverDataStore();
  const timeoutMs = options.timeoutMs ?? 1500;
  const revalidateMs = options.revalidateMs ?? 3000;
  const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'atelier-render-bundles');
  const remotes = new Map<string, Promise<LoadedRemote>>();
  /** The shell's stylesheets, read again whenever its `index.html` changes (a rebuild). */
  let shellSheets: { indexHtml: string; sheets: Promise<Stylesheet[]> } | null = null;

  /**
   * The remote for a manifest URL and the integrity its render bundle must have: loaded once,
   * looked at again after `revalidateMs`.
   */
  function remoteFor(manifestUrl: string, expected?: string): Promise<LoadedRemote> {
    const key = `${manifestUrl} ${expected ?? ''}`;
    const cached = remotes.get(key);
    const load = (previous?: LoadedRemote) => {
      const next = loadRemote(manifestUrl, expected, cacheDir, previous);
      remotes.set(key, next);
      // A failed load is forgotten: the next request tries again.
      next.catch(() => {
        if (remotes.get(key) === next) remotes.delete(key);
      });
      return next;
    };
    if (!cached) return load();
    return cached.then((loaded) =>
      Date.now() - loaded.checkedAt > revalidateMs ? load(loaded).catch(() => loaded) : loaded,
    );
  }

  async function renderPage(request: {
    url: string;
    headers: { cookie?: string; 'accept-language'?: string };
    /**
     * A form sent without the page's script: the bundle's `submit` answers it, its backend
     * calls naming `visitor` (the sender's address) when the host has a secret.
     */
    form?: FormSent & { visitor?: string | null };
  }): Promise<RenderedPage | null> {
    const pathname = new URL(request.url, 'http://shell.invalid').pathname;
    if (!isPublicPath(pathname)) return null;
    const config = JSON.parse(await readFile(path.join(options.shellRoot, 'config.json'), 'utf8'));
    const manifestUrl = config?.remotes?.[PUBLIC_REMOTE];
    if (typeof manifestUrl !== 'string') return null;
    const integrity = remoteIntegrity(config);
    // What the render calls and where the early hold sends the page view.
    const backend = {
      backendUrl: String(config.backendUrl ?? ''),
      publicKey: String(config.publicKey ?? ''),
    };
    const controller = new AbortController();
    const work = (async () => {
      const remote = await remoteFor(manifestUrl, integrity.render);
      const input: RenderInput = {
        url: request.url,
        origin: options.siteUrl,
        locale: requestLanguage(request.url, request.headers),
        ...backend,
        signal: controller.signal,
      };
      if (!request.form) return { remote, output: await remote.bundle.render(input) };
      // A bundle that cannot answer forms: back to the page, as before.
      if (typeof remote.bundle.submit !== 'function') return { remote, output: null };
      const { visitor, ...form } = request.form;
      const submit = remote.bundle.submit;
      const answer = () => submit({ ...input, ...form });
      const backendOrigin = originOf(input.backendUrl);
      if (!visitor || !options.hostSecret || !backendOrigin)
        return { remote, output: await answer() };
      const forwarding = { visitor, backendOrigin, secret: options.hostSecret };
      return { remote, output: await withVisitor(forwarding, answer) };
    })();
    let result: Awaited<typeof work>;
    try {
      result = await withTimeout(
        work,
        request.form ? FORM_TIMEOUT_MS : timeoutMs,
        `${request.form ? 'Answering the form of' : 'Rendering'} ${pathname}`,
      );
    } catch (error) {
      controller.abort();
      throw error;
    }
    const { remote, output } = result;
    if (!output) return null;
    if (
      (output.status === 301 || output.status === 302 || output.status === 303) &&
      isSiteLocation(output.location)
    ) {
      return { status: output.status, location: output.location };
    }
    const isPageStatus =
      output.status === 200 ||
      output.status === 404 ||
      (request.form !== undefined && FORM_STATUSES.has(output.status));
    if (!isPageStatus || output.html === '') return null;
    const indexHtml = await readFile(path.join(options.shellRoot, 'index.html'), 'utf8');
    if (shellSheets?.indexHtml !== indexHtml) {
      shellSheets = { indexHtml, sheets: shellStylesheets(options.shellRoot) };
    }
    const styles = inOneStyleElement(
      neededStylesheets(output.html, [...(await shellSheets.sheets), ...remote.sheets]),
    );
    // The takeover's data leaves the page: the early hold fetches it (takeover-data.ts).
    const takeover = takeoverDataOf(output, { url: manifestUrl, json: remote.manifest }, config);
    const body = injectPage(indexHtml, {
      ...output,
      head: takeover.head,
      html: takeover.html,
      styles,
      backend,
      remote: PUBLIC_REMOTE,
      takeoverData: takeoverData.put(takeover.elements),
      preloads: [remote.entryUrl],
      integrity: integrity.entry ? { [remote.entryUrl]: integrity.entry } : {},
      islands: islandsOf(output).map(takeoverData.putScript),
      takeoverAt: options.takeoverAt,
    });
    return {
      status: output.status as 200 | 400 | 404 | 429 | 503,
      body,
      styleSources: [
        ...new Set(styles.map(({ css }) => styleHash(css))),
        ...styleAttributeSources(output.html),
      ],
      scriptSources: EARLY_HOLD_SOURCES,
    };
  }

  return {
    /** The page for a request, or `null` for the client-side `index.html` (logged, never thrown). */
    render: (request: Parameters<typeof renderPage>[0]) =>
      renderPage(request).catch((error: unknown) => {
        console.warn(
          `[static] ${request.url}: served without server rendering (${error instanceof Error ? error.message : String(error)})`,
        );
        return null;
      }),
    /** Answers the address of a page's takeover data (takeover-data.ts); false for others. */
    handleTakeoverData: takeoverData.handle,
    /** Loads the configured remote ahead of the first visitor (errors wait for a request). */
    warm: async () => {
      try {
        const config = JSON.parse(
          await readFile(path.join(options.shellRoot, 'config.json'), 'utf8'),
        );
        const manifestUrl = config?.remotes?.[PUBLIC_REMOTE];
        if (typeof manifestUrl === 'string') {
          await remoteFor(manifestUrl, remoteIntegrity(config).render);
        }
      } catch {
        // The first request tries again and says why if it fails.
      }
    },
    /** Forgets loaded remotes and the shell's stylesheets (a test rebuilt them). */
    reset: () => {
      remotes.clear();
      shellSheets = null;
    },
  };
}

export type PublicRenderer = ReturnType<typeof createPublicRenderer>;
