import { describe, expect, it } from 'vitest';
import { blankLike, humanize, setAt } from './document-edit';

describe('content document edits', () => {
  it('changes one leaf and leaves the rest as it was', () => {
    const doc = { home: { hero: { title: 'Old', note: 'Kept' }, tags: ['a', 'b'] } };
    const next = setAt(doc, ['home', 'hero', 'title'], 'New');
    expect(next).toEqual({ home: { hero: { title: 'New', note: 'Kept' }, tags: ['a', 'b'] } });
    expect(setAt(doc, ['home', 'tags', 1], 'c')).toEqual({
      home: { hero: doc.home.hero, tags: ['a', 'c'] },
    });
    expect(doc.home.hero.title).toBe('Old');
  });

  it('ignores a path the document does not have', () => {
    const doc = { home: { title: 'Kept' } };
    expect(setAt(doc, ['home', 'other', 'x'], 'y')).toEqual(doc);
  });

  it('adds blank items shaped as the others, and names fields', () => {
    expect(blankLike({ title: 'T', text: 'X', price: { min: 1, max: 2 } })).toEqual({
      title: '',
      text: '',
      price: { min: 0, max: 0 },
    });
    expect(blankLike(undefined)).toBe('');
    expect(humanize('primaryCta')).toBe('Primary cta');
  });
});
