/**
 * Serves an app's `dist/` the way a production static host should: CORS for remotes (the
 * shell fetches manifests with `fetch()`), no-cache for the files that name other files
 * (`index.html`, `mf-manifest.json`, `config.json`), a year of immutable caching for hashed
 * assets, and brotli or gzip compression.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'config.json']);
/** Rsbuild writes content-hashed names like `index.69bca35c7a.js`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:js|css|mjs|woff2|png|svg|jpg|webp)$/;

export type StaticServerOptions = {
  root: string;
  /** Answer unknown extension-less paths with index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Send `Access-Control-Allow-Origin: *` (remotes). */
  cors?: boolean;
};

type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };
const compressedCache = new Map<string, Encoded>();

function cacheControl(relativePath: string): string {
  const name = path.basename(relativePath);
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

async function encode(
  file: string,
  mtimeMs: number,
  raw: Buffer,
  accept: string,
  ext: string,
): Promise<Encoded> {
  if (!COMPRESSIBLE.has(ext) || raw.length < 512) return { body: raw, encoding: null };
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return { body: raw, encoding: null };
  const key = `${file}:${mtimeMs}:${encoding}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : await gzipAsync(raw, { level: 9 });
  const result = { body, encoding } satisfies Encoded;
  compressedCache.set(key, result);
  return result;
}

async function resolveFile(root: string, urlPath: string, spaFallback: boolean) {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  const tryStat = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? { file, info } : null;
    } catch {
      return null;
    }
  };
  const direct = (await tryStat(candidate)) ?? (await tryStat(path.join(candidate, 'index.html')));
  if (direct) return direct;
  if (spaFallback && path.extname(decoded) === '') return tryStat(path.join(root, 'index.html'));
  return null;
}

async function handle(options: StaticServerOptions, req: IncomingMessage, res: ServerResponse) {
  const root = path.resolve(options.root);
  if (options.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const found = await resolveFile(root, url.pathname, options.spaFallback ?? false);
  if (!found) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
    return;
  }
  const raw = await readFile(found.file);
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  const relative = path.relative(root, found.file);
  const ext = path.extname(found.file);
  res.setHeader('Content-Type', MIME_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl(relative));
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  const { body, encoding } = await encode(found.file, found.info.mtimeMs, raw, accept, ext);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createStaticServer(options: StaticServerOptions): Server {
  return createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      console.error('[static] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
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
