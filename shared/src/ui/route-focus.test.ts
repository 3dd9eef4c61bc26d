import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';
import { focusNewPage } from './route-focus';

type FakeElement = {
  tag: string;
  text: string;
  attributes: Map<string, string>;
  isConnected: boolean;
  children: FakeElement[];
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  focus: ReturnType<typeof vi.fn>;
  contains(other: unknown): boolean;
  querySelector(selector: string): FakeElement | null;
  readonly textContent: string;
};

function element(tag: string, children: FakeElement[] = [], text = ''): FakeElement {
  const self: FakeElement = {
    tag,
    text,
    attributes: new Map(),
    isConnected: true,
    children,
    hasAttribute: (name) => self.attributes.has(name),
    setAttribute: (name, value) => self.attributes.set(name, value),
    focus: vi.fn(() => {
      page.activeElement = self;
    }),
    contains: (other) => other === self || self.children.some((child) => child.contains(other)),
    querySelector: (selector) => find(self, selector.split(' ').at(-1) ?? ''),
    get textContent() {
      return self.text;
    },
  };
  return self;
}

function find(from: FakeElement, tag: string): FakeElement | null {
  for (const child of from.children) {
    if (child.tag === tag) return child;
    const inner = find(child, tag);
    if (inner) return inner;
  }
  return null;
}

let page: {
  body: FakeElement;
  activeElement: FakeElement | null;
  title: string;
  querySelector(selector: string): FakeElement | null;
};
let mutations: (() => void) | null;

function setPage(mainChildren: FakeElement[], outside: FakeElement[] = []) {
  const main = element('main', mainChildren);
  const body = element('body', [...outside, main]);
  page = {
    body,
    activeElement: body,
    title: 'Services — Atelier',
    querySelector: (selector) => {
      if (selector === 'main h1') return find(main, 'h1');
      return find(body, selector);
    },
  };
  return main;
}

const run = (onShown: (title: string) => void) =>
  focusNewPage(onShown, page as unknown as Document);

beforeEach(() => {
  vi.useFakeTimers();
  mutations = null;
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(callback: () => void) {
        mutations = callback;
      }
      observe() {}
      disconnect() {
        mutations = null;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('focusNewPage', () => {
  it("focuses the new page's h1, made focusable, then announces the page's title", () => {
    const h1 = element('h1', [], 'Services');
    const link = element('a');
    setPage([h1], [link]);
    page.activeElement = link; // the header's link the visitor followed
    const shown = vi.fn();
    run(shown);
    vi.advanceTimersByTime(0);
    expect(h1.attributes.get('tabindex')).toBe('-1');
    expect(h1.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(shown).toHaveBeenCalledWith('Services — Atelier');
  });

  it('waits for a page rendered late, and falls back to main when it never shows an h1', () => {
    const main = setPage([]);
    const shown = vi.fn();
    run(shown);
    vi.advanceTimersByTime(0);
    const h1 = element('h1', [], 'Estimator');
    main.children.push(h1);
    mutations?.();
    expect(h1.focus).toHaveBeenCalled();

    const empty = setPage([]);
    run(shown);
    vi.advanceTimersByTime(5_000);
    expect(empty.focus).toHaveBeenCalled();
    expect(empty.attributes.get('tabindex')).toBe('-1');
  });

  it('leaves a focus the page took inside main (a field it focuses), and still announces', () => {
    const field = element('input');
    const h1 = element('h1', [], 'Get started');
    setPage([h1, field]);
    page.activeElement = field;
    const shown = vi.fn();
    run(shown);
    vi.advanceTimersByTime(100);
    expect(h1.focus).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('leaves a focus the visitor moved while the page loaded (a menu opened)', () => {
    const link = element('a');
    const menu = element('button');
    const main = setPage([], [link, menu]);
    page.activeElement = link;
    const shown = vi.fn();
    run(shown);
    vi.advanceTimersByTime(0);
    page.activeElement = menu;
    const h1 = element('h1', [], 'Profile');
    main.children.push(h1);
    mutations?.();
    expect(h1.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(shown).toHaveBeenCalledWith('Services — Atelier');
  });

  it('does nothing once stopped (the next page change came first)', () => {
    const h1 = element('h1');
    setPage([h1]);
    const shown = vi.fn();
    run(shown)();
    vi.advanceTimersByTime(6_000);
    expect(h1.focus).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('RouteAnnouncer', () => {
  it('is one polite, atomic live region, empty on the first page', () => {
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, { initialEntries: ['/services'] }, createElement(RouteAnnouncer)),
    );
    expect(html).toBe(
      '<div id="atelier-route-announcer" class="at-visually-hidden" aria-live="polite" aria-atomic="true"></div>',
    );
  });
});
