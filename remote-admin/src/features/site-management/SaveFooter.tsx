import { Button } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import styles from './SiteManagement.module.css';

type SaveFooterProps = {
  /** Why the last save failed, in the admin's words. */
  failure: string | null;
  isPending: boolean;
  /** Whether the last save went through (announced as "Saved" until the next one). */
  isSaved: boolean;
  /** "Save SEO", "Save maintenance". */
  submitLabel: string;
};

/** The end of a Site Management form that stays open: what went wrong, "Saved", the submit. */
export function SaveFooter({ failure, isPending, isSaved, submitLabel }: SaveFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {failure ? (
        <p className={formStyles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.footer}>
        <p role="status" className={styles.saved}>
          {isSaved && !isPending ? t('siteManagement.saved') : ''}
        </p>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.form.saving') : submitLabel}
        </Button>
      </div>
    </>
  );
}
