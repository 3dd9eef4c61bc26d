import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadableLazy, preloadLazyPage } from './lazy-page';

const Page = () => createElement('h1', null, 'The page');

describe('preloadableLazy', () => {
  it('suspends until loaded, and renders at once, never suspending, after preload', async () => {
    let loads = 0;
    const { Component, preload } = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    const tree = createElement(Suspense, { fallback: 'suspended' }, createElement(Component));
    expect(renderToString(tree)).toContain('suspended');
    await expect(preload()).resolves.toEqual({ default: Page });
    const fresh = preloadableLazy(() => Promise.resolve({ default: Page }));
    await fresh.preload();
    const html = renderToString(
      createElement(Suspense, { fallback: 'suspended' }, createElement(fresh.Component)),
    );
    expect(html).toContain('<h1>The page</h1>');
    expect(html).not.toContain('suspended');
    expect(loads).toBe(2);
  });
});

describe('lazyPage', () => {
  it('renders the spinner while its module is not loaded', () => {
    const element = lazyPage(() => Promise.resolve({ default: Page }));
    expect(renderToString(element)).not.toContain('The page');
  });

  it('renders the page itself at once after preloadLazyPage, never the spinner', async () => {
    let loads = 0;
    const element = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    await preloadLazyPage(element);
    const html = renderToString(element);
    expect(html).toContain('<h1>The page</h1>');
    expect(html).not.toContain('role="status"');
    expect(loads).toBe(1);
  });

  it('preloads nothing for any other element, and never rejects', async () => {
    await expect(preloadLazyPage(createElement('div'))).resolves.toBeUndefined();
    await expect(preloadLazyPage(undefined)).resolves.toBeUndefined();
    const failing = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(preloadLazyPage(failing)).resolves.toBeUndefined();
  });
});
