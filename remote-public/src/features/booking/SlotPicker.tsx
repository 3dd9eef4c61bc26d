import { Button, FailureLine, SelectField } from '@atelier/shared';
import type { BookingSlot } from '@atelier/shared/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Booking.module.css';
import { BOOKING_NAMESPACE } from './booking-i18n';
import {
  addDays,
  dayLabel,
  fullLabel,
  groupSlotsByDay,
  timeLabel,
  timeZoneChoices,
  zoneLabel,
} from './slots';
import type { BookingPageState } from './use-booking-page';

type SlotPickerProps = {
  state: BookingPageState;
  onRetry: () => void;
  timeZone: string | null;
  onTimeZone: (zone: string) => void;
  meetingType: string | null;
  onMeetingType: (slug: string) => void;
  onFrom: (day: string | null) => void;
  /** False on the first days offered (none are open before today). */
  canGoBack: boolean;
  chosen: BookingSlot | null;
  onChoose: (slot: BookingSlot) => void;
};

/**
 * The meeting type, the visitor's time zone, the days with open times and each day's times:
 * every time is a button whose name is its full date and time in the chosen zone.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { state, timeZone, chosen } = props;
  const { t, i18n } = useTranslation(BOOKING_NAMESPACE);
  const language = i18n.language;
  const page = state.page;
  const zone = timeZone ?? page?.agency_time_zone ?? 'UTC';
  const days = useMemo(() => groupSlotsByDay(page?.slots ?? [], zone), [page, zone]);
  const [day, setDay] = useState<string | null>(null);
  const shownDay = days.find((entry) => entry.day === day) ?? days[0] ?? null;
  const slotsTitleId = useId();
  // A new list (another zone, type or range) starts on its first day.
  useEffect(() => setDay(null), [page]);

  const zones = useMemo(
    () => (timeZone ? timeZoneChoices(timeZone, page?.agency_time_zone ?? '') : []),
    [timeZone, page?.agency_time_zone],
  );

  return (
    <div className={styles.picker}>
      {page && page.meeting_types.length > 1 ? (
        <fieldset className={styles.types}>
          <legend className={styles.legend}>{t('booking.meetingType')}</legend>
          {page.meeting_types.map((type) => (
            <label key={type.slug} className={styles.type}>
              <input
                type="radio"
                name="meeting_type"
                value={type.slug}
                checked={(props.meetingType ?? page.meeting_type) === type.slug}
                onChange={() => props.onMeetingType(type.slug)}
              />
              <span>
                <strong>{type.name}</strong> ·{' '}
                {t('booking.minutes', { count: type.duration_minutes })}
                {type.description ? (
                  <span className={styles.typeText}>{type.description}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : page?.meeting_types[0] ? (
        <p className={styles.type}>
          <strong>{page.meeting_types[0].name}</strong> ·{' '}
          {t('booking.minutes', { count: page.meeting_types[0].duration_minutes })}
          {page.meeting_types[0].description ? (
            <span className={styles.typeText}>{page.meeting_types[0].description}</span>
          ) : null}
        </p>
      ) : null}

      {timeZone ? (
        <div className={styles.zone}>
          <SelectField
            label={t('booking.timeZone')}
            name="time_zone"
            value={timeZone}
            onChange={(event) => props.onTimeZone(event.target.value)}
            options={zones.map((value) => ({ value, label: value.replace(/_/g, ' ') }))}
          />
          <p className={styles.note} data-testid="booking-zone">
            {t('booking.timeZoneNote', { zone: zoneLabel(timeZone, language) })}
            {page && page.agency_time_zone !== timeZone
              ? ` ${t('booking.agencyZone', { zone: zoneLabel(page.agency_time_zone, language) })}`
              : null}
          </p>
        </div>
      ) : null}

      {state.status === 'loading' ? (
        // Drawn by the server, whose visitor's time zone is unknown: the page's script starts at
        // once, without waiting for a gesture (scripts/lib/early-hold.ts), and asks for the times.
        <p role="status" className={styles.loading} data-takeover="now">
          {t('booking.loading')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className={styles.failure}>
          <FailureLine>{t('booking.failed')}</FailureLine>
          <Button variant="secondary" onClick={props.onRetry}>
            {t('booking.retry')}
          </Button>
        </div>
      ) : null}

      {page && page.meeting_types.length === 0 ? <p>{t('booking.noTypes')}</p> : null}
      {state.status === 'ready' && page && page.meeting_types.length > 0 && days.length === 0 ? (
        <p>{t('booking.none')}</p>
      ) : null}

      {days.length > 0 ? (
        <fieldset className={styles.days}>
          <legend className="at-visually-hidden">{t('booking.days')}</legend>
          {days.map((entry) => (
            <button
              key={entry.day}
              type="button"
              className={styles.day}
              aria-pressed={entry.day === shownDay?.day}
              onClick={() => setDay(entry.day)}
            >
              {dayLabel(entry.day, language)}
            </button>
          ))}
        </fieldset>
      ) : null}

      {shownDay ? (
        <div className={styles.slotsBlock}>
          <h3 id={slotsTitleId} className={styles.slotsTitle}>
            {t('booking.slots', { day: dayLabel(shownDay.day, language) })}
          </h3>
          <ul className={styles.slots} aria-labelledby={slotsTitleId}>
            {shownDay.slots.map((slot) => (
              <li key={slot.starts_at}>
                <button
                  type="button"
                  className={styles.slot}
                  aria-pressed={chosen?.starts_at === slot.starts_at}
                  aria-label={fullLabel(slot.starts_at, zone, language)}
                  data-starts-at={slot.starts_at}
                  onClick={() => props.onChoose(slot)}
                >
                  {timeLabel(slot.starts_at, zone, language)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {page ? (
        <div className={styles.paging}>
          <Button
            variant="secondary"
            disabled={state.status === 'loading' || !props.canGoBack}
            onClick={() => props.onFrom(addDays(page.from, -page.days))}
          >
            {t('booking.earlier')}
          </Button>
          <Button
            variant="secondary"
            disabled={state.status === 'loading'}
            onClick={() => props.onFrom(addDays(page.from, page.days))}
          >
            {t('booking.later')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
