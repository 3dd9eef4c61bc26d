import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormShell, type FormShellState } from './FormShell';

const shell = (form: FormShellState, withCancel = true) =>
  renderToString(
    createElement(FormShell, {
      form,
      submitLabel: 'Save',
      pendingLabel: 'Saving…',
      ...(withCancel ? { cancelLabel: 'Cancel', onCancel: () => undefined } : {}),
      children: createElement('input', { 'aria-label': 'Name' }),
    }),
  );

const idle: FormShellState = { handleSubmit: () => undefined, failure: null, isPending: false };

describe('FormShell', () => {
  it('is a form checked by the app, its fields before Cancel and the submit button', () => {
    const html = shell(idle);
    expect(html).toMatch(/^<form[^>]*novalidate/i);
    expect(html.indexOf('Name')).toBeLessThan(html.indexOf('Cancel'));
    expect(html.indexOf('Cancel')).toBeLessThan(html.indexOf('Save'));
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('role="alert"');
  });

  it('tells the failure and disables both buttons while sending', () => {
    const html = shell({ ...idle, failure: 'It failed.', isPending: true });
    expect(html).toMatch(/role="alert"[^>]*>It failed\./);
    expect(html).toContain('Saving…');
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });

  it('has no Cancel button for a form saved in place', () => {
    expect(shell(idle, false)).not.toContain('Cancel');
  });
});
