import { FormShell, type FormShellProps } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** The tabs whose forms have a footer, and where each says Cancel and Saving…. */
const FOOTER_KEYS = {
  templates: { cancel: 'templates.form.cancel', saving: 'templates.form.saving' },
  contracts: { cancel: 'contracts.cancel', saving: 'contracts.saving' },
  invoicing: { cancel: 'invoicing.cancel', saving: 'invoicing.saving' },
} as const;

type TabFormProps = Omit<FormShellProps, 'form' | 'cancelLabel' | 'pendingLabel'> & {
  /** The form's state and its tab (`useAutomationForm` gives both). */
  form: FormShellProps['form'] & { scope: keyof typeof FOOTER_KEYS };
  /** The submit button while sending, where it is not the tab's "Saving…". */
  pendingLabel?: string;
};

/** A form of one automation tab (the kit's `FormShell`), its Cancel and Saving… in the tab's words. */
export function TabForm({ form, pendingLabel, ...shell }: TabFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const keys = FOOTER_KEYS[form.scope];
  return (
    <FormShell
      {...shell}
      form={form}
      cancelLabel={t(keys.cancel)}
      pendingLabel={pendingLabel ?? t(keys.saving)}
    />
  );
}
