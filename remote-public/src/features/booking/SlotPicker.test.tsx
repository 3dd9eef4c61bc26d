import type { BookingPage } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { BOOKING_NAMESPACE } from './booking-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { SlotPicker } from './SlotPicker';
import type { BookingPageState } from './use-booking-page';

const PAGE: BookingPage = {
  meeting_types: [
    { slug: 'free-call', name: 'Free consultation', description: null, duration_minutes: 30 },
  ],
  meeting_type: 'free-call',
  agency_time_zone: 'Europe/Paris',
  from: '2026-12-01',
  days: 14,
  slots: [
    { starts_at: '2026-12-01T15:00:00.000Z', ends_at: '2026-12-01T15:30:00.000Z' },
    { starts_at: '2026-12-01T16:00:00.000Z', ends_at: '2026-12-01T16:30:00.000Z' },
    { starts_at: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T09:30:00.000Z' },
  ],
};

async function render(state: BookingPageState, language: 'en' | 'fr', timeZone: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [BOOKING_NAMESPACE]: { booking: language === 'en' ? en : fr } } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SlotPicker
        state={state}
        onRetry={() => undefined}
        timeZone={timeZone}
        onTimeZone={() => undefined}
        meetingType={null}
        onMeetingType={() => undefined}
        onFrom={() => undefined}
        canGoBack={false}
        chosen={PAGE.slots[1] ?? null}
        onChoose={() => undefined}
      />
    </I18nextProvider>,
  );
  return html.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

describe('the slot picker', () => {
  it('shows the times in the visitor’s zone, each named by its full date and time', async () => {
    const html = await render({ status: 'ready', page: PAGE }, 'en', 'America/New_York');
    expect(html).toContain('Times are shown in America/New York (GMT-05:00).');
    expect(html).toContain('Our office works in Europe/Paris');
    expect(html).toMatch(/aria-label="Tuesday, December 1, 2026(,| at) 10:00 AM"[^>]*>10:00 AM</);
    // The chosen one is pressed; the first day is shown, the second is a button.
    expect(html).toMatch(
      /aria-pressed="true" aria-label="Tuesday, December 1, 2026(,| at) 11:00 AM"/,
    );
    expect(html).toContain('>Wednesday, December 2</button>');
    expect(html).toContain(
      '<option value="America/New_York" selected="">America/New York</option>',
    );
  });

  it('words the same slots in French in another zone', async () => {
    const html = await render({ status: 'ready', page: PAGE }, 'fr', 'Europe/Paris');
    expect(html).toMatch(/aria-label="mardi 1 décembre 2026( à|,) 16:00"/);
    expect(html).not.toContain('Notre bureau');
  });

  it('says it is loading, and offers a retry when the times could not be read', async () => {
    expect(await render({ status: 'loading', page: null }, 'en', 'UTC')).toContain('role="status"');
    const failed = await render({ status: 'failed', page: null, failure: null }, 'en', 'UTC');
    expect(failed).toContain('The open times could not be loaded.');
    expect(failed).toContain('Try again');
  });
});
