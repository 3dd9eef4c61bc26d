import { Button } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LeadPagination.module.css';
import { PAGE_SIZES, type PageSize } from './lead-filters';

type LeadPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
};

export function LeadPagination({ page, pageSize, total, onPage, onPageSize }: LeadPaginationProps) {
  const { t } = useTranslation(NAMESPACE);
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <nav className={styles.pagination} aria-label={t('leads.pagination.label')}>
      <p className={styles.range} aria-live="polite">
        {t('leads.pagination.range', { first, last, total })}
      </p>
      <div className={styles.controls}>
        <label className={styles.size} htmlFor={sizeId}>
          {t('leads.pagination.pageSize')}
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('leads.pagination.previous')}
        </Button>
        <span className={styles.page}>
          {t('leads.pagination.page', { page, count: pageCount })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('leads.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
