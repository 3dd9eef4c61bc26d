import { Button, ButtonLink, FailureLine } from '@atelier/shared';
import type { Booking, MeetingType } from '@atelier/shared/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { useSubmission } from '../../common/use-submission';
import styles from './Booking.module.css';
import { cancelBooking, getBooking, rescheduleBooking } from './booking-api';
import { BOOKING_NAMESPACE } from './booking-i18n';
import { SlotPicker } from './SlotPicker';
import { fullLabel, zoneLabel } from './slots';
import { useSlotChoice } from './use-slot-choice';

type Loaded =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'ready'; booking: Booking; meetingType: MeetingType };

/**
 * `/book/manage?token=…`, the link of the booking e-mails: the booked call, cancelled or moved
 * here. An unknown or malformed token says the link is not valid.
 */
export default function ManageBookingPage() {
  const { t, i18n } = useTranslation(BOOKING_NAMESPACE);
  usePageTitle('bookManage');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    void round;
    if (!token) {
      setLoaded({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getBooking(token, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.success) {
          setLoaded({ status: 'ready', booking: result.booking, meetingType: result.meeting_type });
        } else if (result.code === 'NOT_FOUND' || result.code === 'VALIDATION_FAILED') {
          setLoaded({ status: 'invalid' });
        } else setLoaded({ status: 'failed' });
      },
      () => !controller.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [token, round]);

  return (
    <>
      <PageIntro
        eyebrow={t('booking.manage.eyebrow')}
        title={t('booking.manage.title')}
        lead={t('booking.manage.lead')}
      />
      <div className={styles.container}>
        {loaded.status === 'loading' ? (
          <p role="status" className={styles.loading}>
            {t('booking.manage.loading')}
          </p>
        ) : loaded.status === 'invalid' ? (
          <div className={styles.card}>
            <FailureLine>{t('booking.manage.invalid')}</FailureLine>
            <ButtonLink to="/book">{t('booking.manage.bookAgain')}</ButtonLink>
          </div>
        ) : loaded.status === 'failed' ? (
          <div className={styles.card}>
            <FailureLine>{t('booking.manage.failed')}</FailureLine>
            <Button variant="secondary" onClick={() => setRound((value) => value + 1)}>
              {t('booking.retry')}
            </Button>
          </div>
        ) : (
          <ManagedBooking
            key={`${loaded.booking.id}-${loaded.booking.starts_at}-${loaded.booking.status}`}
            token={token}
            booking={loaded.booking}
            meetingType={loaded.meetingType}
            language={i18n.language}
            done={done}
            onChanged={(booking, message) => {
              setLoaded({ ...loaded, booking });
              setDone(message);
            }}
          />
        )}
      </div>
    </>
  );
}

type ManagedBookingProps = {
  token: string;
  booking: Booking;
  meetingType: MeetingType;
  language: string;
  done: string | null;
  onChanged: (booking: Booking, message: string) => void;
};

function ManagedBooking({
  token,
  booking,
  meetingType,
  language,
  done,
  onChanged,
}: ManagedBookingProps) {
  const { t } = useTranslation(BOOKING_NAMESPACE);
  const submission = useSubmission();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isMoving, setIsMoving] = useState(false);
  const isCancelled = booking.status === 'cancelled';
  const when = `${fullLabel(booking.starts_at, booking.time_zone, language)} (${zoneLabel(booking.time_zone, language, new Date(booking.starts_at))})`;

  async function cancel() {
    const result = await submission.run(() => cancelBooking(token));
    if (result?.success) onChanged(result.booking, t('booking.manage.cancelDone'));
  }

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="booking-manage-title">
        <h2 id="booking-manage-title" className={styles.formTitle}>
          {meetingType.name}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('booking.manage.when')}</dt>
          <dd data-testid="booking-manage-time">{when}</dd>
          <dt>{t('booking.manage.status')}</dt>
          <dd>{t(`booking.manage.statuses.${booking.status}`)}</dd>
        </dl>
        <p role="status">{done}</p>
        {isCancelled ? (
          <>
            <p>{t('booking.manage.cancelled')}</p>
            <ButtonLink to="/book">{t('booking.manage.bookAgain')}</ButtonLink>
          </>
        ) : isConfirming ? (
          <div className={styles.confirm}>
            <p>{t('booking.manage.cancelConfirm')}</p>
            <Button variant="danger" disabled={submission.isPending} onClick={() => void cancel()}>
              {t('booking.manage.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('booking.manage.cancelNo')}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setIsConfirming(true)}>
              {t('booking.manage.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setIsMoving((value) => !value)}
              aria-expanded={isMoving}
            >
              {isMoving ? t('booking.manage.close') : t('booking.manage.reschedule')}
            </Button>
          </div>
        )}
        <FailureAlert failure={submission.failure} title={t('booking.manage.failureTitle')} />
      </section>
      {isMoving && !isCancelled ? (
        <Reschedule
          token={token}
          meetingType={meetingType.slug}
          language={language}
          onMoved={(moved) =>
            onChanged(
              moved,
              t('booking.manage.rescheduleDone', {
                time: fullLabel(moved.starts_at, moved.time_zone, language),
              }),
            )
          }
        />
      ) : null}
    </div>
  );
}

function Reschedule({
  token,
  meetingType,
  language,
  onMoved,
}: {
  token: string;
  meetingType: string;
  language: string;
  onMoved: (booking: Booking) => void;
}) {
  const { t } = useTranslation(BOOKING_NAMESPACE);
  const choice = useSlotChoice(language, meetingType);
  const submission = useSubmission();

  async function move() {
    const slot = choice.chosen;
    if (!slot) {
      submission.fail({ text: t('booking.pickFirst') });
      return;
    }
    const result = await submission.run(() => rescheduleBooking(token, slot.starts_at));
    if (result?.success) onMoved(result.booking);
    else if (result && (result.code === 'CONFLICT' || result.fields?.starts_at)) {
      submission.fail({ text: t('booking.taken') });
      choice.clear();
      choice.reload();
    }
  }

  return (
    <section className={styles.card} aria-label={t('booking.manage.reschedule')}>
      <SlotPicker {...choice.pickerProps} />
      <p className={styles.chosen} aria-live="polite">
        {choice.chosen && choice.timeZone
          ? t('booking.chosen', {
              time: fullLabel(choice.chosen.starts_at, choice.timeZone, language),
            })
          : t('booking.pickFirst')}
      </p>
      <FailureAlert failure={submission.failure} title={t('booking.manage.failureTitle')} />
      <Button disabled={submission.isPending} onClick={() => void move()}>
        {t('booking.manage.rescheduleSubmit')}
      </Button>
    </section>
  );
}
