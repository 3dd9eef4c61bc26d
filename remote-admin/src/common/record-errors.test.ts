import { ERRORS_NAMESPACE, loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from './record-errors';

const t = (key: string) => `T(${key})`;

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
  expect(i18next.hasResourceBundle('fr', ERRORS_NAMESPACE)).toBe(true);
});

describe('the message of a failed call', () => {
  it('is the shared wording of its code, in the reader’s language', () => {
    expect(failureMessage(t, { code: 'NOT_FOUND', error: 'Client not found' })).toBe(
      'Cet enregistrement n’existe plus. Il a peut-être été supprimé.',
    );
    expect(failureMessage(t, { code: 'SOMETHING_NEW', error: 'internal detail' })).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(failureMessage(t, null)).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });

  it('words a conflict by its reason, never with the server’s English', () => {
    const text = failureMessage(t, {
      code: 'CONFLICT',
      error: 'This client has invoices, projects; set it inactive instead of deleting it',
      reason: 'client_has_records',
      params: { records: 'invoices,projects' },
    });
    expect(text).toBe(
      'Ce client a des factures et projets. Rendez-le inactif au lieu de le supprimer.',
    );
    expect(failureMessage(t, { code: 'CONFLICT', error: 'Has invoices' })).not.toContain(
      'invoices',
    );
  });
});
