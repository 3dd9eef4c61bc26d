import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTakeoverDataStore, PAGE_FILES_PATH, takeoverDataOf } from './takeover-data';

const SITE =
  '<script type="application/json" id="atelier-site">{"agency":{"name":"A \\u003c B"}}</script>';
const CONTENT =
  '<script type="application/json" id="atelier-content">{"home:en":{"hero":"Hi"}}</script>';
const MANIFEST = { url: 'http://remote.invalid/mf-manifest.json', json: { id: 'remote_public' } };
const CONFIG = { backendUrl: 'http://api.invalid', publicKey: 'k', remotes: {} };

describe('takeoverDataOf', () => {
  it("takes the site and texts out of the markup, with the manifest and config, as the head's elements", () => {
    const { head, html, elements } = takeoverDataOf(
      { head: `<title>Hi</title>${SITE}`, html: `<main><h1>Hello</h1></main>${CONTENT}` },
      MANIFEST,
      CONFIG,
    );
    expect(head).toBe('<title>Hi</title>');
    expect(html).toBe('<main><h1>Hello</h1></main>');
    expect(elements).toEqual([
      { id: 'atelier-site', text: '{"agency":{"name":"A \\u003c B"}}' },
      { id: 'atelier-content', text: '{"home:en":{"hero":"Hi"}}' },
      { id: 'atelier-manifest', url: MANIFEST.url, text: '{"id":"remote_public"}' },
      { id: 'atelier-config', text: JSON.stringify(CONFIG) },
    ]);
    // What a reader parses is what the page carried.
    expect(JSON.parse(elements[0]?.text ?? '')).toEqual({ agency: { name: 'A < B' } });
  });

  it('leaves markup without them as it is (a not-found page carries no texts)', () => {
    const { html, elements } = takeoverDataOf(
      { head: '<title>Not found</title>', html: '<main><h1>Not found</h1></main>' },
      MANIFEST,
      CONFIG,
    );
    expect(html).toBe('<main><h1>Not found</h1></main>');
    expect(elements.map(({ id }) => id)).toEqual(['atelier-manifest', 'atelier-config']);
  });
});

describe('the takeover data store', () => {
  let server: Server | null = null;
  afterEach(() => {
    server?.close();
    server = null;
  });

  async function serve(store: ReturnType<typeof createTakeoverDataStore>): Promise<string> {
    server = createServer((req, res) => {
      void store.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('names the same data by the same address, and answers it for good', async () => {
    const store = createTakeoverDataStore();
    const { elements } = takeoverDataOf({ head: SITE, html: CONTENT }, MANIFEST, CONFIG);
    const address = store.put(elements);
    expect(address).toMatch(new RegExp(`^${PAGE_FILES_PATH}[A-Za-z0-9_-]{22}\\.json$`));
    expect(store.put(structuredClone(elements))).toBe(address);
    expect(store.put([...elements].reverse())).not.toBe(address);

    const origin = await serve(store);
    const answer = await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.json()).toEqual({ elements });

    const plain = await fetch(`${origin}${address}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ elements });
  });

  it('answers 404 for data it does not have, 405 for other methods, and leaves other paths', async () => {
    const store = createTakeoverDataStore();
    const address = store.put([{ id: 'atelier-site', text: '{}' }]);
    const origin = await serve(store);
    for (const path of [
      `${PAGE_FILES_PATH}AAAAAAAAAAAAAAAAAAAAAA.json`,
      `${PAGE_FILES_PATH}%2e%2e%2fconfig.json`,
      `${PAGE_FILES_PATH}${'x'.repeat(500)}.json`,
      PAGE_FILES_PATH,
    ]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetch(`${origin}${address}`, { method: 'POST' })).status).toBe(405);
    // The data is not answered as a script, nor a script as data.
    expect((await fetch(`${origin}${address.replace(/\.json$/, '.js')}`)).status).toBe(404);
    expect((await fetch(`${origin}/services`)).status).toBe(418);
  });

  it("serves an island's code as a script, by its own address", async () => {
    const store = createTakeoverDataStore();
    const code = 'document.addEventListener("change",function(){});';
    const address = store.putScript(code);
    expect(address).toMatch(new RegExp(`^${PAGE_FILES_PATH}[A-Za-z0-9_-]{22}\\.js$`));
    expect(store.putScript(code)).toBe(address);
    const origin = await serve(store);
    const answer = await fetch(`${origin}${address}`);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await answer.text()).toBe(code);
  });

  it('keeps the data of the pages served last, forgetting the oldest', async () => {
    const store = createTakeoverDataStore({ maxEntries: 2 });
    const first = store.put([{ id: 'atelier-site', text: '1' }]);
    const second = store.put([{ id: 'atelier-site', text: '2' }]);
    store.put([{ id: 'atelier-site', text: '1' }]); // served again: now the newest
    const third = store.put([{ id: 'atelier-site', text: '3' }]);
    const origin = await serve(store);
    expect((await fetch(`${origin}${first}`)).status).toBe(200);
    expect((await fetch(`${origin}${third}`)).status).toBe(200);
    expect((await fetch(`${origin}${second}`)).status).toBe(404);
  });
});
