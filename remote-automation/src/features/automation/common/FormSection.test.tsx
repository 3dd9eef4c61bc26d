import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormSection } from './FormSection';

describe('FormSection', () => {
  it('groups its fields in a fieldset named by its legend, passing on what a fieldset takes', () => {
    const html = renderToStaticMarkup(
      <FormSection legend="Signers" aria-describedby="hint">
        <input name="email" />
      </FormSection>,
    );
    expect(html).toMatch(
      /^<fieldset class="[^"]+" aria-describedby="hint"><legend class="[^"]+">Signers<\/legend><input name="email"\/><\/fieldset>$/,
    );
  });

  it('takes the roomier look of the template editors on request', () => {
    const plain = renderToStaticMarkup(<FormSection legend="A" />);
    const roomy = renderToStaticMarkup(<FormSection legend="A" isRoomy />);
    expect(roomy).not.toBe(plain);
  });
});
