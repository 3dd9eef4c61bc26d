import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys';

describe('tabIndexForKey', () => {
  it('moves to the next and previous tab with the arrow keys', () => {
    expect(tabIndexForKey('ArrowRight', 1, 4)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 1, 4)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabIndexForKey('ArrowDown', 1, 4)).toBeNull();
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
