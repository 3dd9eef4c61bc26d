import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientForm } from '../features/clients/ClientForm';
import { EMPTY_CLIENT_FORM } from '../features/clients/client-schema';
import { renderInLanguage } from './render-in-language';

const render = (isNew: boolean) =>
  renderInLanguage(
    createElement(ClientForm, {
      isNew,
      initial: { ...EMPTY_CLIENT_FORM, name: 'Acme' },
      onSubmit: async () => ({ success: false as const, error: 'no', code: 'INTERNAL' }),
      onSaved: () => undefined,
      onCancel: () => undefined,
    }),
    'en',
  );

describe("a record's form in its frame", () => {
  it('checks the fields itself, notes the required ones, and ends with Cancel and submit', async () => {
    const html = await render(true);
    expect(html).toMatch(/^<form[^>]*noValidate=""/);
    expect(html).toContain('Fields marked * are required.');
    expect(html.indexOf('Cancel')).toBeLessThan(html.indexOf('Add client'));
    expect(html).toContain('type="submit"');
  });

  it('binds each text field to its value by name', async () => {
    const html = await render(false);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Acme"/);
    expect(html).toContain('Save changes');
  });
});
