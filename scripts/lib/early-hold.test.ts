import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineHash } from './csp-hash';
import {
  EARLY_HOLD_SCRIPT,
  EARLY_HOLD_SOURCES,
  SPECULATION_RULES,
  SPECULATION_RULES_ON_GET_STARTED,
} from './early-hold';

type Element = {
  tagName: string;
  type?: string;
  textContent?: string;
  id?: string;
  src?: string;
  href?: string;
  attributes?: Record<string, string>;
};

/**
 * Runs the early hold in a small stand-in of a browser with no paint observer (what it does
 * once painted happens at the next frame) and returns what it appended to the head, in order,
 * once the timers up to `timersUpTo` ms and every promise they start have settled.
 */
async function runEarlyHold({
  pathname = '/',
  scripts = { preload: [], run: [] },
  signedIn = false,
  speculationRules = true,
  fetch = () => Promise.resolve(),
  timersUpTo = 0,
}: {
  pathname?: string;
  scripts?: Record<string, unknown>;
  /** A session in local storage: the page is taken over once painted, without a gesture. */
  signedIn?: boolean;
  speculationRules?: boolean;
  fetch?: (url?: unknown) => Promise<unknown>;
  timersUpTo?: number;
}): Promise<Element[]> {
  const appended: Element[] = [];
  const timers: Array<() => void> = [];
  const byId: Record<string, { textContent?: string }> = {
    'atelier-scripts': { textContent: JSON.stringify(scripts) },
    'atelier-backend': { textContent: '{"backendUrl":"http://backend.invalid","publicKey":"k"}' },
  };
  const root = {
    querySelectorAll: () => [],
    querySelector: () => null,
    addEventListener: () => undefined,
    getAttribute: () => null,
  };
  const page = {
    document: {
      getElementById: (id: string) => (id === 'root' ? root : (byId[id] ?? null)),
      documentElement: { lang: 'en', setAttribute: () => undefined },
      head: {
        appendChild: (element: Element) => {
          appended.push(element);
          if (element.id) byId[element.id] = element;
        },
      },
      createElement: (tagName: string): Element => {
        const attributes: Record<string, string> = {};
        return {
          tagName,
          attributes,
          setAttribute: (name: string, value: string) => {
            attributes[name] = value;
          },
        } as Element;
      },
      addEventListener: () => undefined,
      visibilityState: 'visible',
      readyState: 'complete',
      referrer: '',
      cookie: '',
    },
    location: { pathname, search: '', origin: 'http://site.invalid' },
    localStorage: {
      getItem: (key: string) => (signedIn && key === 'auth_token' ? 'a session' : null),
      setItem: () => undefined,
    },
    navigator: {},
    HTMLScriptElement: {
      supports: (type: string) => speculationRules && type === 'speculationrules',
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    requestAnimationFrame: (callback: () => void) => callback(),
    // Later timers (the 10-second fallback) would add nothing new.
    setTimeout: (callback: () => void, ms: number) =>
      ms <= timersUpTo ? timers.push(callback) : 0,
    fetch,
  };
  runInNewContext(EARLY_HOLD_SCRIPT, { ...page, window: page });
  while (timers.length > 0) {
    timers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return appended;
}

/** The speculation rules the early hold adds on a page at `pathname`. */
async function speculationRulesAt(pathname: string): Promise<Element[]> {
  const appended = await runEarlyHold({ pathname });
  return appended.filter((element) => element.type === 'speculationrules');
}

const selectorOf = (rules: Element) =>
  JSON.parse(rules.textContent ?? '{}').prefetch.map(
    (rule: { where: { selector_matches: string } }) => rule.where.selector_matches,
  );

describe('the speculation rules of the early hold', () => {
  it('fetch the language link and "Start your project" ahead on other pages', async () => {
    for (const pathname of ['/', '/services', '/estimator']) {
      const [rules, ...more] = await speculationRulesAt(pathname);
      expect(more).toEqual([]);
      expect(rules?.textContent).toBe(SPECULATION_RULES);
      expect(selectorOf(rules as Element)).toEqual(['a[hreflang], a[href="/get-started"]']);
    }
  });

  it('never fetch /get-started ahead on /get-started itself, only the language link', async () => {
    for (const pathname of ['/get-started', '/get-started/']) {
      const [rules, ...more] = await speculationRulesAt(pathname);
      expect(more).toEqual([]);
      expect(rules?.textContent).toBe(SPECULATION_RULES_ON_GET_STARTED);
      expect(selectorOf(rules as Element)).toEqual(['a[hreflang]']);
    }
    // A page whose address merely starts the same way is another page.
    expect((await speculationRulesAt('/get-started-now'))[0]?.textContent).toBe(SPECULATION_RULES);
  });

  it('are allowed by the page policy: the hash of every rule text the hold can add', async () => {
    for (const pathname of ['/', '/get-started']) {
      const [rules] = await speculationRulesAt(pathname);
      expect(EARLY_HOLD_SOURCES).toContain(inlineHash(rules?.textContent ?? ''));
    }
    expect(EARLY_HOLD_SOURCES).toEqual([
      inlineHash(EARLY_HOLD_SCRIPT),
      inlineHash(SPECULATION_RULES),
      inlineHash(SPECULATION_RULES_ON_GET_STARTED),
    ]);
  });
});

/**
 * The scripts the early hold appends on a signed-in page (taken over once painted) whose
 * `#atelier-scripts` names takeover data, `fetch` answering for it, the 3-second fallback
 * included.
 */
async function takeoverAppends(fetch: (url?: unknown) => Promise<unknown>): Promise<Element[]> {
  const appended = await runEarlyHold({
    scripts: { preload: [], run: ['/static/js/index.js'], data: '/__atelier/page/k.json' },
    signedIn: true,
    speculationRules: false,
    fetch,
    timersUpTo: 3000,
  });
  return appended.filter((element) => element.tagName === 'script');
}

describe('the takeover data the early hold fetches', () => {
  it("puts the data's elements back in the head before the entries run", async () => {
    const elements = [
      { id: 'atelier-site', text: '{"agency":{}}' },
      { id: 'atelier-manifest', url: 'http://r/mf-manifest.json', text: '{"id":"r"}' },
    ];
    const asked: string[] = [];
    const appended = await takeoverAppends((url?: unknown) => {
      asked.push(String(url));
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ elements }) });
    });
    expect(asked).toEqual(['/__atelier/page/k.json']);
    expect(appended.map((element) => element.id ?? element.src)).toEqual([
      'atelier-site',
      'atelier-manifest',
      '/static/js/index.js',
    ]);
    expect(appended[0]).toMatchObject({ type: 'application/json', textContent: '{"agency":{}}' });
    expect(appended[1]?.attributes).toEqual({ 'data-url': 'http://r/mf-manifest.json' });
  });

  it('runs the entries without it when it fails or the host no longer has it', async () => {
    for (const fetch of [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve({ ok: false, json: () => Promise.reject(new Error('not JSON')) }),
      () => new Promise(() => undefined),
    ]) {
      const appended = await takeoverAppends(fetch);
      expect(appended.map((element) => element.id ?? element.src)).toEqual(['/static/js/index.js']);
    }
  });
});

describe('the islands the early hold loads', () => {
  it('adds them once the page is painted, before the scripts it preloads', async () => {
    const appended = await runEarlyHold({
      scripts: {
        preload: ['http://remote.invalid/remote.js'],
        run: ['/static/js/index.js'],
        islands: ['/__atelier/page/island.js'],
      },
      speculationRules: false,
    });
    expect(appended.map((element) => `${element.tagName} ${element.src ?? element.href}`)).toEqual([
      'script /__atelier/page/island.js',
      'link http://remote.invalid/remote.js',
      'link /static/js/index.js',
    ]);
  });

  it('adds none on a page without any', async () => {
    const appended = await runEarlyHold({ scripts: { preload: [], run: ['/static/js/index.js'] } });
    expect(appended.filter((element) => element.tagName === 'script' && element.src)).toEqual([]);
  });
});
