import { describe, expect, it } from 'vitest';
import { uploadPathFor } from './api';
import { focalAfterKey } from './FocalPointPicker';

describe('focal point keys', () => {
  it('move the point by 5 % and stop at the edges; other keys do nothing', () => {
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, 'ArrowUp')).toEqual({ x: 0.5, y: 0.45 });
    expect(focalAfterKey({ x: 0.98, y: 0.02 }, 'ArrowRight')).toEqual({ x: 1, y: 0.02 });
    expect(focalAfterKey({ x: 0.02, y: 0.02 }, 'ArrowUp')).toEqual({ x: 0.02, y: 0 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});

describe('upload paths', () => {
  it('put each file in a folder of its own under uploads/, with a name storage accepts', () => {
    const first = uploadPathFor('Été 2026 #1?.jpg');
    const second = uploadPathFor('Été 2026 #1?.jpg');
    expect(first).toMatch(/^uploads\/[0-9a-f-]{36}\/Été 2026 _1_\.jpg$/);
    expect(first).not.toBe(second);
    expect(uploadPathFor('...')).toMatch(/\/image$/);
    expect(uploadPathFor(`${'a'.repeat(300)}.png`).split('/')[2]).toHaveLength(120);
  });
});
