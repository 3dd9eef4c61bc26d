import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('gives the standard digest as 64 lowercase hex digits', () => {
    // FIPS 180-2's "abc" test vector, the value `sha256sum` prints.
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes exactly the bytes given, not the buffer behind a view', () => {
    const buffer = new TextEncoder().encode('xxabcxx');
    expect(sha256Hex(buffer.subarray(2, 5))).toBe(sha256Hex(new TextEncoder().encode('abc')));
  });
});
