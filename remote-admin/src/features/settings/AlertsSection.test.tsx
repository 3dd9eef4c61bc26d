import { DEFAULT_ALERT_MODES } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import { AlertsForm } from './AlertsSection';
import settingsEn from './locales/en.json';
import settingsFr from './locales/fr.json';

const areas = { en: { settings: settingsEn }, fr: { settings: settingsFr } };

const form = (state: { failure: string | null; isSaved: boolean }) => (
  <AlertsForm
    preferences={{ ...DEFAULT_ALERT_MODES, invoice_overdue: 'off' }}
    onSave={async () => undefined}
    isPending={false}
    {...state}
  />
);

describe('the e-mail alerts form', () => {
  it('has one labelled three-way choice per kind, showing the saved modes', async () => {
    const html = await renderInLanguage(form({ failure: null, isSaved: false }), 'en', areas);
    expect(html).toContain('<label for="alert-new_lead">New lead</label>');
    expect(html).toContain('id="alert-booking_cancelled"');
    expect(html.match(/<select/g)).toHaveLength(Object.keys(DEFAULT_ALERT_MODES).length);
    expect(html).toMatch(/<option value="instant" selected="">At once<\/option>/);
    expect(html).toMatch(/<option value="off" selected="">Off<\/option>/);
    expect(html).toContain('Save my alerts');
    expect(html).not.toContain(settingsEn.alerts.saved);
  });

  it('confirms a save in the page language, and shows a failure instead', async () => {
    const saved = await renderInLanguage(form({ failure: null, isSaved: true }), 'fr', areas);
    expect(saved).toContain(settingsFr.alerts.saved);
    expect(saved).toContain('Récapitulatif quotidien');
    const failed = await renderInLanguage(form({ failure: 'Refused', isSaved: true }), 'fr', areas);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Refused');
    expect(failed).not.toContain(settingsFr.alerts.saved);
  });
});
