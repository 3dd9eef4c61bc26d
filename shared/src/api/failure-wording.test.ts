import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadErrorStrings } from '../i18n/errors';
import { translationsReady } from '../i18n/register-namespace';
import { failureText, fieldText, withWordedFields } from './failure-wording';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

afterAll(() => i18next.changeLanguage('en'));

describe('failureText', () => {
  it('says the server’s words, never nothing, while its sentences are not loaded', () => {
    const french = i18next.getResourceBundle('fr', 'errors');
    const english = i18next.getResourceBundle('en', 'errors');
    i18next.removeResourceBundle('fr', 'errors');
    i18next.removeResourceBundle('en', 'errors');
    try {
      expect(
        failureText({ code: 'SERVER_UNAVAILABLE', error: 'The server could not answer' }),
      ).toBe('The server could not answer');
      expect(failureText({ code: 'INTERNAL' })).toBe('Something went wrong. Please try again.');
    } finally {
      i18next.addResourceBundle('fr', 'errors', french);
      i18next.addResourceBundle('en', 'errors', english);
    }
  });

  it('words a reason with its params, a status and a day in the reader’s language', () => {
    expect(
      failureText({
        code: 'CONFLICT',
        reason: 'invoice_not_payable',
        params: { status: 'cancelled' },
      }),
    ).toBe('Cette facture ne peut pas être payée\u202f: elle est annulée.');
    expect(
      failureText({
        code: 'CONFLICT',
        reason: 'signing_link_expired',
        params: { agency: 'Atelier', date: '2026-11-25' },
      }),
    ).toBe('Ce lien de signature a expiré le 25 novembre 2026. Demandez-en un nouveau à Atelier.');
    expect(
      failureText({ code: 'CONFLICT', reason: 'invoice_not_editable', params: { status: 'sent' } }),
    ).toMatch(/^Une facture envoyée ne peut pas être modifiée/);
  });

  it('words a refused card and a refused image by their reasons', () => {
    expect(
      failureText({
        code: 'PAYMENT_FAILED',
        reason: 'card_declined',
        error: 'Your card was declined',
      }),
    ).toBe('Votre carte a été refusée. Rien n’a été débité\u202f; essayez une autre carte.');
    expect(
      failureText({
        code: 'VALIDATION_FAILED',
        reason: 'image_too_many_pixels',
        params: { width: 9000, height: 9000, max: 40 },
      }),
    ).toBe('Cette image mesure 9000 × 9000 pixels\u202f: 40 millions de pixels au plus.');
  });

  it('falls back to the code’s sentence, then a generic one, never the server’s words', () => {
    expect(failureText({ code: 'FORBIDDEN', error: 'Only a super_admin can change roles' })).toBe(
      'Votre compte n’est pas autorisé à faire cela.',
    );
    expect(failureText({ code: 'CONFLICT', reason: 'not_a_reason_yet', error: 'English' })).toMatch(
      /^Impossible dans l’état actuel/,
    );
    expect(failureText({ code: 'TEAPOT', error: 'English' })).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
  });
});

describe('field messages', () => {
  it('come from the field codes, with their numbers', () => {
    const failure = withWordedFields({
      success: false as const,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Name must be at most 200 characters',
        email: 'Enter a valid e-mail address',
        other: 'Something only the server knows',
        legacy: 'Sent without a code',
      },
      fieldCodes: {
        name: { code: 'too_long', max: 200 },
        email: { code: 'invalid_email' },
        other: { code: 'invalid' },
      },
    });
    expect(failure.fields).toEqual({
      name: 'Au plus 200 caractères.',
      email: 'Saisissez une adresse e-mail valide.',
      other: 'Cette valeur n’est pas valide.',
      legacy: 'Sent without a code',
    });
  });

  it('word a card’s refusals and the sum due in French, never the server’s English', () => {
    const failure = withWordedFields({
      success: false as const,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: {
        'card.exp_month': 'This card has expired',
        'card.number': 'This card number is not valid',
        amount: 'Pay the full balance of $1,234.50',
        path: 'The image is 9000×9000: at most 40 million pixels',
      },
      fieldCodes: {
        'card.exp_month': { code: 'card_expired' },
        'card.number': { code: 'card_number_invalid' },
        amount: { code: 'full_balance_only', cents: 123_450, currency: 'EUR' },
        path: { code: 'image_too_many_pixels', max: 40 },
      },
    });
    expect(failure.fields).toEqual({
      'card.exp_month': 'Cette carte a expiré.',
      'card.number': 'Ce numéro de carte n’est pas valide.',
      amount: 'Réglez la totalité du solde, soit 1\u202f234,50\u00a0€.',
      path: '40 millions de pixels au plus.',
    });
  });

  it('word a refused phone number in French with its digit counts', () => {
    expect(
      fieldText({ code: 'invalid_phone', min: 6, max: 20 }, 'Phone must be a phone number'),
    ).toBe(
      'Saisissez un numéro de téléphone\u202f: chiffres, espaces et + - ( ) . avec 6 à 20 chiffres.',
    );
  });

  it('word the contract’s own rules in French: a loop, an end before its start, a variable', () => {
    expect(
      fieldText({ code: 'redirect_loop', to: '/a', from: '/c' }, 'This redirect would loop'),
    ).toBe('Cette redirection bouclerait\u202f: suivre /a ramène à /c.');
    expect(fieldText({ code: 'end_before_start' }, 'End must be after start')).toBe(
      'La fin doit venir après le début.',
    );
    expect(fieldText({ code: 'undeclared_variables', names: 'client.vat' })).toBe(
      'Déclarez ces variables ou retirez-les des clauses\u202f: client.vat.',
    );
    expect(
      fieldText({ code: 'control_characters' }, 'Name must not contain control characters'),
    ).toBe('Retirez les caractères de contrôle (ou retours à la ligne) de ce texte.');
  });

  it('keep the server’s own sentence for a reader of English', async () => {
    await i18next.changeLanguage('en');
    expect(fieldText({ code: 'invalid' }, 'End must be after start')).toBe(
      'End must be after start',
    );
    expect(fieldText({ code: 'required' }, 'Title is required')).toBe('Title is required');
    expect(fieldText({ code: 'too_few', min: 1 })).toBe('Choose at least one.');
    await i18next.changeLanguage('fr');
  });
});
