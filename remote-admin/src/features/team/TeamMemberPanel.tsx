import {
  Button,
  Dialog,
  ErrorPanel,
  LoadingSpinner,
  type TeamMember,
  toast,
} from '@atelier/shared';
import { useTeamMemberDetail, useTeamWrites } from '@atelier/shared/data/team';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, DeleteDialog } from '../../common/ConfirmDialog';
import { failureMessage } from '../../common/record-errors';
import { confirmationOf, useConfirmedAction } from '../../common/use-confirmed-action';
import { NAMESPACE } from '../../i18n';
import { TeamMemberDetails } from './TeamMemberDetails';
import { TeamMemberForm } from './TeamMemberForm';
import { EMPTY_TEAM_FORM, memberToForm, toNewTeamMember, toTeamMemberChanges } from './team-schema';

type TeamMemberPanelProps = {
  /** The member shown (from the URL); null when none is open. */
  memberId: string | null;
  isCreating: boolean;
  onOpen: (id: string) => void;
  onClose: () => void;
};

/** The side panel of the team page: one member, their edit form, or a new member's form. */
export function TeamMemberPanel({ memberId, isCreating, onOpen, onClose }: TeamMemberPanelProps) {
  const teamWrites = useTeamWrites();
  const { t } = useTranslation(NAMESPACE);
  const detail = useTeamMemberDetail(isCreating ? null : memberId);
  const member = detail.data?.member;
  const [isEditing, setIsEditing] = useState(false);
  useEffect(() => setIsEditing(false), [memberId]);

  const saved = (message: string) => (result: TeamMember) => {
    toast.success(t(message, { name: result.name }));
    setIsEditing(false);
    onOpen(result.id);
  };
  const removal = useConfirmedAction(
    () => teamWrites.remove(memberId ?? ''),
    () => {
      toast.success(t('team.delete.done', { name: member?.name ?? '' }));
      onClose();
    },
  );
  const deactivation = useConfirmedAction(
    () => teamWrites.update({ id: memberId ?? '', is_active: false }),
    (result) => toast.success(t('team.deactivate.done', { name: result.member.name })),
  );
  const invitation = useConfirmedAction(
    () => teamWrites.invite(memberId ?? ''),
    (result) => toast.success(t('team.invite.done', { email: result.invitation.email })),
  );

  async function activate(current: TeamMember) {
    const result = await teamWrites.update({ id: current.id, is_active: true });
    if (result.success) toast.success(t('team.activated', { name: current.name }));
    else toast.error(failureMessage(t, result));
  }

  function body() {
    if (isCreating) {
      return (
        <TeamMemberForm
          isNew
          initial={EMPTY_TEAM_FORM}
          onSubmit={(values) => teamWrites.create(toNewTeamMember(values))}
          onSaved={saved('team.form.created')}
          onCancel={onClose}
        />
      );
    }
    if (detail.failure) {
      return (
        <ErrorPanel
          title={t('team.detail.failedTitle')}
          message={failureMessage(t, detail.failure)}
          retryLabel={t('common.retry')}
          onRetry={detail.refetch}
          extraAction={
            <Button variant="secondary" onClick={onClose}>
              {t('team.detail.close')}
            </Button>
          }
        />
      );
    }
    if (!detail.data || !member) return <LoadingSpinner />;
    if (isEditing) {
      return (
        <TeamMemberForm
          isNew={false}
          initial={memberToForm(member)}
          onSubmit={(values) => teamWrites.update(toTeamMemberChanges(member.id, values))}
          onSaved={saved('team.form.saved')}
          onCancel={() => setIsEditing(false)}
        />
      );
    }
    return (
      <TeamMemberDetails
        detail={detail.data}
        onEdit={() => setIsEditing(true)}
        onInvite={invitation.open}
        onSwitchActive={() => (member.is_active ? deactivation.open() : void activate(member))}
        onDelete={removal.open}
      />
    );
  }

  const title = isCreating
    ? t('team.form.newTitle')
    : isEditing && member
      ? t('team.form.editTitle', { name: member.name })
      : (member?.name ?? t('team.detail.title'));
  const name = member?.name ?? '';
  return (
    <>
      <Dialog
        placement="side"
        isOpen={isCreating || memberId !== null}
        title={title}
        onClose={onClose}
      >
        {body()}
      </Dialog>
      <ConfirmDialog
        {...confirmationOf(invitation)}
        title={t('team.invite.title', { name })}
        confirmLabel={t('team.invite.confirm')}
        pendingLabel={t('team.invite.pending')}
        cancelLabel={t('team.invite.cancel')}
      >
        <p>{t('team.invite.warning', { email: member?.email ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmationOf(deactivation)}
        title={t('team.deactivate.title', { name })}
        confirmLabel={t('team.deactivate.confirm')}
        pendingLabel={t('team.deactivate.pending')}
        cancelLabel={t('team.deactivate.cancel')}
        isDestructive
      >
        <p>{t('team.deactivate.warning')}</p>
      </ConfirmDialog>
      <DeleteDialog {...confirmationOf(removal)} title={t('team.delete.title', { name })}>
        <p>{t('team.delete.warning')}</p>
      </DeleteDialog>
    </>
  );
}
