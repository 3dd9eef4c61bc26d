import { Button, SelectField, TextField } from '@atelier/shared';
import {
  LEAD_GRADES,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
} from '@atelier/shared/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LeadFilters.module.css';
import { type LeadFilters as Filters, hasActiveFilters, SEARCH_MAX } from './lead-filters';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

type LeadFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
};

export function LeadFilters({ filters, onChange, onClear }: LeadFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);

  // The URL may change the search too (Back, "Clear filters"): the box follows it.
  useEffect(() => setSearch(filters.search), [filters.search]);

  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const any = { value: '', label: t('leads.filters.any') };
  const choose = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    any,
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const isFiltered = hasActiveFilters(filters);

  return (
    <search className={styles.filters} aria-label={t('leads.filters.title')}>
      <div className={styles.searchRow}>
        <TextField
          type="search"
          label={t('leads.filters.search')}
          placeholder={t('leads.filters.searchPlaceholder')}
          value={search}
          maxLength={SEARCH_MAX}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('leads.filters.toggle')}
        </Button>
      </div>
      <div id={panelId} className={styles.panel} data-open={isOpen}>
        {filters.view === 'table' ? (
          <SelectField
            label={t('leads.columns.status')}
            value={filters.status ?? ''}
            options={choose(LEAD_STATUSES, (value) => t(`leads.statuses.${value}`))}
            onChange={(event) =>
              onChange({ status: (event.target.value || null) as Filters['status'] })
            }
          />
        ) : null}
        <SelectField
          label={t('leads.columns.source')}
          value={filters.source ?? ''}
          options={choose(LEAD_SOURCES, (value) => t(`leads.sources.${value}`))}
          onChange={(event) =>
            onChange({ source: (event.target.value || null) as Filters['source'] })
          }
        />
        <SelectField
          label={t('leads.columns.grade')}
          value={filters.grade ?? ''}
          options={choose(LEAD_GRADES, (value) => t('leads.gradeOption', { grade: value }))}
          onChange={(event) =>
            onChange({ grade: (event.target.value || null) as Filters['grade'] })
          }
        />
        <SelectField
          label={t('leads.columns.projectType')}
          value={filters.projectType ?? ''}
          options={choose(LEAD_PROJECT_TYPES, (value) => t(`leads.projectTypes.${value}`))}
          onChange={(event) =>
            onChange({ projectType: (event.target.value || null) as Filters['projectType'] })
          }
        />
        <TextField
          type="date"
          label={t('leads.filters.from')}
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
        <TextField
          type="date"
          label={t('leads.filters.to')}
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
        {isFiltered ? (
          <Button variant="ghost" className={styles.clear} onClick={onClear}>
            {t('leads.filters.clear')}
          </Button>
        ) : null}
      </div>
    </search>
  );
}
