import { describe, expect, it } from 'vitest';
import { csvAmount } from './csv';

describe('csvAmount', () => {
  it('writes cents as currency units with two decimals', () => {
    expect(csvAmount(120_050)).toBe('1200.50');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(-500)).toBe('-5.00');
  });
});
