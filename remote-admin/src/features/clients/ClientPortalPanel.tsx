import { Badge, type BadgeTone, Button, type Client, toast, useFormat } from '@atelier/shared';
import type { PortalStatus } from '@atelier/shared/contract';
import { usePortalAccessWrites } from '@atelier/shared/data/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FactCard } from '../../common/FactList';
import styles from '../../common/RecordPage.module.css';
import { confirmationOf, useConfirmedAction } from '../../common/use-confirmed-action';
import { NAMESPACE } from '../../i18n';
import { LinkPortalAccountDialog } from './LinkPortalAccountDialog';

const TONES: Record<PortalStatus, BadgeTone> = {
  none: 'neutral',
  invited: 'info',
  active: 'success',
  revoked: 'warning',
};

/**
 * The client's portal access (docs/portal.md): where it stands, an invitation (again: a
 * fresh link, and revoked access restored), linking an account that registered on its own,
 * and revoking access.
 */
export function ClientPortalPanel({ client }: { client: Client }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const writes = usePortalAccessWrites();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isLinking, setIsLinking] = useState(false);
  const { status, invited_at, email } = client.portal;

  const invitation = useConfirmedAction(
    () => writes.invite(client.id),
    // Said in the panel's status line, which stays after the dialog closes.
    (result) => setSentTo(result.invitation.email),
  );
  const revocation = useConfirmedAction(
    () => writes.revoke(client.id),
    () => {
      setSentTo(null);
      toast.success(t('clients.portal.revoked', { name: client.name }));
    },
  );
  const canRevoke = status === 'invited' || status === 'active';

  return (
    <FactCard
      title={t('clients.portal.title')}
      isRegion
      facts={[
        [
          t('clients.portal.status'),
          <Badge tone={TONES[status]}>{t(`clients.portal.statuses.${status}`)}</Badge>,
        ],
        [t('clients.portal.account'), email ?? '—'],
        [t('clients.portal.invitedAt'), invited_at ? format.moment(invited_at) : '—'],
      ]}
    >
      <p role="status">{sentTo ? t('clients.portal.invited', { email: sentTo }) : null}</p>
      {status === 'none' ? <p>{t('clients.portal.selfRegistered')}</p> : null}
      <div className={styles.actions}>
        <Button size="sm" onClick={invitation.open}>
          {status === 'none' ? t('clients.portal.invite') : t('clients.portal.reinvite')}
        </Button>
        {canRevoke ? null : (
          <Button size="sm" variant="secondary" onClick={() => setIsLinking(true)}>
            {t('clients.portal.linkAccount')}
          </Button>
        )}
        {canRevoke ? (
          <Button size="sm" variant="danger" onClick={revocation.open}>
            {t('clients.portal.revoke')}
          </Button>
        ) : null}
      </div>

      <LinkPortalAccountDialog
        client={client}
        isOpen={isLinking}
        onClose={() => setIsLinking(false)}
      />
      <ConfirmDialog
        {...confirmationOf(invitation)}
        title={t('clients.portal.inviteTitle', { name: client.name })}
        confirmLabel={t('clients.portal.inviteConfirm')}
      >
        <p>{t('clients.portal.inviteText', { email: email ?? client.email })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmationOf(revocation)}
        title={t('clients.portal.revokeTitle', { name: client.name })}
        confirmLabel={t('clients.portal.revokeConfirm')}
        isDestructive
      >
        <p>{t('clients.portal.revokeText')}</p>
      </ConfirmDialog>
    </FactCard>
  );
}
