import { Button, TextField } from '@atelier/shared';
import { WEEKDAYS } from '@atelier/shared/contract';
import { kitStyles, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './BookingSection.module.css';
import { type BookingValues, type HourRange, newRange, type Weekday } from './booking-values';

export type WorkingHoursProps = {
  hours: BookingValues['hours'];
  timeZone: string;
  errorOf: (path: string) => string | null;
  onChange: (hours: BookingValues['hours'], paths: readonly string[]) => void;
};

/** The week's working hours in the agency's time zone: each day's ranges, none when closed. */
export function WorkingHours({ hours, timeZone, errorOf, onChange }: WorkingHoursProps) {
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
              <p className={kitStyles.note}>{t('settings.booking.closed')}</p>
            ) : null}
            <RowList
              rows={ranges}
              rowKey={(range) => range.key}
              className={kitStyles.gridList}
              rowClassName={styles.rangeRow}
              actionsClassName={kitStyles.clusterTight}
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
                <div className={kitStyles.cluster}>
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
