import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import settingsEn from './locales/en.json';
import settingsFr from './locales/fr.json';
import { SettingsForm, SettingsSection } from './SettingsSection';

const areas = { en: { settings: settingsEn }, fr: { settings: settingsFr } };

function section(state: { failure: string | null; isPending: boolean; isSaved: boolean }) {
  const form = {
    formRef: { current: null },
    handleSubmit: async () => undefined,
    failure: state.failure,
    isPending: state.isPending,
  };
  return (
    <SettingsSection id="bank" title="Bank details" note="On every invoice.">
      <SettingsForm section={{ form, isSaved: state.isSaved }} submitLabel="Save bank details">
        <input name="bank_bic" />
      </SettingsForm>
    </SettingsSection>
  );
}

describe('a settings section', () => {
  it('is a region named by its heading, with its note, its fields and its own button', async () => {
    const html = await renderInLanguage(
      section({ failure: null, isPending: false, isSaved: false }),
      'en',
      areas,
    );
    expect(html).toContain('aria-labelledby="settings-bank"');
    expect(html).toContain('<h2 id="settings-bank"');
    expect(html).toContain('On every invoice.');
    expect(html).toContain('name="bank_bic"');
    expect(html).toContain('Save bank details');
    expect(html).not.toContain(settingsEn.saved);
  });

  it('says the save went through, in the page language, until a failure replaces it', async () => {
    const saved = await renderInLanguage(
      section({ failure: null, isPending: false, isSaved: true }),
      'fr',
      areas,
    );
    expect(saved).toContain(settingsFr.saved);
    const failed = await renderInLanguage(
      section({ failure: 'Refused', isPending: false, isSaved: true }),
      'fr',
      areas,
    );
    expect(failed).toContain('Refused');
    expect(failed).not.toContain(settingsFr.saved);
  });
});
