import { SelectField, TextField } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { useClientChoices } from './use-projects';

type ClientPickerProps = {
  value: string;
  /** The client already chosen, named even when the search does not list it. */
  known: { id: string; name: string } | null;
  error: string | null;
  onChange: (clientId: string) => void;
};

/** The project's client: a search box that narrows the list below it. */
export function ClientPicker({ value, known, error, onChange }: ClientPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useState('');
  const choices = useClientChoices(search);
  const clients = choices.data?.clients ?? [];
  const options = clients.map((client) => ({
    value: client.id,
    label: client.company ? `${client.name} (${client.company})` : client.name,
  }));
  if (known && !options.some((option) => option.value === known.id)) {
    options.unshift({ value: known.id, label: known.name });
  }

  return (
    <>
      <TextField
        type="search"
        label={t('projects.form.findClient')}
        hint={choices.failure ? t('projects.form.clientsFailed') : undefined}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('projects.fields.client')}
        required
        name="client_id"
        value={value}
        error={error}
        options={[{ value: '', label: t('projects.form.chooseClient') }, ...options]}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
