import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FailureLine } from './FailureLine';

describe('FailureLine', () => {
  it('tells the message as an alert, with the id a field names in aria-describedby', () => {
    const html = renderToString(createElement(FailureLine, { id: 'email-error' }, 'Invalid email'));
    expect(html).toMatch(/^<p id="email-error" role="alert" class="[^"]*">Invalid email<\/p>$/);
  });

  it('renders nothing without a message, so the caller need not test for one', () => {
    for (const empty of [null, undefined, false, '']) {
      expect(renderToString(createElement(FailureLine, null, empty))).toBe('');
    }
  });

  it('keeps an empty alert mounted on request, for a screen reader to announce it later', () => {
    const html = renderToString(createElement(FailureLine, { isAlwaysMounted: true }, null));
    expect(html).toMatch(/^<p role="alert" class="[^"]*"><\/p>$/);
  });

  it('puts an action beside the message in one alert', () => {
    const action = createElement('button', { type: 'button' }, 'Retry');
    const html = renderToString(createElement(FailureLine, { action }, 'Could not load'));
    expect(html).toMatch(
      /^<div role="alert"[^>]*><p>Could not load<\/p><button type="button">Retry<\/button><\/div>$/,
    );
  });

  it('renders a list of problems as one alert list', () => {
    const items = ['a', 'b'].map((text) => createElement('li', { key: text }, text));
    const html = renderToString(createElement(FailureLine, { as: 'ul' }, items));
    expect(html).toMatch(/^<ul role="alert"[^>]*><li>a<\/li><li>b<\/li><\/ul>$/);
  });
});
