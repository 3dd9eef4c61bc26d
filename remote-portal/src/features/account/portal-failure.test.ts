import { loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { isNotLinked } from './not-linked';
import { portalFailureMessage } from './portal-failure';

const t = (key: string) => `t:${key}`;

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

describe('portal failures', () => {
  it('words a failure by its code in the client’s language', () => {
    expect(portalFailureMessage(t, { code: 'NETWORK_ERROR', error: 'fetch failed' })).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
    expect(portalFailureMessage(t, { code: 'NOT_LINKED', error: 'x' })).toMatch(/relié/);
  });

  it('words a conflict by its reason, never in the server’s English', () => {
    const failure = {
      code: 'CONFLICT',
      error: 'You have already signed this contract',
      reason: 'already_signed',
    };
    expect(portalFailureMessage(t, failure)).toBe('Vous avez déjà signé ce contrat.');
  });

  it('tells the not-linked account apart from other refusals', () => {
    expect(isNotLinked({ code: 'NOT_LINKED' })).toBe(true);
    expect(isNotLinked({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotLinked(null)).toBe(false);
  });
});
