import { describe, expect, it } from 'vitest';
import { takeoverAtOf } from './shell-server';
import {
  injectPage,
  isPublicPath,
  neededStylesheets,
  requestLanguage,
  styleAttributeSources,
  styleHash,
  usedClasses,
} from './ssr-html';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Atelier</title><script defer src="/static/js/index.1234567890.js"></script></head><body><div id="root"></div><noscript>Atelier needs JavaScript to run.</noscript></body></html>';

describe('isPublicPath', () => {
  it('leaves the back office, the portal and signing links to the browser', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/services')).toBe(true);
    expect(isPublicPath('/administrator')).toBe(true);
    expect(isPublicPath('/admin')).toBe(false);
    expect(isPublicPath('/admin/leads')).toBe(false);
    expect(isPublicPath('/client-portal/invoices')).toBe(false);
    expect(isPublicPath('/sign/abc')).toBe(false);
  });
});

describe('requestLanguage', () => {
  it('follows ?lng=, then the i18next cookie, then Accept-Language, else English', () => {
    expect(requestLanguage('/?lng=fr', { cookie: 'i18next=en' })).toBe('fr');
    expect(requestLanguage('/', { cookie: 'a=1; i18next=fr', 'accept-language': 'en' })).toBe('fr');
    expect(requestLanguage('/', { 'accept-language': 'de-DE,fr-CA;q=0.8,en;q=0.5' })).toBe('fr');
    expect(requestLanguage('/', { 'accept-language': 'de, es' })).toBe('en');
    expect(requestLanguage('/?lng=xx', {})).toBe('en');
  });

  it("puts the shell's atelier_lng cookie before the detector's i18next cookie", () => {
    expect(requestLanguage('/', { cookie: 'i18next=en; atelier_lng=fr' })).toBe('fr');
    expect(requestLanguage('/', { cookie: 'atelier_lng=xx; i18next=fr' })).toBe('fr');
  });

  it('ignores a malformed cookie rather than failing', () => {
    expect(requestLanguage('/', { cookie: 'i18next=%E0%A4%A' })).toBe('en');
  });
});

describe('neededStylesheets', () => {
  const tokens = { url: '/t.css', css: ':root{--at-color:#000}body{margin:0}' };
  const button = { url: '/b.css', css: '.shell__button--abcde{color:red}' };
  const sameButton = { url: '/b2.css', css: button.css };
  const admin = {
    url: '/a.css',
    css: '.shell__sidebar--xyzab{width:2px}@media (min-width:40.5em){.shell__rail--q1w2e{gap:.5rem}}',
  };
  const media = {
    url: '/m.css',
    css: '@media (max-width:767px){.remotepublic__bar--b1{display:none}}',
  };

  it('keeps the globals and each sheet styling a class of the markup, once and in order (a copy: named, empty)', () => {
    const html =
      '<div class="remotepublic__bar--b1"><a class="shell__button--abcde x">Go</a></div>';
    expect(usedClasses(html)).toEqual(
      new Set(['remotepublic__bar--b1', 'shell__button--abcde', 'x']),
    );
    expect(neededStylesheets(html, [tokens, button, sameButton, admin, media])).toEqual([
      tokens,
      button,
      { url: '/b2.css', css: '' },
      media,
    ]);
  });

  it("leaves out a sheet whose classes of the markup a sheet before it already styles (a module's copy in another chunk)", () => {
    const header = '.remotepublic__title--t1{font-size:2rem}.remotepublic__lead--l1{color:gray}';
    const servicesChunk = { url: '/s.css', css: `${header}.remotepublic__card--c1{padding:1rem}` };
    const estimatorChunk = { url: '/e.css', css: `${header}.remotepublic__range--r1{width:100%}` };
    const pricingChunk = {
      url: '/p.css',
      css: `${header}.remotepublic__price--p1{font-weight:700}`,
    };
    const html =
      '<h1 class="remotepublic__title--t1">Services</h1><p class="remotepublic__lead--l1">…</p>' +
      '<div class="remotepublic__card--c1"></div><b class="remotepublic__price--p1">$1</b>';
    expect(
      neededStylesheets(html, [tokens, servicesChunk, estimatorChunk, pricingChunk]).map(
        ({ url }) => url,
      ),
    ).toEqual(['/t.css', '/s.css', '/p.css']);
  });
});

describe('styleHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('injectPage', () => {
  const parts = {
    html: '<h1 class="t">Hello</h1>',
    head: '<title>Hello — Atelier</title>',
    lang: 'fr',
    styles: [{ url: 'http://r/static/css/page.css', css: 'h1{color:red}' }],
    backend: {
      backendUrl: 'http://api',
      publicKey: '</script><script>alert(1)</script>',
    },
    manifest: {
      url: 'http://r/mf-manifest.json',
      json: { id: 'remote_public', note: '</script><script>alert(2)</script>' },
    },
    preloads: ['http://r/static/js/remote.js'],
    integrity: { 'http://r/static/js/remote.js': 'sha384-abc' },
    remote: 'remote_public',
  };

  it('puts the markup in the root, its title, style, backend, manifest and scripts in the head', () => {
    const page = injectPage(INDEX, parts);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(
      '<div id="root" data-server-rendered="remote_public"><h1 class="t">Hello</h1></div>',
    );
    expect(page).toContain('<title>Hello — Atelier</title>');
    expect(page).not.toContain('<title>Atelier</title>');
    // Named by its URL, so the script's CSS loader finds it and adds no <link> of its own.
    expect(page).toContain('<style data-href="http://r/static/css/page.css">h1{color:red}</style>');
    expect(page).toContain(
      '<script type="application/json" id="atelier-manifest" data-url="http://r/mf-manifest.json">',
    );
    // Nothing is fetched before the first paint: the inline script starts the scripts after it.
    expect(page).not.toContain('<link rel="preload"');
    expect(page).not.toContain('<script defer');
    const scripts = /<script type="application\/json" id="atelier-scripts">([^<]*)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(scripts ?? '')).toEqual({
      run: ['/static/js/index.1234567890.js'],
      preload: ['http://r/static/js/remote.js'],
      // The preload of the remote's entry carries the integrity its script will be checked by.
      integrity: { 'http://r/static/js/remote.js': 'sha384-abc' },
    });
    expect(page).not.toContain('<noscript>');
  });

  it('marks the root for a takeover once idle only when the host is started so', () => {
    expect(injectPage(INDEX, { ...parts, takeoverAt: 'idle' })).toContain(
      '<div id="root" data-server-rendered="remote_public" data-takeover-at="idle">',
    );
    expect(injectPage(INDEX, { ...parts, takeoverAt: 'gesture' })).toContain(
      '<div id="root" data-server-rendered="remote_public"><h1',
    );
    expect(takeoverAtOf({ ATELIER_PUBLIC_TAKEOVER: 'idle' })).toBe('idle');
    expect(takeoverAtOf({ ATELIER_PUBLIC_TAKEOVER: 'now' })).toBe('gesture');
    expect(takeoverAtOf({})).toBe('gesture');
  });

  it('keeps the backend and the manifest inert: no closing tag can end their script elements', () => {
    const page = injectPage(INDEX, parts);
    const config =
      /<script type="application\/json" id="atelier-backend">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(config).toBeDefined();
    expect(JSON.parse(config ?? '')).toEqual(parts.backend);
    // The rest of config.json comes with the takeover's data (takeover-data.ts).
    expect(page).not.toContain('id="atelier-config"');
    expect(config).not.toContain('</script>');
    const manifest = /id="atelier-manifest"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(manifest ?? '')).toEqual(parts.manifest.json);
  });

  it('allows exactly the markup’s style attributes, by hash', () => {
    expect(styleAttributeSources('<p>no style</p>')).toEqual([]);
    const sources = styleAttributeSources(
      '<img style="object-position:50% 20%"/><i style="object-position:50% 20%"></i><b style="font-family:&quot;A&quot;"></b>',
    );
    expect(sources).toEqual([
      "'unsafe-hashes'",
      styleHash('object-position:50% 20%'),
      styleHash('font-family:"A"'),
    ]);
  });

  it("replaces index.html's description by the page's, and keeps it when the page has none", () => {
    const index = INDEX.replace('</title>', '</title><meta name="description" content="Site">');
    const withOwn = injectPage(index, {
      ...parts,
      head: '<title>Hello</title><meta name="description" content="Page">',
    });
    expect(withOwn.match(/name="description"/g)).toHaveLength(1);
    expect(withOwn).toContain('<meta name="description" content="Page">');
    expect(injectPage(index, parts)).toContain('<meta name="description" content="Site">');
  });

  it('leaves a page without an empty root unchanged', () => {
    const other = '<html><body><div id="root"><p>x</p></div></body></html>';
    expect(injectPage(other, parts)).toBe(other);
  });

  it('does not read $ patterns in the markup as replacement patterns', () => {
    const page = injectPage(INDEX, { ...parts, html: '<p>$& $1 $$</p>' });
    expect(page).toContain('<p>$& $1 $$</p>');
  });
});
