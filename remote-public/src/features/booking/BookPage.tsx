import type { Booking } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { useSubmission } from '../../common/use-submission';
import styles from './Booking.module.css';
import { BookingConfirmed } from './BookingConfirmed';
import { BookingForm } from './BookingForm';
import { createBooking } from './booking-api';
import type { BookingFormValues } from './booking-form-rules';
import { BOOKING_NAMESPACE } from './booking-i18n';
import { SlotPicker } from './SlotPicker';
import { fullLabel } from './slots';
import { useSlotChoice } from './use-slot-choice';

/**
 * `/book` (`?type=<slug>` for one meeting type): the free call's booking page (docs/booking.md). The server renders its frame and a
 * loading state; the browser, which knows the visitor's time zone, asks for the open times.
 */
export default function BookPage() {
  const { t, i18n } = useTranslation(BOOKING_NAMESPACE);
  usePageTitle('book');
  const [params] = useSearchParams();
  // `/book?type=<slug>` opens on that meeting type (the link Settings shows).
  const choice = useSlotChoice(i18n.language, params.get('type'));
  const submission = useSubmission();
  const [booked, setBooked] = useState<{ booking: Booking; token: string } | null>(null);

  async function book(values: BookingFormValues) {
    const slot = choice.chosen;
    const meetingType = choice.meetingTypeSlug;
    if (!slot || !meetingType || !choice.timeZone) {
      submission.fail({ text: t('booking.pickFirst') });
      return null;
    }
    const result = await submission.run(() =>
      createBooking({
        meeting_type: meetingType,
        starts_at: slot.starts_at,
        name: values.name,
        email: values.email,
        message: values.message.trim() ? values.message : null,
        time_zone: choice.timeZone as string,
        language: i18n.language === 'fr' ? 'fr' : 'en',
      }),
    );
    if (result?.success) setBooked({ booking: result.booking, token: result.manage_token });
    else if (result && (result.code === 'CONFLICT' || result.fields?.starts_at)) {
      // Someone took it (409), or it closed meanwhile (400 on starts_at): other times, same form.
      submission.fail({ text: t('booking.taken') });
      choice.clear();
      choice.reload();
    }
    return result;
  }

  return (
    <>
      <PageIntro
        eyebrow={t('booking.eyebrow')}
        title={t('booking.title')}
        lead={t('booking.lead')}
      />
      <div className={styles.container}>
        {booked ? (
          <BookingConfirmed booking={booked.booking} token={booked.token} />
        ) : (
          <div className={styles.layout}>
            <section className={styles.card} aria-label={t('booking.title')}>
              <SlotPicker {...choice.pickerProps} />
            </section>
            <section className={styles.card}>
              <p className={styles.chosen} aria-live="polite" data-testid="booking-chosen">
                {choice.chosen && choice.timeZone
                  ? t('booking.chosen', {
                      time: fullLabel(choice.chosen.starts_at, choice.timeZone, i18n.language),
                    })
                  : t('booking.pickFirst')}
              </p>
              <BookingForm
                onSubmit={book}
                isPending={submission.isPending}
                failure={submission.failure}
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
