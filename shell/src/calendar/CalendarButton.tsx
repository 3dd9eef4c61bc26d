import { Dialog, FailureLine } from '@atelier/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CalendarButton.module.css';
import { CALENDAR_NAMESPACE, loadCalendarStrings } from './calendar-i18n';

type CalendarDialogProps = { isOpen: boolean; onClose: () => void };

/** Shown instead of the calendar when its code could not be loaded (network, new deploy). */
function CalendarUnavailable({ isOpen, onClose }: CalendarDialogProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  return (
    <Dialog isOpen={isOpen} title={t('calendar.title')} onClose={onClose}>
      <FailureLine>{t('calendar.errors.loadFailed')}</FailureLine>
    </Dialog>
  );
}

// Loaded on the first open only, with its words, so the header stays light.
const CalendarDialog = lazy(() =>
  Promise.all([import('./CalendarDialog'), loadCalendarStrings()])
    .then(([module]) => ({ default: module.CalendarDialog }))
    .catch((error: unknown) => {
      console.error('[shell] the calendar could not be loaded', error);
      return { default: CalendarUnavailable };
    }),
);

/** The header's "Calendar" button; it opens the calendar dialog. */
export function CalendarButton() {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        data-slot="calendar"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        <span className={styles.label}>{t('calendar.open')}</span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <CalendarDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
