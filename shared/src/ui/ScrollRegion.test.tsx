import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrollFrame, ScrollRegion } from './ScrollRegion';
import { overflowsFrame } from './use-scroll-region';

const table = <table />;

describe('ScrollRegion', () => {
  it('stays out of the tab order and says nothing while its content fits', () => {
    const html = renderToStaticMarkup(<ScrollRegion label="Contracts">{table}</ScrollRegion>);
    expect(html).not.toContain('tabindex');
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain('<p');
  });

  it('while its content overflows, is a focusable named region with a visible hint', () => {
    const html = renderToStaticMarkup(
      <ScrollFrame label="Contracts" overflows>
        {table}
      </ScrollFrame>,
    );
    expect(html).toMatch(/<div[^>]*tabindex="0"[^>]*role="region"/);
    // Its name is not its content's alone: a section of that title is a landmark of that name.
    const hint = /aria-label="Contracts \(([^)]+)\)"/.exec(html)?.[1];
    expect(hint).toBeTruthy();
    expect(html).toMatch(new RegExp(`<p id="[^"]+"[^>]*>.*${hint}</p>`));
  });

  it('is named by a caption when given its id', () => {
    const html = renderToStaticMarkup(
      <ScrollFrame labelledBy="caption-1" overflows>
        {table}
      </ScrollFrame>,
    );
    const hintId = /<p id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`aria-labelledby="caption-1 ${hintId}"`);
    expect(html).not.toContain('aria-label=');
  });
});

describe('overflowsFrame', () => {
  it('is true only when the content is wider or taller than the frame (by more than a pixel)', () => {
    const frame = { clientWidth: 343, clientHeight: 200, scrollHeight: 200 };
    expect(overflowsFrame({ ...frame, scrollWidth: 343 })).toBe(false);
    expect(overflowsFrame({ ...frame, scrollWidth: 344 })).toBe(false);
    expect(overflowsFrame({ ...frame, scrollWidth: 520 })).toBe(true);
    expect(overflowsFrame({ ...frame, scrollWidth: 343, scrollHeight: 400 })).toBe(true);
  });
});
