import { formatFor } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { centsToInput, priceRange } from './template-format';

describe('template prices', () => {
  it('shows a range as the spec does, "$1,500 – $3,000", in whole amounts', () => {
    const format = formatFor('en');
    expect(priceRange(format, 150_000, 300_000, 'USD')).toBe('$1,500 – $3,000');
    expect(priceRange(format, 2_000_000, 3_500_000, 'USD')).toBe('$20,000 – $35,000');
  });

  it('keeps the cents when there are some, and shows one amount for a fixed price', () => {
    const format = formatFor('en');
    expect(priceRange(format, 150_050, 300_000, 'USD')).toBe('$1,500.50 – $3,000');
    expect(priceRange(format, 500_000, 500_000, 'USD')).toBe('$5,000');
  });

  it('follows the language and the currency', () => {
    const text = priceRange(formatFor('fr'), 150_000, 300_000, 'EUR').replace(/\s/g, ' ');
    expect(text).toBe('1 500 € – 3 000 €');
  });

  it('puts cents in a field the way an admin types them', () => {
    expect(centsToInput(150_000)).toBe('1500');
    expect(centsToInput(150_050)).toBe('1500.50');
  });
});
