import { describe, expect, it } from 'vitest';
import { excerpt } from './overview-view';

describe('excerpt', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerpt('Hello\n\nthere  Jane')).toBe('Hello there Jane');
  });

  it('cuts a long message at a word with an ellipsis', () => {
    expect(excerpt('The homepage mock-up is ready for you', 20)).toBe('The homepage…');
  });

  it('cuts inside a word too long to cut at a space', () => {
    expect(excerpt('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
