import { TextField } from '@atelier/shared';

type TextFieldBinding = {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
};

type NameAndEmailFieldsProps = {
  /** The form's `textField` (`useRecordForm`), for values with a `name` and an `email`. */
  textField: (name: 'name' | 'email') => TextFieldBinding;
  nameLabel: string;
  emailLabel: string;
};

/** A person's or a company's name and e-mail address, both required, first in their form. */
export function NameAndEmailFields({ textField, nameLabel, emailLabel }: NameAndEmailFieldsProps) {
  return (
    <>
      <TextField label={nameLabel} required autoComplete="off" {...textField('name')} />
      <TextField
        label={emailLabel}
        type="email"
        required
        autoComplete="off"
        {...textField('email')}
      />
    </>
  );
}
