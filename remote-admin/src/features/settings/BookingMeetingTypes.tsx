import { Button, moveItem, TextAreaField, TextField } from '@atelier/shared';
import { kitStyles, numberedRowLabels, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import styles from './BookingSection.module.css';
import { type MeetingTypeRow, newMeetingType } from './booking-values';

export type MeetingTypesProps = {
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

/** The meeting types a visitor may book: rows to add, edit, reorder and remove. */
export function MeetingTypes({ rows, errorOf, onChange }: MeetingTypesProps) {
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

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('settings.booking.types')}</legend>
      <p className={styles.note}>{t('settings.booking.typesNote')}</p>
      <RowList
        rows={rows}
        rowKey={(row) => row.key}
        className={kitStyles.gridList}
        rowClassName={styles.typeRow}
        actionsClassName={kitStyles.clusterTight}
        keepsFocus
        labels={numberedRowLabels(
          t,
          {
            up: 'settings.booking.moveTypeUp',
            down: 'settings.booking.moveTypeDown',
            remove: 'settings.booking.removeType',
          },
          {
            up: t('settings.booking.up'),
            down: t('settings.booking.down'),
            remove: t('settings.booking.remove'),
          },
        )}
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
            <h3 className={styles.rowTitle}>
              {t('settings.booking.typeTitle', { number: index + 1 })}
            </h3>
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
            <label className={kitStyles.check}>
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
