import { loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadFailureText } from './lead-errors';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

describe('lead errors', () => {
  it('are worded in the reader’s language, never in the server’s words', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'NETWORK_ERROR',
      'INTERNAL',
      'WHATEVER',
    ]) {
      const text = leadFailureText({ code, error: 'Internal details' });
      expect(text, code).not.toContain('Internal details');
      expect(text, code).toMatch(/[éèà]/);
    }
    expect(
      leadFailureText({
        code: 'CONFLICT',
        error: '2 of these leads have proposals addressed to them; …',
        reason: 'lead_has_proposals',
        params: { count: 2 },
      }),
    ).toBe(
      '2 de ces prospects ont des propositions qui leur sont adressées. Supprimez-les ou adressez-les d’abord à un client.',
    );
  });

  it('recognise the demo answer "Lead not found"', () => {
    expect(leadFailureText({ code: '', error: 'Lead not found' })).toBe(
      'Cet enregistrement n’existe plus. Il a peut-être été supprimé.',
    );
  });
});
