import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarTable } from './BarTable';

const columns = [
  { key: 'month', header: 'Month' },
  { key: 'sent', header: 'Sent', numeric: true },
];
const rows = [{ key: 'jan', label: 'January', cells: [3], bar: createElement('span', null) }];

describe('BarTable', () => {
  it('draws a bar per row in a last column that screen readers skip, its header theirs only', () => {
    const html = renderToString(
      createElement(BarTable, {
        caption: 'Sent by month',
        columns,
        rows,
        bars: { header: 'Bars', width: '50%' },
        variant: 'plain',
      }),
    );
    // Plain: no box of its own, but a frame that scrolls when the table is too wide.
    expect(html).toMatch(/^<div[^>]*><div class="[^"]*scroller[^"]*"><table/);
    expect(html).toContain('<span class="at-visually-hidden">Bars</span>');
    expect(html).toMatch(
      /<td class="[^"]*" style="width:50%" aria-hidden="true"><span><\/span><\/td>/,
    );
    expect(html).toContain('<th scope="row">January</th>');
  });

  it('without bars is the captioned table of figures in its own scrolling box', () => {
    const html = renderToString(
      createElement(BarTable, { caption: 'Sent by month', columns, rows }),
    );
    // Its frame (`ScrollRegion`: a wrapper, then the scrolling box).
    expect(html).toMatch(/^<div class="[^"]*"><div class="[^"]*"><table/);
    expect(html).not.toContain('aria-hidden');
  });
});
