import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFilesHandler } from './site-files';
import { listen } from './static-server';

const servers: Server[] = [];
let backendCalls: string[] = [];
let site = '';

async function start(server: Server): Promise<string> {
  await listen(server, 0, '127.0.0.1');
  servers.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  const backend = await start(
    createServer((req, res) => {
      backendCalls.push(`${req.method} ${req.url}`);
      if (req.url === '/site/v1/robots.txt') {
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'public, max-age=300',
          'x-secret': '1',
        });
        res.end('User-agent: *\nDisallow: /admin\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end('<urlset/>');
      }
    }),
  );
  const siteFiles = siteFilesHandler(`${backend}/`);
  site = await start(
    createServer((req, res) => {
      void siteFiles(req, res).then((handled) => {
        if (!handled) {
          res.writeHead(299);
          res.end('static');
        }
      });
    }),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('siteFilesHandler', () => {
  it("answers /robots.txt and /sitemap.xml with the backend's files", async () => {
    backendCalls = [];
    const robots = await fetch(`${site}/robots.txt?x=1`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=300');
    expect(robots.headers.get('x-secret')).toBeNull();
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /admin\n');
    const sitemap = await fetch(`${site}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toBe('<urlset/>');
    expect(backendCalls).toEqual(['GET /site/v1/robots.txt', 'GET /site/v1/sitemap.xml']);
  });

  it('leaves every other path to the static server, and refuses writes', async () => {
    backendCalls = [];
    for (const path of [
      '/',
      '/services',
      '/robots.txt/x',
      '/site/v1/robots.txt',
      '/sitemap.xml.gz',
    ]) {
      const answer = await fetch(`${site}${path}`);
      expect(answer.status, path).toBe(299);
    }
    expect((await fetch(`${site}/robots.txt`, { method: 'POST' })).status).toBe(405);
    expect(backendCalls).toEqual([]);
  });

  it('answers 503 (try later) when the backend cannot be reached', async () => {
    const handler = siteFilesHandler('http://127.0.0.1:9');
    const down = await start(
      createServer((req, res) => {
        void handler(req, res);
      }),
    );
    const answer = await fetch(`${down}/sitemap.xml`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
  });
});
