import { describe, expect, it } from 'vitest';
import { toBrowserClassNames } from './class-names';

describe('toBrowserClassNames', () => {
  it('gives this remote its prefix and shared components the shell’s, hashes unchanged', () => {
    expect(
      toBrowserClassNames(
        '<div class="src-layout-__page--DTs5k"><span class="---shared-src-ui-__switcher--Ie8zB other"></span></div>',
      ),
    ).toBe('<div class="pu-DTs5k"><span class="sh-Ie8zB other"></span></div>');
  });

  it('leaves global class names and text that looks like a class alone', () => {
    const html = '<p class="plain two-words">class="src-layout-__x--abcde"</p>';
    expect(toBrowserClassNames(html)).toBe(html);
  });

  it('keeps names whose local part holds dashes and underscores', () => {
    expect(toBrowserClassNames('<a class="src-features-home-__line_wide--a-b_c"></a>')).toBe(
      '<a class="pu-a-b_c"></a>',
    );
  });
});
