import type { BookingSettings } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import { BookingForm } from './BookingSection';
import settingsEn from './locales/en.json';
import settingsFr from './locales/fr.json';
import { SettingsSection } from './SettingsSection';

const areas = { en: { settings: settingsEn }, fr: { settings: settingsFr } };

const SETTINGS: BookingSettings = {
  meeting_types: [
    {
      id: '00000000-0000-4000-8000-00000000b001',
      slug: 'free-consultation',
      name_en: 'Free consultation',
      name_fr: 'Consultation gratuite',
      description_en: 'A call.',
      description_fr: null,
      duration_minutes: 30,
      active: true,
    },
  ],
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  buffer_minutes: 15,
  min_notice_hours: 24,
  horizon_days: 30,
  agency_time_zone: 'Europe/Paris',
};

const section = (title: string) => (
  <SettingsSection id="booking" title={title}>
    <BookingForm settings={SETTINGS} onSaved={() => undefined} />
  </SettingsSection>
);

describe('the booking settings section', () => {
  it('is a region named Booking with the meeting types, the week and the rules', async () => {
    const html = await renderInLanguage(section(settingsEn.booking.title), 'en', areas);
    expect(html).toContain('aria-labelledby="settings-booking"');
    expect(html).toContain('<h2 id="settings-booking"');
    expect(html).toContain('value="Free consultation"');
    expect(html).toContain('value="free-consultation"');
    for (const day of ['Monday', 'Friday', 'Saturday', 'Sunday']) expect(html).toContain(day);
    // Saturday and Sunday have no range: closed.
    expect(html.match(/>Closed</g)).toHaveLength(2);
    expect(html.match(/name="hours\.\d\.\d\.(start|end)"/g)).toHaveLength(10);
    expect(html).toContain('aria-label="Remove the hours 09:00–17:00 on Monday"');
    expect(html).toMatch(/readOnly=""[^>]*value="Europe\/Paris"/);
    expect(html).toContain('Save booking settings');
  });

  it('speaks French', async () => {
    const html = await renderInLanguage(section(settingsFr.booking.title), 'fr', areas);
    expect(html).toContain('Prise de rendez-vous');
    expect(html).toContain('lundi');
    expect(html).toContain('Enregistrer les réglages de rendez-vous');
  });
});
