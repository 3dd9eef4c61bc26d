import { translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from './api-message';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
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

  it('words a refusal by its reason in the visitor’s language, never the server’s English', () => {
    expect(
      failureMessage({
        code: 'INVALID_CREDENTIALS',
        error: 'Invalid email or password',
        reason: 'invalid_credentials',
      }),
    ).toEqual({ text: 'L’adresse e-mail ou le mot de passe est incorrect.' });
    expect(
      failureMessage({
        code: 'EMAIL_TAKEN',
        error: 'An account with this email already exists',
        reason: 'email_taken',
      }),
    ).toEqual({ text: 'Un compte utilise déjà cette adresse e-mail.' });
  });

  it('words a failure without a reason by its code', () => {
    expect(failureMessage({ code: 'VALIDATION_FAILED', error: ' ' })).toEqual({
      text: 'Certains champs sont à corriger.',
    });
    expect(failureMessage({ code: 'CONFLICT', error: 'This email is already registered' })).toEqual(
      { text: 'Impossible dans l’état actuel de l’élément. Rechargez la page pour le voir.' },
    );
  });
});
