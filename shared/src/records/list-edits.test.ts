import { describe, expect, it } from 'vitest';
import { moveItem } from './list-edits';

describe('moveItem', () => {
  const list = ['a', 'b', 'c'] as const;

  it('moves an item one place up or down', () => {
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the ends and out-of-range indexes where they are, in a new list', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 2, 1)).toEqual(list);
    expect(moveItem(list, 5, -1)).toEqual(list);
    expect(moveItem(list, -1, 1)).toEqual(list);
    expect(moveItem(list, 0, -1)).not.toBe(list);
  });

  it('keeps undefined items (a list of optional values moves like any other)', () => {
    expect(moveItem([undefined, 1], 0, 1)).toEqual([1, undefined]);
  });
});
