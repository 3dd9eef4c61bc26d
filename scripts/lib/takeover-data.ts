/**
 * What the takeover of a server-rendered public page reads, served beside the page instead of
 * inside it (issue 32, "LCP ≤ 1.3× the static page"): the site and published texts the markup
 * was drawn with, the remote's manifest it was rendered from, and the shell's `config.json`
 * (the page keeps only the backend's address and key, for the early hold's page view).
 *
 * Why: Lighthouse's simulated mobile network sends a response in TCP round trips, the first
 * one carrying ~14.6 KB (ten segments). A page over that takes one more round trip (150 ms)
 * before its first paint. The home page was 19.6 KB (brotli), ~4 KB of it this data, which no
 * paint needs; without it the page fits in the first round trip (docs/public-rendering.md).
 *
 * The page names the data's address in `#atelier-scripts` (`data`); the early hold fetches it
 * once the page is painted and, before it runs the shell's entry, puts each element back in
 * the head as the page carried it (`<script type="application/json" id>`), so the shell and
 * remote-public read them as before. The address is the hash of the data: a page and its
 * data always match, and the answer can be kept by the browser for good. A host that no
 * longer has it (restarted, another instance) answers 404: the takeover then asks the backend
 * and the remote's manifest itself, as a page without data would.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { RecentMap } from './recent-map';

/** Where a page's takeover data (`<key>.json`) and islands (`<key>.js`) are served, by key. */
export const PAGE_FILES_PATH = '/__atelier/page/';

/** One element of the page's head, as the early hold puts it back: id, `data-url`, text. */
export type TakeoverElement = { id: string; url?: string; text: string };

/** The elements of a rendered page's markup that only the takeover reads. */
const TAKEOVER_ONLY =
  /<script type="application\/json" id="(atelier-site|atelier-content)">([\s\S]*?)<\/script>/g;

/**
 * Takes the site and published texts out of remote-public's render (its head and markup), with
 * the manifest the page was rendered from and the shell's `config.json`: what the takeover
 * reads and no paint needs.
 */
export function takeoverDataOf(
  render: { head: string; html: string },
  manifest: { url: string; json: unknown },
  config: unknown,
): { head: string; html: string; elements: TakeoverElement[] } {
  const elements: TakeoverElement[] = [];
  const take = (markup: string) =>
    markup.replace(TAKEOVER_ONLY, (_whole, id: string, text: string) => {
      elements.push({ id, text });
      return '';
    });
  const head = take(render.head);
  const html = take(render.html);
  elements.push({ id: 'atelier-manifest', url: manifest.url, text: JSON.stringify(manifest.json) });
  elements.push({ id: 'atelier-config', text: JSON.stringify(config) });
  return { head, html, elements };
}

const KEY = /^[A-Za-z0-9_-]{22}$/;

export type TakeoverDataStoreOptions = {
  /** How many pages' data are kept (the oldest put goes first). */
  maxEntries?: number;
};

/**
 * The takeover data and islands of the pages served lately, by key, each kept as the body it
 * is answered with (and its brotli). The same data gives the same key: a busy page is one
 * entry. An island (`putScript`, the estimator's) is the same code on every page that has it:
 * a file the browser keeps, out of the page's first bytes too.
 */
export function createTakeoverDataStore(options: TakeoverDataStoreOptions = {}) {
  const entries = new RecentMap<string, { type: 'json' | 'js'; raw: Buffer; brotli: Buffer }>(
    options.maxEntries ?? 200,
  );

  function keep(type: 'json' | 'js', text: string): string {
    const raw = Buffer.from(text, 'utf8');
    const key = createHash('sha256').update(type).update(raw).digest('base64url').slice(0, 22);
    if (!entries.get(key)) {
      entries.set(key, {
        type,
        raw,
        brotli: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      });
    }
    return `${PAGE_FILES_PATH}${key}.${type}`;
  }

  return {
    /** Keeps a page's takeover `elements` and returns the address the page names for them. */
    put: (elements: TakeoverElement[]): string => keep('json', JSON.stringify({ elements })),

    /** Keeps an island's code and returns the address the page loads it from. */
    putScript: (code: string): string => keep('js', code),

    /** Answers `GET /__atelier/page/<key>.json` (or `.js`); false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
      if (!pathname.startsWith(PAGE_FILES_PATH)) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed\n');
        return true;
      }
      const [key = '', type = ''] = pathname.slice(PAGE_FILES_PATH.length).split('.');
      const entry = KEY.test(key) ? entries.get(key) : undefined;
      if (!entry || entry.type !== type) {
        res.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end('Not found\n');
        return true;
      }
      const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = brotli ? entry.brotli : entry.raw;
      res.writeHead(200, {
        'Content-Type': `${entry.type === 'js' ? 'text/javascript' : 'application/json'}; charset=utf-8`,
        // Named by its hash: the same address is always the same file.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

export type TakeoverDataStore = ReturnType<typeof createTakeoverDataStore>;
