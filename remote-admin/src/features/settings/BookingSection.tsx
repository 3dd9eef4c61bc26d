import {
  actionCaller,
  FailureLine,
  registerDemoHandler,
  registerDemoLoader,
  TextField,
} from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import type { BookingSettings } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { WorkingHours } from './BookingHours';
import { MeetingTypes } from './BookingMeetingTypes';
import styles from './BookingSection.module.css';
import {
  type BookingValues,
  bookingInput,
  bookingServerErrors,
  bookingToValues,
  isBookingField,
  validateBooking,
} from './booking-values';
import { SettingsForm, SettingsSection } from './SettingsSection';
import { useSettingsFailure, useSettingsForm } from './settings-form';

/**
 * The agency's booking page (docs/booking.md): its meeting types, the week's working hours in
 * the agency's time zone, and the rules (buffer, minimum notice, how far ahead), saved at once.
 */

const call = actionCaller('booking');

// The sample booking settings, downloaded only when a call falls back to them.
registerDemoLoader('booking', async () => {
  const { bookingDemoHandlers } = await import('./demo-booking');
  for (const [action, handler] of Object.entries(bookingDemoHandlers)) {
    registerDemoHandler('booking', action, handler);
  }
});

export const bookingSettingsKey = ['booking', 'settings'] as const;

export function BookingSection() {
  const { t } = useTranslation(NAMESPACE);
  const describe = useSettingsFailure();
  const query = useApiQuery(bookingSettingsKey, (signal) =>
    call('get_booking_settings', {}, { signal }),
  );
  return (
    <SettingsSection
      id="booking"
      title={t('settings.booking.title')}
      note={t('settings.booking.note')}
    >
      <p>
        <a href="/book" target="_blank" rel="noopener">
          {t('settings.booking.publicLink')}
        </a>
      </p>
      {query.data ? (
        <BookingForm
          settings={query.data.settings}
          onSaved={(settings) => query.setData(() => ({ success: true, settings }))}
        />
      ) : query.failure ? (
        <FailureLine>{describe(query.failure)}</FailureLine>
      ) : (
        <p>{t('settings.booking.loading')}</p>
      )}
    </SettingsSection>
  );
}

type BookingFormProps = {
  settings: BookingSettings;
  onSaved: (settings: BookingSettings) => void;
};

/** The form, starting from the settings as loaded and keeping what is typed after. */
export function BookingForm({ settings, onSaved }: BookingFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [isSaved, setIsSaved] = useState(false);
  const form = useSettingsForm({
    initial: bookingToValues(settings),
    validate: validateBooking,
    isShownField: isBookingField,
    mapServerErrors: bookingServerErrors,
    submit: (values: BookingValues) =>
      call('save_booking_settings', bookingInput(values), whileDemoShown()),
    onSaved: (result) => {
      setIsSaved(true);
      onSaved(result.settings);
    },
  });
  const { values } = form;
  const change = (next: BookingValues, paths: readonly string[]) => {
    setIsSaved(false);
    form.change(next, paths);
  };
  const numberField = (name: 'buffer_minutes' | 'min_notice_hours' | 'horizon_days') => ({
    name,
    inputMode: 'numeric' as const,
    value: values[name],
    error: form.errorOf(name),
    onChange: (event: { target: { value: string } }) =>
      change({ ...values, [name]: event.target.value }, [name]),
  });

  return (
    <SettingsForm
      section={{ form, isSaved }}
      submitLabel={t('settings.booking.save')}
      savedLabel={t('settings.booking.saved')}
    >
      <MeetingTypes
        rows={values.meeting_types}
        errorOf={form.errorOf}
        onChange={(rows, paths) => change({ ...values, meeting_types: rows }, paths)}
      />
      <WorkingHours
        hours={values.hours}
        timeZone={settings.agency_time_zone}
        errorOf={form.errorOf}
        onChange={(hours, paths) => change({ ...values, hours }, paths)}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('settings.booking.rules')}</legend>
        <div className={formStyles.grid}>
          <TextField label={t('settings.booking.buffer')} {...numberField('buffer_minutes')} />
          <TextField
            label={t('settings.booking.notice')}
            hint={t('settings.booking.noticeHint')}
            {...numberField('min_notice_hours')}
          />
          <TextField
            label={t('settings.booking.horizon')}
            hint={t('settings.booking.horizonHint')}
            {...numberField('horizon_days')}
          />
          <TextField
            label={t('settings.booking.timeZone')}
            hint={t('settings.booking.timeZoneHint')}
            name="agency_time_zone"
            value={settings.agency_time_zone}
            readOnly
          />
        </div>
      </fieldset>
    </SettingsForm>
  );
}
