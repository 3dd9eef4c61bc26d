import { loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

const t = (keys: string[]) => `T(${keys.join('|')})`;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

describe('failureMessage', () => {
  it('words a conflict by its reason and count, never with the server’s sentence', () => {
    const failure = {
      code: 'CONFLICT',
      error: 'This rule is attached to 2 projects; pause it (is_active: false) instead',
      reason: 'rule_attached',
      params: { count: 2 },
    };
    expect(failureMessage(t, failure, 'invoicing')).toBe(
      'This rule is attached to 2 projects. Pause it instead of deleting it.',
    );
    expect(failureMessage(t, { ...failure, params: { count: 1 } }, 'invoicing')).toBe(
      'This rule is attached to a project. Pause it instead of deleting it.',
    );
  });

  it('words every other failure by its code; unknown codes are generic', () => {
    expect(failureMessage(t, { code: 'NETWORK_ERROR' }, 'invoicing')).toMatch(
      /could not be reached/,
    );
    expect(failureMessage(t, { code: 'DEMO_READ_ONLY' }, 'templates')).toMatch(/demo/);
    expect(failureMessage(t, { code: 'SOMETHING_NEW' }, 'scoring')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(failureMessage(t, null, 'scoring')).toBe('Something went wrong. Please try again.');
  });
});
