import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { leadErrorKey } from './lead-errors';

const translated = (key: string) =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], en);

describe('lead errors', () => {
  it('become one of our translated messages, never the server’s words', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'NETWORK_ERROR',
      'INTERNAL',
      'WHATEVER',
    ]) {
      const key = leadErrorKey({ code, error: 'Internal details' });
      expect(typeof translated(key), key).toBe('string');
    }
    expect(leadErrorKey(null)).toBe('leads.errors.generic');
  });

  it('recognise the demo answer "Lead not found"', () => {
    expect(leadErrorKey({ code: '', error: 'Lead not found' })).toBe('leads.errors.notFound');
  });
});
