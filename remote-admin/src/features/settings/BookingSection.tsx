import {
  actionCaller,
  Button,
  FailureLine,
  moveItem,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { type BookingSettings, WEEKDAYS } from '@atelier/shared/contract';
import { RowList } from '@atelier/shared/kit';
import { useApiQuery } from '@atelier/shared/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { writeOptions } from '../../common/record-write';
import { NAMESPACE } from '../../i18n';
import { registerSettingsDemo } from './api';
import styles from './BookingSection.module.css';
import {
  type BookingValues,
  bookingInput,
  bookingServerErrors,
  bookingToValues,
  type HourRange,
  isBookingField,
  type MeetingTypeRow,
  newMeetingType,
  newRange,
  validateBooking,
  type Weekday,
} from './booking-values';
import { SettingsForm, SettingsSection } from './SettingsSection';
import { useSettingsFailure, useSettingsForm } from './settings-form';

/**
 * The agency's booking page (docs/booking.md): its meeting types, the week's working hours in
 * the agency's time zone, and the rules (buffer, minimum notice, how far ahead), saved at once.
 */

const call = actionCaller('booking');
export const bookingSettingsKey = ['booking', 'settings'] as const;

export function BookingSection() {
  const { t } = useTranslation(NAMESPACE);
  const describe = useSettingsFailure();
  const query = useApiQuery(bookingSettingsKey, async (signal) => {
    await registerSettingsDemo();
    return await call('get_booking_settings', {}, { signal });
  });
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
      call('save_booking_settings', bookingInput(values), writeOptions()),
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

type MeetingTypesProps = {
  rows: MeetingTypeRow[];
  errorOf: (path: string) => string | null;
  onChange: (rows: MeetingTypeRow[], paths: readonly string[]) => void;
};

type TypeText =
  | 'slug'
  | 'name_en'
  | 'name_fr'
  | 'description_en'
  | 'description_fr'
  | 'duration_minutes';

function MeetingTypes({ rows, errorOf, onChange }: MeetingTypesProps) {
  const { t } = useTranslation(NAMESPACE);
  const edit = (index: number, patch: Partial<MeetingTypeRow>, field: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      [`meeting_types.${index}.${field}`],
    );
  const text = (index: number, name: TypeText) => ({
    name: `meeting_types.${index}.${name}`,
    value: rows[index]?.[name] ?? '',
    error: errorOf(`meeting_types.${index}.${name}`),
    onChange: (event: { target: { value: string } }) =>
      edit(index, { [name]: event.target.value }, name),
  });
  const number = (index: number) => ({ number: index + 1 });

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('settings.booking.types')}</legend>
      <p className={styles.note}>{t('settings.booking.typesNote')}</p>
      <RowList
        rows={rows}
        rowKey={(row) => row.key}
        className={styles.rows}
        rowClassName={styles.typeRow}
        actionsClassName={styles.rowActions}
        keepsFocus
        labels={(_row, index) => ({
          up: {
            name: t('settings.booking.moveTypeUp', number(index)),
            text: t('settings.booking.up'),
          },
          down: {
            name: t('settings.booking.moveTypeDown', number(index)),
            text: t('settings.booking.down'),
          },
          remove: {
            name: t('settings.booking.removeType', number(index)),
            text: t('settings.booking.remove'),
          },
        })}
        // Messages are by row number: the moved rows' ones no longer apply.
        onMove={(index, by) => onChange(moveItem(rows, index, by), ['meeting_types'])}
        onRemove={(index) =>
          onChange(
            rows.filter((_, i) => i !== index),
            ['meeting_types'],
          )
        }
        renderRow={(row, index) => (
          <div className={styles.typeFields}>
            <h3 className={styles.rowTitle}>{t('settings.booking.typeTitle', number(index))}</h3>
            <div className={formStyles.grid}>
              <TextField label={t('settings.booking.nameEn')} {...text(index, 'name_en')} />
              <TextField label={t('settings.booking.nameFr')} {...text(index, 'name_fr')} />
              <TextField
                label={t('settings.booking.slug')}
                hint={t('settings.booking.slugHint', { slug: row.slug || 'free-call' })}
                {...text(index, 'slug')}
              />
              <TextField
                label={t('settings.booking.duration')}
                inputMode="numeric"
                {...text(index, 'duration_minutes')}
              />
              <TextAreaField
                label={t('settings.booking.descriptionEn')}
                isOptional
                rows={2}
                {...text(index, 'description_en')}
              />
              <TextAreaField
                label={t('settings.booking.descriptionFr')}
                isOptional
                rows={2}
                {...text(index, 'description_fr')}
              />
            </div>
            <label className={formStyles.check}>
              <input
                type="checkbox"
                name={`meeting_types.${index}.active`}
                checked={row.active}
                onChange={(event) => edit(index, { active: event.target.checked }, 'active')}
              />
              {t('settings.booking.active')}
            </label>
          </div>
        )}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...rows, newMeetingType()], [])}
      >
        {t('settings.booking.addType')}
      </Button>
    </fieldset>
  );
}

type WorkingHoursProps = {
  hours: BookingValues['hours'];
  timeZone: string;
  errorOf: (path: string) => string | null;
  onChange: (hours: BookingValues['hours'], paths: readonly string[]) => void;
};

function WorkingHours({ hours, timeZone, errorOf, onChange }: WorkingHoursProps) {
  const { t } = useTranslation(NAMESPACE);
  const setDay = (weekday: Weekday, ranges: HourRange[], paths: readonly string[]) =>
    onChange({ ...hours, [weekday]: ranges }, paths);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('settings.booking.hours')}</legend>
      <p className={styles.note}>{t('settings.booking.hoursNote', { zone: timeZone })}</p>
      {WEEKDAYS.map((weekday) => {
        const day = t(`settings.booking.weekdays.${weekday}`);
        const ranges = hours[weekday];
        const edit = (index: number, field: 'start' | 'end', value: string) =>
          setDay(
            weekday,
            ranges.map((range, i) => (i === index ? { ...range, [field]: value } : range)),
            [`hours.${weekday}.${index}.${field}`],
          );
        return (
          <fieldset key={weekday} className={styles.day} data-weekday={weekday}>
            <legend className={styles.dayName}>{day}</legend>
            {ranges.length === 0 ? (
              <p className={styles.closed}>{t('settings.booking.closed')}</p>
            ) : null}
            <RowList
              rows={ranges}
              rowKey={(range) => range.key}
              className={styles.rows}
              rowClassName={styles.rangeRow}
              actionsClassName={styles.rowActions}
              labels={(range) => ({
                remove: {
                  name: t('settings.booking.removeRange', {
                    day,
                    start: range.start,
                    end: range.end,
                  }),
                  text: t('settings.booking.remove'),
                },
              })}
              onRemove={(index) =>
                setDay(
                  weekday,
                  ranges.filter((_, i) => i !== index),
                  [`hours.${weekday}`],
                )
              }
              // Text, not time inputs: a day may end at 24:00, which a time input cannot hold.
              renderRow={(range, index) => (
                <div className={styles.rangeFields}>
                  {(['start', 'end'] as const).map((field) => (
                    <TextField
                      key={field}
                      label={t(`settings.booking.${field === 'start' ? 'from' : 'to'}`)}
                      inputMode="numeric"
                      placeholder={field === 'start' ? '09:00' : '17:00'}
                      className={styles.time}
                      name={`hours.${weekday}.${index}.${field}`}
                      value={range[field]}
                      error={errorOf(`hours.${weekday}.${index}.${field}`)}
                      onChange={(event) => edit(index, field, event.target.value)}
                    />
                  ))}
                </div>
              )}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setDay(weekday, [...ranges, newRange()], [])}
            >
              {t('settings.booking.addRange', { day })}
            </Button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
