import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailFallback } from './DetailFallback';
import { renderInLanguage } from './render-in-language';

const props = {
  back: createElement('a', { href: '/admin/clients' }, 'Back to clients'),
  failedTitle: 'The client could not be loaded',
  onRetry: () => undefined,
};

describe("a record's page before its record arrives", () => {
  it('shows a spinner while the record is on its way, without the way back', async () => {
    const html = await renderInLanguage(
      createElement(DetailFallback, { ...props, failure: null, loadingLabel: 'Loading...' }),
      'en',
    );
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Back to clients');
  });

  it('says why it failed, with the way back and a retry, in the page frame when given', async () => {
    const html = await renderInLanguage(
      createElement(DetailFallback, { ...props, failure: 'No answer', className: 'frame' }),
      'en',
    );
    expect(html.startsWith('<div class="frame">')).toBe(true);
    expect(html).toContain('Back to clients');
    expect(html).toContain('The client could not be loaded');
    expect(html).toContain('No answer');
    expect(html).toContain('Try again');
  });
});
