import { createInstance } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import { DayList } from './DayList';
import { groupEventsByDay } from './event-groups';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { MonthGrid } from './MonthGrid';
import { testEvent } from './test-events';

async function render(element: ReactElement, language: 'en' | 'fr'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [CALENDAR_NAMESPACE],
    defaultNS: CALENDAR_NAMESPACE,
    resources: {
      en: { [CALENDAR_NAMESPACE]: { calendar: en } },
      fr: { [CALENDAR_NAMESPACE]: { calendar: fr } },
    },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
}

const event = (id: string, date: string, time: string) => testEvent(id, date, time, `Entry ${id}`);

// Five on 3 November, one on 5 December (a trailing day of November's grid).
const events = [
  ...['a', 'b', 'c', 'd', 'e'].map((id, i) => event(id, '2026-11-03', `0${i + 1}:00`)),
  event('next-month', '2026-12-05', '10:00'),
];
const byDay = groupEventsByDay(events);
const noop = () => undefined;

describe('the month grid', () => {
  const grid = (language: 'en' | 'fr') =>
    render(
      <MonthGrid
        month="2026-11"
        today="2026-11-28"
        eventsByDay={byDay}
        onSelectEvent={noop}
        onAddOnDay={noop}
        onShowDay={noop}
      />,
      language,
    );

  it('shows two entries and "+3 more" in a full day, and the next month\'s days with theirs', async () => {
    const html = await grid('en');
    expect(html).toContain('Entry a');
    expect(html).toContain('Entry b');
    expect(html).not.toContain('Entry c');
    expect(html).toContain('+3 more');
    expect(html).toContain('aria-label="3 more events on Tuesday, November 3: show the whole day"');
    expect(html).toContain('Entry next-month');
  });

  it('says it in French', async () => {
    expect(await grid('fr')).toContain('+3 autres');
  });
});

describe('the day list (week, agenda, a day)', () => {
  it('lists every entry of each day, and says when a day has none', async () => {
    const html = await render(
      <DayList
        days={['2026-11-03', '2026-11-04']}
        today="2026-11-28"
        eventsByDay={byDay}
        onSelectEvent={noop}
        onAddOnDay={noop}
      />,
      'en',
    );
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(html).toContain(`Entry ${id}`);
    expect(html).not.toContain('more');
    expect(html).toContain('No events.');
  });

  it('says an empty agenda in French', async () => {
    const html = await render(
      <DayList
        days={[]}
        today="2026-11-28"
        eventsByDay={byDay}
        onSelectEvent={noop}
        onAddOnDay={noop}
        emptyText={fr.agendaEmpty}
      />,
      'fr',
    );
    expect(html).toContain('Rien de prévu sur ces quatre semaines.');
  });
});
