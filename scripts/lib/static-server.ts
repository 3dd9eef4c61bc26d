/**
 * Serves an app's `dist/` the way a production static host should, on `sirv`: CORS for remotes
 * (the shell fetches manifests with `fetch()`), no-cache for the files that name other files
 * (`index.html`, `mf-manifest.json`, `mf-stats.json`, `config.json`), a year of immutable
 * caching for hashed assets, brotli or gzip (precompressed beside the files), the security
 * headers of the backend, and for the shell a page policy built from its `config.json`.
 * A malformed escape is a 400; nothing outside `dist/` or starting with a dot is ever served.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  brotliCompress,
  brotliCompressSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import sirv from 'sirv';
import type { ProxyTrust } from '../../backend/src/http/forwarded';
import {
  HSTS_VALUE,
  isHttpsRequest,
  SECURITY_HEADERS,
} from '../../backend/src/http/security-headers';
import { readFormBody, refusedFormPage } from './form-post';
import { precompress } from './precompress';
import type { RenderedPage } from './public-render';
import { RecentMap } from './recent-map';
import { requestLanguage } from './ssr-html';
import { visitorAddress } from './visitor-forwarding';

const NO_CACHE_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'config.json',
  // A remote's sidebar entries (shared/src/navigation.ts): read again after each deploy.
  'navigation.json',
]);
/** Rsbuild writes content-hashed names like `index.69bca35c7a.js`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:js|css|mjs|woff2|png|svg|jpg|webp)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StaticServerOptions = {
  root: string;
  /** Answer unknown extension-less paths with index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Send `Access-Control-Allow-Origin: *` (remotes). */
  cors?: boolean;
  /**
   * The Content-Security-Policy of HTML pages, computed per request (the shell's), with the
   * hashes of a server-rendered page's inline style.
   */
  pagePolicy?: (styleSources?: string[], scriptSources?: string[]) => Promise<string>;
  /**
   * A server-rendered page for a request, or null to serve the files as usual (the shell's).
   * With `form`, a page's form sent without its script: its answer (docs/public-rendering.md).
   */
  renderPage?: (request: {
    url: string;
    headers: { cookie?: string; 'accept-language'?: string };
    form?: {
      fields: Record<string, string>;
      referrer?: string;
      host?: string;
      /** The sender's address (`visitorAddress`): the backend counts its calls per visitor. */
      visitor?: string | null;
    };
  }) => Promise<RenderedPage | null>;
  /** Answers a request itself before the files are looked at, or says false (the shell's site files). */
  handleFirst?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /**
   * Other folders served under a path prefix (`/remote-public/` → the remote's releases), by
   * the same rules; a path under a prefix is never looked up in `root`.
   */
  mounts?: Array<{ prefix: string; root: string }>;
  /**
   * Proxies of ours in front (`ATELIER_TRUST_PROXY`, `ATELIER_TRUSTED_PROXY_HOPS`): their
   * `X-Forwarded-Proto: https` then adds Strict-Transport-Security, as on a TLS socket, and
   * the visitor of a form sent without script is the address they name.
   */
  trustProxy?: ProxyTrust;
};

/**
 * A path with no extension is a page: sirv answers it with `<path>.html`, `<path>/index.html`
 * or, for the shell, the fallback `index.html`.
 */
function isPage(pathname: string): boolean {
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

function cacheControl(pathname: string): string {
  const name = path.posix.basename(pathname);
  if (isPage(pathname) || NO_CACHE_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return IMMUTABLE;
  return 'public, max-age=0, must-revalidate';
}

/** What the request names, or why it is refused. */
function requestedPath(url: string | undefined): { pathname: string } | { refused: 400 | 404 } {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  const pathname = end === -1 ? raw : raw.slice(0, end);
  if (!pathname.startsWith('/')) return { refused: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { refused: 400 };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { refused: 400 };
  // `..`, dot files and dot folders, also when written with encoded or back slashes.
  if (decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return { refused: 404 };
  return { pathname };
}

/** The best compression of the rendered pages sent lately, by their hash (`pageBrotli`). */
const compressedPages = new RecentMap<string, Buffer>(100);
/** Pages whose best compression is being made: made once, whatever the requests meanwhile. */
const compressing = new Set<string>();

/**
 * A rendered page in brotli. The best compression (quality 11) takes ~100 ms for a page: a page
 * is first sent at quality 5 (a few milliseconds), while quality 11 is made off the main thread
 * and kept, by the page's hash, for the next time the same page is sent. It is 10% smaller,
 * which keeps the home page within the first round trip of a slow network
 * (docs/public-rendering.md, "The first round trip").
 */
function pageBrotli(raw: Buffer): Buffer {
  const key = createHash('sha256').update(raw).digest('base64url');
  const best = compressedPages.get(key);
  if (best) return best;
  const fast = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (compressing.has(key)) return fast;
  compressing.add(key);
  brotliCompress(
    raw,
    {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    },
    (error, compressed) => {
      compressing.delete(key);
      // Kept whichever is smaller (quality 11 nearly always is).
      compressedPages.set(key, error || compressed.length >= fast.length ? fast : compressed);
    },
  );
  return fast;
}

/** A rendered page, compressed as the browser accepts (its best brotli kept, `pageBrotli`). */
function answerPage(req: IncomingMessage, res: ServerResponse, body: string, status = 200) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const raw = Buffer.from(body, 'utf8');
  let encoded: Buffer = raw;
  if (/\bbr\b/.test(accepts)) {
    encoded = pageBrotli(raw);
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepts)) {
    encoded = gzipSync(raw);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(encoded.length),
  });
  res.end(req.method === 'HEAD' ? undefined : encoded);
}

function answerPlain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}

/** Serves the files under `folder`; answers once its compressed copies are written. */
function folderServer(folder: string, spaFallback: boolean) {
  const root = path.resolve(folder);
  // Until the compressed copies are written, files go out as they are.
  const ready = precompress(root).catch((error: unknown) => {
    console.error('[static] precompression failed; serving uncompressed', error);
  });
  const serve = sirv(root, {
    // Looks files up on every request (no startup snapshot): config.json and a rebuilt dist/
    // are seen at once. sirv's own Cache-Control is replaced by ours below.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    single: spaFallback,
    dotfiles: false,
    onNoMatch: (_req, res) => answerPlain(res, 404, 'Not found'),
  });
  return async (req: IncomingMessage, res: ServerResponse) => {
    await ready;
    serve(req, res);
  };
}

export function createStaticServer(options: StaticServerOptions): Server {
  const serve = folderServer(options.root, options.spaFallback ?? false);
  const mounts = (options.mounts ?? []).map(({ prefix, root }) => ({
    prefix,
    // Releases are added while the server runs: the folder may not exist yet.
    serve: folderServer(root, false),
  }));

  /**
   * A server-rendered form sent without the page's script (JavaScript off; with it, the page's
   * inline script keeps the form for the shell): the render bundle's answer — the page drawn
   * again with the messages, or a `303` — else, as before, `303` back to the page.
   */
  const answerPost = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    const body = await readFormBody(req);
    if ('refused' in body) {
      const language = requestLanguage(req.url ?? '/', req.headers);
      if (options.pagePolicy) res.setHeader('Content-Security-Policy', await options.pagePolicy());
      answerPage(req, res, refusedFormPage(body.reason, language, pathname), body.refused);
      return;
    }
    const answer = await options.renderPage?.({
      url: req.url ?? '/',
      headers: req.headers,
      form: {
        fields: body.fields,
        referrer: req.headers.referer,
        host: req.headers.host,
        visitor: visitorAddress(req, options.trustProxy ?? false),
      },
    });
    if (answer && 'body' in answer) {
      if (options.pagePolicy) {
        res.setHeader(
          'Content-Security-Policy',
          await options.pagePolicy(answer.styleSources, answer.scriptSources),
        );
      }
      answerPage(req, res, answer.body, answer.status);
      return;
    }
    // One leading slash: `//host` would be another site.
    const location = answer?.location ?? `/${pathname.replace(/^[/\\]+/, '')}`;
    res.writeHead(303, { Location: location }).end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const isHttps = isHttpsRequest({
      isEncrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
      forwardedProto: req.headers['x-forwarded-proto']?.toString(),
      trustProxy: options.trustProxy ?? false,
    });
    if (isHttps) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (options.handleFirst && (await options.handleFirst(req, res))) return;
    const posted = req.method === 'POST' && options.renderPage ? requestedPath(req.url) : null;
    if (posted && 'pathname' in posted && isPage(posted.pathname)) {
      await answerPost(req, res, posted.pathname);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      answerPlain(res, 405, 'Method not allowed');
      return;
    }
    const requested = requestedPath(req.url);
    if ('refused' in requested) {
      answerPlain(res, requested.refused, requested.refused === 400 ? 'Bad request' : 'Not found');
      return;
    }
    // sirv keeps a header already set on the response over its own.
    res.setHeader('Cache-Control', cacheControl(requested.pathname));
    const rendered =
      options.renderPage && isPage(requested.pathname)
        ? await options.renderPage({ url: req.url ?? '/', headers: req.headers })
        : null;
    if (options.pagePolicy && isPage(requested.pathname)) {
      const page = rendered && 'body' in rendered ? rendered : null;
      res.setHeader(
        'Content-Security-Policy',
        await options.pagePolicy(page?.styleSources, page?.scriptSources),
      );
    }
    if (rendered && 'location' in rendered) {
      // A redirect saved in Site Management, as search engines read it.
      res.writeHead(rendered.status, { Location: rendered.location, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    if (rendered) {
      answerPage(req, res, rendered.body, rendered.status);
      return;
    }
    const mount = mounts.find(({ prefix }) => (req.url ?? '').startsWith(prefix));
    if (mount) {
      req.url = (req.url ?? '/').slice(mount.prefix.length - 1);
      await mount.serve(req, res);
      return;
    }
    await serve(req, res);
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[static] request failed', error);
      if (!res.headersSent) answerPlain(res, 500, 'Internal server error');
      else res.end();
    });
  });
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
