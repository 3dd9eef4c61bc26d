import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormPanel } from './FormPanel';

const panel = (isOpen: boolean) =>
  renderToString(
    createElement(FormPanel, {
      isOpen,
      title: 'New invoice',
      onClose: () => undefined,
      children: createElement('form', { 'aria-label': 'the form' }),
    }),
  );

describe('FormPanel', () => {
  it('mounts its form only while open, so each opening starts afresh', () => {
    expect(panel(false)).not.toContain('the form');
    expect(panel(true)).toContain('the form');
  });

  it('is a dialog named by its title', () => {
    const html = panel(true);
    expect(html).toContain('New invoice');
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="[^"]+"/);
  });
});
