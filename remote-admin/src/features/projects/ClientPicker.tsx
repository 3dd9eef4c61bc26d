import { clientChoiceLabel, useClientChoices } from '@atelier/shared/data/clients';
import { SearchSelectField } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

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
  const options = clients.map((client) => ({ value: client.id, label: clientChoiceLabel(client) }));
  if (known && !options.some((option) => option.value === known.id)) {
    options.unshift({ value: known.id, label: known.name });
  }

  return (
    <SearchSelectField
      searchLabel={t('projects.form.findClient')}
      searchHint={choices.failure ? t('projects.form.clientsFailed') : undefined}
      search={search}
      onSearch={setSearch}
      label={t('projects.fields.client')}
      required
      name="client_id"
      value={value}
      error={error}
      options={[{ value: '', label: t('projects.form.chooseClient') }, ...options]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
