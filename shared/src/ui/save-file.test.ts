import { describe, expect, it } from 'vitest';
import { bytesFromBase64 } from './save-file';

describe('bytesFromBase64', () => {
  it('gives back the bytes, high ones included', () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80]);
    const base64 = Buffer.from(bytes).toString('base64');
    expect([...bytesFromBase64(base64)]).toEqual([...bytes]);
  });

  it('gives nothing for nothing', () => {
    expect(bytesFromBase64('')).toHaveLength(0);
  });
});
