import { describe, expect, it } from 'vitest';
import { scrollTopShowing } from './scroll-top-showing';

const box = (top: number, height: number) => () => ({ top, height }) as DOMRect;

/** The sidebar at 1280 × 800: 800 px high, scrolled by `scrollTop`. */
const sidebar = (scrollTop: number) => ({
  scrollTop,
  clientHeight: 800,
  getBoundingClientRect: box(0, 800),
});

describe('scrollTopShowing', () => {
  it('scrolls an entry below the fold (Contracts, Marketing) into view', () => {
    expect(scrollTopShowing(sidebar(0), { getBoundingClientRect: box(900, 40) })).toBe(
      900 + 40 + 16 - 800,
    );
  });

  it('scrolls back up to an entry above the visible part', () => {
    // Scrolled by 300: an entry 100 px from the top of the list shows at -200.
    expect(scrollTopShowing(sidebar(300), { getBoundingClientRect: box(-200, 40) })).toBe(84);
  });

  it('leaves the sidebar where it is when the entry already shows', () => {
    expect(scrollTopShowing(sidebar(0), { getBoundingClientRect: box(200, 40) })).toBe(0);
  });
});
