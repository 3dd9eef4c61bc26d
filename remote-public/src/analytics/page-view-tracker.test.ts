import { describe, expect, it } from 'vitest';
import { pageViewPayload, shouldTrack, takeSentByThePage } from './page-view-tracker';

describe('shouldTrack', () => {
  it('counts the pages of the public site', () => {
    for (const path of ['/', '/services', '/estimator', '/get-started', '/authors']) {
      expect(shouldTrack(path, {}), path).toBe(true);
    }
  });

  it('never counts the back office, the client portal or the sign-in pages', () => {
    for (const path of ['/admin', '/admin/leads', '/client-portal', '/client-portal/x', '/auth']) {
      expect(shouldTrack(path, {}), path).toBe(false);
    }
    expect(shouldTrack('/auth/login', {})).toBe(false);
  });

  it('sends nothing when the visitor asks not to be tracked (DNT or GPC)', () => {
    expect(shouldTrack('/', { doNotTrack: '1' })).toBe(false);
    expect(shouldTrack('/', { globalPrivacyControl: true })).toBe(false);
    expect(shouldTrack('/', { doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
    expect(shouldTrack('/', { doNotTrack: null })).toBe(true);
  });
});

describe('pageViewPayload', () => {
  it('sends the path without the query, the campaign tags and the referrer', () => {
    expect(
      pageViewPayload(
        { pathname: '/services', search: '?utm_source=newsletter&utm_campaign=spring&email=a@b.c' },
        'https://www.google.com/',
      ),
    ).toEqual({
      path: '/services',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer: 'https://www.google.com/',
    });
  });

  it('leaves out an empty referrer and blank tags', () => {
    expect(pageViewPayload({ pathname: '/', search: '?utm_source=%20' }, '')).toEqual({
      path: '/',
    });
  });

  it('keeps the path within what the server takes', () => {
    const { path } = pageViewPayload({ pathname: `/${'a'.repeat(600)}`, search: '' }, '');
    expect(path).toHaveLength(500);
  });
});

describe('takeSentByThePage', () => {
  it('answers the path the page sent once, then nothing', () => {
    const attributes = new Map([['data-page-view-sent', '/services']]);
    const html = {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      removeAttribute: (name: string) => void attributes.delete(name),
    };
    expect(takeSentByThePage(html)).toBe('/services');
    expect(takeSentByThePage(html)).toBeNull();
  });
});
