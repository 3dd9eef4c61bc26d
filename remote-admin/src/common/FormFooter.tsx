import { FormFooter as KitFormFooter } from '@atelier/shared/kit';
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

/** The kit's form footer in the admin's words: Cancel, and "Saving…" unless told. */
export function FormFooter({ pendingLabel, ...footer }: FormFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <KitFormFooter
      {...footer}
      cancelLabel={t('common.form.cancel')}
      pendingLabel={pendingLabel ?? t('common.form.saving')}
    />
  );
}
