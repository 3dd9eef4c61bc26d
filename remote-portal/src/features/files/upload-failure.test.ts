import { loadErrorStrings } from '@atelier/shared';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRefusalText } from './upload-failure';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
});

afterAll(() => i18next.changeLanguage('en'));

const t = (key: string) => `t:${key}`;

describe('uploadRefusalText', () => {
  it('says a known refusal with the page’s own sentence', () => {
    expect(uploadRefusalText(t, { code: 'EntityTooLarge', error: 'The object exceeds …' })).toBe(
      't:files.problems.tooLarge',
    );
  });

  it('words any other refusal in the reader’s language, never the server’s English', () => {
    const text = uploadRefusalText(t, {
      code: 'TooManyRequests',
      error: 'Too many requests: try again in a minute',
    });
    expect(text).not.toContain('Too many requests');
    expect(text).toBe(i18next.t('code.RATE_LIMITED', { ns: 'errors' }));
    expect(
      uploadRefusalText(t, { code: 'InvalidKey', error: 'Files in client-files go in …' }),
    ).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });
});
