import { loadErrorStrings, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { isNotFound, portalFailureMessage } from './portal-failure';

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', ns: [], resources: {} });
  await loadErrorStrings();
  await translationsReady();
});

describe('portal failures on a record page', () => {
  it('reads another client’s record as not found, like an unknown one', () => {
    expect(isNotFound({ code: 'NOT_FOUND' })).toBe(true);
    expect(isNotFound({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('words a deliverable conflict by its reason and status, and a refused demo write', () => {
    const t = (key: string) => `t:${key}`;
    expect(
      portalFailureMessage(t, {
        code: 'CONFLICT',
        error: 'You already approved this deliverable',
        reason: 'deliverable_not_open',
        params: { status: 'approved' },
      }),
    ).toBe('This deliverable was already approved.');
    expect(portalFailureMessage(t, { code: 'DEMO_READ_ONLY', error: 'Not available' })).toBe(
      'This is a demo: changes are not saved.',
    );
  });
});
