import { Button } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './Pagination.module.css';
import { PAGE_SIZES, type PageSize } from './page-sizes';

type PaginationProps = {
  /** What the pages are of, for screen readers, e.g. "Pages of leads". */
  label: string;
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
};

/** Range, page size and previous/next for a server-paged admin list. */
export function Pagination({ label, page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation(NAMESPACE);
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <nav className={kitStyles.pagination} aria-label={label}>
      <p className={styles.range} aria-live="polite">
        {t('common.pagination.range', { first, last, total })}
      </p>
      <div className={kitStyles.toolbar}>
        <label className={`${kitStyles.inlineCheck} ${styles.size}`} htmlFor={sizeId}>
          {t('common.pagination.pageSize')}
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
          {t('common.pagination.previous')}
        </Button>
        <span className={styles.page}>
          {t('common.pagination.page', { page, count: pageCount })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('common.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
