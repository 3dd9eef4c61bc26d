import { Button, FailureLine } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type FormFooterProps = {
  /** Why the last submit failed, in the admin's words. */
  failure: string | null;
  isPending: boolean;
  /** "Add client", "Create draft", "Save changes"… */
  submitLabel: string;
  /** The submit button while sending; "Saving…" unless the form has its own word. */
  pendingLabel?: string;
  onCancel: () => void;
};

/** The end of a form: what went wrong, then Cancel and the submit button. */
export function FormFooter({
  failure,
  isPending,
  submitLabel,
  pendingLabel,
  onCancel,
}: FormFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <FailureLine variant="banner">{failure}</FailureLine>
      <div className={kitStyles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('common.form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? (pendingLabel ?? t('common.form.saving')) : submitLabel}
        </Button>
      </div>
    </>
  );
}
