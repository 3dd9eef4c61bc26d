import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_MARKERS,
  loadTranslations,
  namespacePart,
  registerNamespace,
  translationsReady,
} from './register-namespace';

const strings = (value: Record<string, unknown>) => () => Promise.resolve({ default: value });

describe('namespace parts', () => {
  beforeAll(async () => {
    registerNamespace('parts', {
      en: { common: { save: 'Save' } },
      fr: strings({ common: { save: 'Enregistrer' } }),
    });
    await i18next.init({
      lng: 'fr',
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr'],
      resources: LANGUAGE_MARKERS,
    });
    await translationsReady();
  });

  it("merges a part's strings into the namespace in the shown language and English", async () => {
    const french = vi.fn(strings({ leads: { title: 'Prospects', status: { new: 'Nouveau' } } }));
    const leads = namespacePart('parts', 'leads', {
      en: strings({ leads: { title: 'Leads', status: { new: 'New' } } }),
      fr: french,
    });
    expect(i18next.exists('parts:leads.title')).toBe(false);
    await leads();
    expect(i18next.t('parts:leads.status.new')).toBe('Nouveau');
    expect(i18next.t('parts:common.save')).toBe('Enregistrer');
    expect(i18next.getFixedT('en')('parts:leads.title')).toBe('Leads');
    await leads();
    expect(french).toHaveBeenCalledTimes(1);
  });

  it('loads a part only once asked for, and keeps it across language changes', async () => {
    const englishTeam = vi.fn(strings({ team: { title: 'Team' } }));
    const frenchTeam = vi.fn(strings({ team: { title: 'Équipe' } }));
    const team = namespacePart('parts', 'team', { en: englishTeam, fr: frenchTeam });
    await i18next.changeLanguage('en');
    await translationsReady();
    expect(englishTeam).not.toHaveBeenCalled();

    await team();
    expect(i18next.t('parts:team.title')).toBe('Team');
    expect(frenchTeam).not.toHaveBeenCalled();

    // The language switch waits for the open page's parts in the new language.
    await loadTranslations('fr');
    expect(frenchTeam).toHaveBeenCalledTimes(1);
    expect(i18next.getFixedT('fr')('parts:team.title')).toBe('Équipe');
    await i18next.changeLanguage('fr');
    await translationsReady();
    expect(i18next.t('parts:team.title')).toBe('Équipe');
    expect(frenchTeam).toHaveBeenCalledTimes(1);
  });

  it('tries a part again after a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const french = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { revenue: { title: 'Revenus' } } });
    const revenue = namespacePart('parts', 'revenue', {
      en: strings({ revenue: { title: 'Revenue' } }),
      fr: french,
    });
    await revenue();
    expect(i18next.t('parts:revenue.title')).toBe('Revenue');
    await translationsReady();
    expect(i18next.t('parts:revenue.title')).toBe('Revenus');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
