import { Button } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import styles from './SettingsPage.module.css';

type SectionFooterProps = {
  failure: string | null;
  isPending: boolean;
  isSaved: boolean;
  /** "Save agency details", "Save invoicing defaults": each section has its own button. */
  saveLabel: string;
};

/** The end of a settings section: why the save failed or that it worked, then Save. */
export function SectionFooter({ failure, isPending, isSaved, saveLabel }: SectionFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {failure ? (
        <p className={formStyles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.saved} role="status">
          {isSaved && !isPending && !failure ? t('settings.saved') : ''}
        </p>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.form.saving') : saveLabel}
        </Button>
      </div>
    </>
  );
}
