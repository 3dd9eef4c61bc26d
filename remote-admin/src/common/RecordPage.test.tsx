import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RecordPage } from './RecordPage';
import { renderInLanguage } from './render-in-language';

const removal = {
  isOpen: false,
  isPending: false,
  problem: null,
  open: () => undefined,
  close: () => undefined,
  confirm: () => undefined,
};

function page(
  record: { name: string } | undefined,
  failure: { code: string; error: string } | null,
) {
  return createElement(
    MemoryRouter,
    null,
    createElement(RecordPage<{ name: string }>, {
      record,
      failure,
      onRetry: () => undefined,
      failedTitle: 'The client could not be loaded',
      back: { to: '/admin/clients', label: 'Back to clients' },
      header: (client) => ({ title: client.name, description: 'Acme', actions: 'Edit' }),
      removal,
      removalText: (client) => ({ title: `Delete ${client.name}?`, warning: 'For good.' }),
      children: (client) => createElement('p', null, `Body of ${client.name}`),
    }),
  );
}

describe("a record's own page", () => {
  it('shows the way back, the header with its actions and the body once the record is here', async () => {
    const html = await renderInLanguage(page({ name: 'Ada' }, null), 'en');
    expect(html).toContain('href="/admin/clients"');
    expect(html).toContain('Back to clients');
    expect(html).toContain('Ada');
    expect(html).toContain('Acme');
    expect(html).toContain('Edit');
    expect(html).toContain('Body of Ada');
  });

  it('replaces the page by why it failed, with the way back, even when a record was shown', async () => {
    const html = await renderInLanguage(
      page({ name: 'Ada' }, { code: 'NOT_FOUND', error: 'gone' }),
      'en',
    );
    expect(html).toContain('Back to clients');
    expect(html).toContain('The client could not be loaded');
    expect(html).not.toContain('Body of Ada');
  });
});
