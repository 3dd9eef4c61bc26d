import { Button } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ActiveContracts.module.css';

type ContractsPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Which contracts are shown of how many, and previous/next through the server's pages. */
export function ContractsPager({ page, pageSize, total, onPage }: ContractsPagerProps) {
  const { t } = useTranslation(NAMESPACE);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('contracts.active.pages')}>
      <p aria-live="polite">{t('contracts.active.range', { first, last, total })}</p>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('contracts.active.previous')}
      </Button>
      <span>{t('contracts.active.page', { page, count: pageCount })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('contracts.active.next')}
      </Button>
    </nav>
  );
}
