import { TextField } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type EmailFieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/** The e-mail address of the sign-in, sign-up and reset forms (`form.field('email')`). */
export function EmailField(field: EmailFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      {...field}
    />
  );
}
