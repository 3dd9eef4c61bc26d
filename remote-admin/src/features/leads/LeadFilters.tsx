import { Button, SelectField } from '@atelier/shared';
import {
  LEAD_GRADES,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
} from '@atelier/shared/contract';
import { DateRangePicker } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../common/SearchBox';
import { useDateRangeStrings } from '../../common/use-date-range-strings';
import { NAMESPACE } from '../../i18n';
import styles from './LeadFilters.module.css';
import { type LeadFilters as Filters, leadFilters } from './lead-filters';

type LeadFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
};

export function LeadFilters({ filters, onChange, onClear }: LeadFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const dateStrings = useDateRangeStrings({
    from: t('leads.filters.from'),
    to: t('leads.filters.to'),
  });

  const any = { value: '', label: t('leads.filters.any') };
  const choose = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    any,
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const isFiltered = leadFilters.isFiltered(filters);

  return (
    <search className={styles.filters} aria-label={t('leads.filters.title')}>
      <div className={styles.searchRow}>
        <SearchBox
          label={t('leads.filters.search')}
          placeholder={t('leads.filters.searchPlaceholder')}
          value={filters.search}
          onSearch={(search) => onChange({ search })}
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
        <DateRangePicker
          label={t('leads.filters.created')}
          value={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={({ from, to }) => onChange({ from: from || null, to: to || null })}
          strings={dateStrings}
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
