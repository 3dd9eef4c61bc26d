import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_DATE, MIN_DATE } from '../contract/patterns';
import { DateRangePicker, type DateRangePickerStrings } from './DateRangePicker';

const STRINGS: DateRangePickerStrings = {
  from: 'From',
  to: 'To',
  problems: { missing: 'Both', invalid: 'Bad', outOfRange: 'Out', order: 'Backwards' },
};

const render = (props: Partial<Parameters<typeof DateRangePicker>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DateRangePicker, {
      label: 'Created',
      value: { from: '2026-01-01', to: '2026-01-31' },
      onChange: () => undefined,
      strings: STRINGS,
      ...props,
    }),
  );

describe('the date-range picker', () => {
  it('is a named group of two labelled date fields bounded by MIN_DATE..MAX_DATE and each other', () => {
    const html = render();
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Created<\/legend>/);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    const [from = '', to = ''] = inputs;
    expect(from).toContain('type="date"');
    expect(from).toContain(`min="${MIN_DATE}"`);
    expect(from).toContain('max="2026-01-31"');
    expect(to).toContain('min="2026-01-01"');
    expect(to).toContain(`max="${MAX_DATE}"`);
    for (const [label, input] of [
      ['From', from],
      ['To', to],
    ] as const) {
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(html).toContain(`for="${id}">${label}</label>`);
    }
    expect(html).not.toContain('<form');
  });

  it('offers the presets as toggle buttons and applies dates together when asked', () => {
    const html = render({
      strings: { ...STRINGS, apply: 'Apply', presets: 'Quick periods' },
      isRequired: true,
      presets: [
        { key: '7', label: 'Last 7 days', isActive: true },
        { key: '30', label: 'Last 30 days', isActive: false },
      ],
    });
    expect(html).toContain('<legend class="at-visually-hidden">Quick periods</legend>');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Last 7 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Last 30 days</);
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(html).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    expect(html.match(/required=""/g)).toHaveLength(2);
  });
});
