import { describe, expect, it } from 'vitest';
import { scrollLeftShowing, tabIndexForKey } from './tab-keys';

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

describe('scrollLeftShowing', () => {
  // A 343 px wide tab list at 375 px whose fourth tab (Contracts) starts at 520 px.
  const view = { scrollLeft: 0, width: 343 };

  it('scrolls a tab beyond the right edge into view, with room for the next to peek in', () => {
    expect(scrollLeftShowing(view, { start: 520, width: 110 })).toBe(520 + 110 + 24 - 343);
  });

  it('scrolls back to a tab before the left edge, never below 0', () => {
    expect(scrollLeftShowing({ scrollLeft: 300, width: 343 }, { start: 150, width: 100 })).toBe(
      126,
    );
    expect(scrollLeftShowing({ scrollLeft: 300, width: 343 }, { start: 0, width: 100 })).toBe(0);
  });

  it('leaves the list where it is when the tab already shows', () => {
    expect(scrollLeftShowing({ scrollLeft: 100, width: 343 }, { start: 200, width: 100 })).toBe(
      100,
    );
  });
});
