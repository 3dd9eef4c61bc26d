/**
 * `/sitemap.xml` and `/robots.txt` on the site's own origin, where crawlers look for them:
 * they are written by the backend from the pages of Site Management (docs/site-management.md)
 * and served here by proxying `GET <backend>/site/v1/<file>`. Any other request is left to the
 * caller (the handler answers false), so it sits in front of the static server:
 *
 *   const siteFiles = siteFilesHandler(backendUrl);
 *   createServer(async (req, res) => { if (!(await siteFiles(req, res))) serveStatic(req, res); });
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt']);
/** Headers of the backend's answer worth passing on; the rest is the backend's own business. */
const FORWARDED = ['content-type', 'cache-control', 'last-modified', 'etag'];

export type SiteFilesHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export function siteFilesHandler(backendUrl: string): SiteFilesHandler {
  const base = backendUrl.replace(/\/+$/, '');
  return async (req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    if (!SITE_FILES.has(pathname)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return true;
    }
    let answer: Response;
    try {
      answer = await fetch(`${base}/site/v1${pathname}`, { signal: AbortSignal.timeout(10_000) });
    } catch {
      // A crawler told "try later" keeps its old copy; a 404 would make it forget the file.
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
      res.end('The site files are unavailable for a moment\n');
      return true;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.ok ? 200 : 503, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
