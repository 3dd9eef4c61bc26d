import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DetailsSection } from './DetailsDialog';

describe('DetailsSection', () => {
  it('is a section named by its heading', () => {
    const html = renderToStaticMarkup(
      <DetailsSection title="Clauses">
        <p>Scope</p>
      </DetailsSection>,
    );
    const id = /<h3 id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<section aria-labelledby="${id}">`);
    expect(html).toContain('>Clauses</h3><p>Scope</p></section>');
  });
});
