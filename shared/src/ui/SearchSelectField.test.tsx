import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchSelectField } from './SearchSelectField';

describe('SearchSelectField', () => {
  it('draws the search box, then the list it narrows', () => {
    const html = renderToString(
      createElement(SearchSelectField, {
        searchLabel: 'Find a client',
        search: 'ja',
        onSearch: () => undefined,
        label: 'Client',
        value: 'c1',
        options: [{ value: 'c1', label: 'Jane Doe (Studio Doe)' }],
        onChange: () => undefined,
      }),
    );
    expect(html).toMatch(/type="search"[^>]*value="ja"/);
    expect(html.indexOf('Find a client')).toBeLessThan(html.indexOf('<select'));
    expect(html).toContain('Jane Doe (Studio Doe)');
  });
});
