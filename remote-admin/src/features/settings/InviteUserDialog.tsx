import { Dialog, TextField } from '@atelier/shared';
import { inviteUserInput } from '@atelier/shared/contract';
import { type NewStaffUser, useSettingsWrites } from '@atelier/shared/data/settings';
import { bindTextField } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { isFieldOf, schemaProblems } from '../../common/form-rules';
import { RecordForm } from '../../common/RecordForm';
import { NAMESPACE } from '../../i18n';
import { useSettingsForm } from './settings-form';

const FIELDS = ['first_name', 'last_name', 'email'] as const;
const EMPTY: NewStaffUser = { first_name: '', last_name: '', email: '' };

type InviteUserDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The invitation went out to this address. */
  onInvited: (email: string) => void;
};

/** Invites an admin: the account is created and e-mailed a link to choose a password. */
export function InviteUserDialog({ isOpen, onClose, onInvited }: InviteUserDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog isOpen={isOpen} title={t('settings.invite.title')} onClose={onClose}>
      {/* Mounted only while open: each invitation starts from empty fields. */}
      {isOpen ? <InviteForm onClose={onClose} onInvited={onInvited} /> : null}
    </Dialog>
  );
}

function InviteForm({ onClose, onInvited }: Omit<InviteUserDialogProps, 'isOpen'>) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useSettingsWrites();
  const form = useSettingsForm({
    initial: EMPTY,
    validate: (values: NewStaffUser) =>
      schemaProblems(inviteUserInput, values, (path, issue) =>
        path === 'email' && issue.code !== 'too_big'
          ? values.email.trim()
            ? { code: 'email' }
            : { code: 'required' }
          : null,
      ),
    submit: (values: NewStaffUser) => writes.invite(values),
    onSaved: (result) => onInvited(result.invitation.email),
    isShownField: isFieldOf(FIELDS),
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    ...bindTextField(form, name),
    required: true,
  });
  return (
    <RecordForm
      form={form}
      requiredNote={t('settings.invite.note')}
      submitLabel={t('settings.invite.send')}
      pendingLabel={t('settings.invite.sending')}
      onCancel={onClose}
    >
      <TextField
        label={t('settings.invite.firstName')}
        autoComplete="off"
        {...field('first_name')}
      />
      <TextField label={t('settings.invite.lastName')} autoComplete="off" {...field('last_name')} />
      <TextField
        label={t('settings.invite.email')}
        type="email"
        autoComplete="off"
        {...field('email')}
      />
    </RecordForm>
  );
}
