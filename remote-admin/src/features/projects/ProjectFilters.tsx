import { projectStatuses, SelectField } from '@atelier/shared';
import { useClientChoices } from '@atelier/shared/data/clients';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../common/ListToolbar';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectFilters.module.css';
import { type ProjectFilters as Filters, projectFilters, toggleStatus } from './project-filters';

type ProjectFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onUpdate: (next: (current: Filters) => Filters) => void;
  onClear: () => void;
};

export function ProjectFilters({ filters, onChange, onUpdate, onClear }: ProjectFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const clients = useClientChoices('');
  const clientOptions = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));
  // A client from a link may be past the first hundred: it stays selectable.
  if (filters.clientId && !clientOptions.some((option) => option.value === filters.clientId)) {
    clientOptions.unshift({ value: filters.clientId, label: t('projects.filters.thisClient') });
  }

  return (
    <ListToolbar
      label={t('projects.filters.title')}
      searchPlaceholder={t('projects.filters.searchPlaceholder')}
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      isFiltered={projectFilters.isFiltered(filters)}
      onClear={onClear}
    >
      <SelectField
        label={t('projects.columns.client')}
        value={filters.clientId ?? ''}
        options={[{ value: '', label: t('projects.filters.anyClient') }, ...clientOptions]}
        onChange={(event) => onChange({ clientId: event.target.value || null })}
      />
      <fieldset className={styles.statuses}>
        <legend className={styles.legend}>{t('projects.filters.statuses')}</legend>
        {projectStatuses.map((status) => (
          <label key={status} className={styles.status}>
            <input
              type="checkbox"
              checked={filters.statuses.includes(status)}
              onChange={() => onUpdate((current) => toggleStatus(current, status))}
            />
            {t(`projects.statuses.${status}`)}
          </label>
        ))}
      </fieldset>
    </ListToolbar>
  );
}
