import { Button, FailureLine } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type SaveFooterProps = {
  /** Why the last save failed, in the admin's words. */
  failure: string | null;
  isPending: boolean;
  /** Whether the last save went through: announced until the next one, or a failure. */
  isSaved: boolean;
  /** The page's word for it ("Saved."). */
  savedLabel: string;
  /** "Save agency details", "Save SEO": each form that stays open has its own button. */
  submitLabel: string;
};

/** The end of a form that stays open after saving: what went wrong or that it worked, the submit. */
export function SaveFooter({
  failure,
  isPending,
  isSaved,
  savedLabel,
  submitLabel,
}: SaveFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <FailureLine variant="banner">{failure}</FailureLine>
      <div className={`${kitStyles.formActions} ${kitStyles.alignCenter} ${kitStyles.roomy}`}>
        <p className={kitStyles.savedNote} role="status">
          {isSaved && !isPending && !failure ? savedLabel : ''}
        </p>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.form.saving') : submitLabel}
        </Button>
      </div>
    </>
  );
}
