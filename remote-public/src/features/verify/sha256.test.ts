import { describe, expect, it } from 'vitest';
import { normalizeSha256, sha256Hex, toHex } from './sha256';

describe('sha256Hex', () => {
  it('gives the 64 lowercase hex digits of the known digests', async () => {
    expect(await sha256Hex(new Uint8Array())).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('pads every byte to two digits', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff');
    expect(toHex(new Uint8Array([10, 11]).buffer)).toBe('0a0b');
  });
});

describe('normalizeSha256', () => {
  it('takes 64 hex digits in either case, around spaces', () => {
    const hex = 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD';
    expect(normalizeSha256(` ${hex}\n`)).toBe(hex.toLowerCase());
  });

  it('refuses anything else', () => {
    expect(normalizeSha256('')).toBeNull();
    expect(normalizeSha256('abc')).toBeNull();
    expect(normalizeSha256('g'.repeat(64))).toBeNull();
    expect(normalizeSha256('a'.repeat(65))).toBeNull();
  });
});
