import { Button, projectStatuses, SelectField } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import toolbar from '../clients/ListToolbar.module.css';
import { SearchBox } from '../clients/SearchBox';
import styles from './ProjectFilters.module.css';
import { type ProjectFilters as Filters, hasProjectFilters, toggleStatus } from './project-filters';
import { useClientChoices } from './use-projects';

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
    <search className={toolbar.toolbar} aria-label={t('projects.filters.title')}>
      <div className={toolbar.search}>
        <SearchBox
          label={t('projects.filters.search')}
          placeholder={t('projects.filters.searchPlaceholder')}
          value={filters.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
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
      {hasProjectFilters(filters) ? (
        <Button variant="ghost" className={toolbar.clear} onClick={onClear}>
          {t('projects.filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
