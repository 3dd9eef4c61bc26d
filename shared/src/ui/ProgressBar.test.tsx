import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clampProgress, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('keeps the value within 0–100, whole, and a missing one at 0', () => {
    expect(clampProgress(33.4)).toBe(33);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('names the bar and gives its value in the words the caller writes', () => {
    const html = renderToString(
      createElement(ProgressBar, {
        value: 59.6,
        label: 'Progress of Site',
        valueText: (percent) => `${percent} %`,
      }),
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Progress of Site"');
    expect(html).toContain('aria-valuenow="60"');
    expect(html).toContain('aria-valuetext="60 %"');
    expect(html).toContain('width:60%');
  });
});
