import { ButtonLink } from '@atelier/shared';
import type { Booking } from '@atelier/shared/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Booking.module.css';
import { BOOKING_NAMESPACE } from './booking-i18n';
import { fullLabel, zoneLabel } from './slots';

/** The booked call: its time in the visitor's zone, the invitation on its way, the manage link. */
export function BookingConfirmed({ booking, token }: { booking: Booking; token: string }) {
  const { t, i18n } = useTranslation(BOOKING_NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form has gone; focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const language = i18n.language;
  return (
    <section className={styles.card} aria-labelledby="booking-confirmed-title">
      <h2 id="booking-confirmed-title" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {t('booking.confirmed.title')}
      </h2>
      <p className={styles.when} data-testid="booking-confirmed-time">
        {t('booking.confirmed.when', {
          time: fullLabel(booking.starts_at, booking.time_zone, language),
          zone: zoneLabel(booking.time_zone, language, new Date(booking.starts_at)),
        })}
      </p>
      <p>{t('booking.confirmed.invitation', { email: booking.email })}</p>
      <ButtonLink to={`/book/manage?token=${encodeURIComponent(token)}`} variant="secondary">
        {t('booking.confirmed.manage')}
      </ButtonLink>
    </section>
  );
}
