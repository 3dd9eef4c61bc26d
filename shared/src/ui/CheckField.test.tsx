import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckField } from './CheckField';

describe('CheckField', () => {
  it('is a checkbox inside its label, checked as told', () => {
    const html = renderToString(
      createElement(CheckField, { label: 'Active', checked: true, onChange: () => undefined }),
    );
    expect(html).toMatch(
      /^<label[^>]*><input[^>]*type="checkbox"[^>]*checked=""[^>]*\/>Active<\/label>$/,
    );
  });
});
