/**
 * The selectors of a stylesheet's style rules, at any nesting depth (inside @media or
 * @supports), leaving out keyframe steps. Enough for built CSS; not a general CSS parser.
 */
export function styleRuleSelectors(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  const blocks: Array<'keyframes' | 'group' | 'rule'> = [];
  let buffer = '';
  for (const char of source) {
    if (char === '{') {
      const prelude = buffer.trim();
      buffer = '';
      if (blocks.includes('keyframes')) blocks.push('rule');
      else if (/^@(-\w+-)?keyframes\b/.test(prelude)) blocks.push('keyframes');
      else if (prelude.startsWith('@')) blocks.push('group');
      else {
        selectors.push(...prelude.split(',').map((selector) => selector.trim()));
        blocks.push('rule');
      }
    } else if (char === '}') {
      blocks.pop();
      buffer = '';
    } else if (char === ';' && blocks.at(-1) !== 'rule') {
      buffer = '';
    } else {
      buffer += char;
    }
  }
  return selectors;
}
