import { loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from './api-message';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

describe('failureMessage', () => {
  it('translates failures the client detects itself', () => {
    expect(
      failureMessage({ code: 'NETWORK_ERROR', error: 'The server could not be reached' }),
    ).toEqual({ key: 'errors.network' });
    expect(failureMessage({ code: 'SERVER_UNAVAILABLE', error: 'x' })).toEqual({
      key: 'errors.unavailable',
    });
    expect(failureMessage({ code: 'INTERNAL', error: 'Internal server error' })).toEqual({
      key: 'errors.generic',
    });
  });

  /** The words a page shows for a wording, as FailureAlert draws it. */
  const shown = (wording: ReturnType<typeof failureMessage>) =>
    'key' in wording ? i18next.t(wording.key) : wording.text;

  it('words a refusal by its reason in the visitor’s language, never the server’s English', () => {
    const wrongPassword = failureMessage({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid email or password',
      reason: 'invalid_credentials',
    });
    // A key the page words in the language it draws (a server render answering a form too).
    expect(wrongPassword).toEqual({ key: 'errors:reason.invalid_credentials' });
    expect(shown(wrongPassword)).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(
      shown(
        failureMessage({
          code: 'EMAIL_TAKEN',
          error: 'An account with this email already exists',
          reason: 'email_taken',
        }),
      ),
    ).toBe('Un compte utilise déjà cette adresse e-mail.');
    expect(
      failureMessage({ code: 'RATE_LIMITED', reason: 'rate_limited', params: { seconds: 30 } }),
    ).toEqual({ text: 'Trop de tentatives. Réessayez dans 30 secondes.' });
  });

  it('words a failure without a reason by its code', () => {
    expect(shown(failureMessage({ code: 'VALIDATION_FAILED', error: ' ' }))).toBe(
      'Certains champs sont à corriger.',
    );
    expect(
      shown(failureMessage({ code: 'CONFLICT', error: 'This email is already registered' })),
    ).toBe('Impossible dans l’état actuel de l’élément. Rechargez la page pour le voir.');
    expect(failureMessage({ code: 'TEAPOT', error: 'x' })).toEqual({ key: 'errors:code.generic' });
  });
});
