import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { titledFailure } from './titled-failure';

const words: Record<string, string> = {
  'signing.sign.failureTitle': 'Le contrat n’a pas pu être signé',
  'signing.errors.generic': 'Une erreur est survenue.',
};
const t = ((key: string) => words[key] ?? key) as unknown as TFunction;

describe('titledFailure', () => {
  it('joins the title and the reason with the colon of the page’s language', () => {
    expect(
      titledFailure(t, 'fr', 'signing.sign.failureTitle', { key: 'signing.errors.generic' }),
    ).toBe('Le contrat n’a pas pu être signé\u202f: Une erreur est survenue.');
    expect(titledFailure(t, 'en-US', 'signing.sign.failureTitle', { text: 'Not now' })).toBe(
      'Le contrat n’a pas pu être signé: Not now',
    );
  });
});
