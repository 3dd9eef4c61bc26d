import { Button } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './Pager.module.css';

export type PagerKeys = 'contracts.active' | 'invoicing.generated';

type PagerProps = {
  /** The list's words: `<keys>.{pages,range,previous,page,next}`. */
  keys: PagerKeys;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Which rows are shown of how many, and previous/next through the server's pages. */
export function Pager({ keys, page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation(NAMESPACE);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      className={`${kitStyles.formActions} ${kitStyles.alignCenter} ${kitStyles.roomy} ${styles.pager}`}
      aria-label={t(`${keys}.pages`)}
    >
      <p aria-live="polite">{t(`${keys}.range`, { first, last, total })}</p>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${keys}.previous`)}
      </Button>
      <span>{t(`${keys}.page`, { page, count: pageCount })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t(`${keys}.next`)}
      </Button>
    </nav>
  );
}
