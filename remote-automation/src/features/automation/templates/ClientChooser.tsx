import { TextField } from '@atelier/shared';
import { clientChoiceLabel, useClientChoices } from '@atelier/shared/data/clients';
import { kitStyles, SearchSelectField } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { FormSection } from '../common/FormSection';
import type { ClientMode, StartProjectValues } from './start-project-form';
import styles from './Templates.module.css';

type ClientChooserProps = {
  values: StartProjectValues;
  errorOf: (path: string) => string | null;
  onChange: (changes: Partial<StartProjectValues>, paths: string[]) => void;
};

/** One of the agency's clients (a search box narrows the list), or a new one: name and e-mail. */
export function ClientChooser({ values, errorOf, onChange }: ClientChooserProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  const [search, setSearch] = useState('');
  const isExisting = values.clientMode === 'existing';
  const choices = useClientChoices(isExisting ? search : '', { demoFallback: false });
  const options = (choices.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: clientChoiceLabel(client),
  }));

  return (
    <FormSection legend={t('templates.use.client')} isRoomy>
      <div className={styles.choices}>
        {(['existing', 'new'] as const satisfies readonly ClientMode[]).map((mode) => (
          <label key={mode} className={`${kitStyles.inlineCheck} ${styles.check}`}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={values.clientMode === mode}
              onChange={() => onChange({ clientMode: mode }, ['client_id'])}
            />
            {t(`templates.use.clientModes.${mode}`)}
          </label>
        ))}
      </div>
      {isExisting ? (
        <SearchSelectField
          searchLabel={t('templates.use.findClient')}
          searchHint={choices.failure ? t('templates.use.clientsFailed') : undefined}
          search={search}
          onSearch={setSearch}
          label={t('templates.use.clientSelect')}
          required
          value={values.client_id}
          error={errorOf('client_id')}
          options={[{ value: '', label: t('templates.use.chooseClient') }, ...options]}
          onChange={(event) => onChange({ client_id: event.target.value }, ['client_id'])}
        />
      ) : (
        <div className={styles.grid}>
          <TextField
            label={t('templates.use.clientName')}
            required
            value={values.client_name}
            error={errorOf('client_name')}
            onChange={(event) => onChange({ client_name: event.target.value }, ['client_name'])}
          />
          <TextField
            type="email"
            label={t('templates.use.clientEmail')}
            required
            value={values.client_email}
            error={errorOf('client_email')}
            onChange={(event) => onChange({ client_email: event.target.value }, ['client_email'])}
          />
        </div>
      )}
    </FormSection>
  );
}
