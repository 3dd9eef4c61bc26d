import { Button, ErrorPanel, FailureLine, formatFor, Spinner, useAuth } from '@atelier/shared';
import type { StaffRole, StaffUser } from '@atelier/shared/contract';
import { useSettingsWrites, useStaffUsers } from '@atelier/shared/data/settings';
import { Card, kitStyles } from '@atelier/shared/kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { NAMESPACE } from '../../i18n';
import { InviteUserDialog } from './InviteUserDialog';
import styles from './SettingsPage.module.css';
import { useSettingsFailure } from './settings-form';
import { fullName, UserRow } from './UserRow';

type Confirming = { kind: 'deactivate' | 'endSessions'; user: StaffUser } | null;

/** Users and roles: the staff accounts, invitations, roles, deactivation and sessions. */
export function UsersSection({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { user: me } = useAuth();
  const users = useStaffUsers();
  const writes = useSettingsWrites();
  const describe = useSettingsFailure();
  const [isInviting, setIsInviting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The agency's time zone, not the browser's: every admin reads the same sign-in times.
  const formatInstant = useMemo(
    () => formatFor(i18n.language, timeZone).moment,
    [i18n.language, timeZone],
  );

  /** Runs one change of one user; its refusal (the last super_admin…) is shown above the list. */
  const run = async (
    user: StaffUser,
    change: () => ReturnType<typeof writes.updateUser>,
    done: string,
  ) => {
    setBusyId(user.id);
    setFailure(null);
    setNotice('');
    try {
      const result = await change();
      if (result.success) setNotice(done);
      else setFailure(describe(result));
      return result.success;
    } finally {
      setBusyId(null);
    }
  };
  const changeRole = (user: StaffUser, role: StaffRole) =>
    void run(
      user,
      () => writes.updateUser({ id: user.id, role }),
      t('settings.users.roleChanged', { name: fullName(user) }),
    );
  const confirm = async () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    const name = fullName(user);
    const isDone =
      kind === 'endSessions'
        ? await run(
            user,
            () => writes.endSessions(user.id),
            t('settings.users.sessionsEnded', { name }),
          )
        : await run(
            user,
            () => writes.updateUser({ id: user.id, is_active: false }),
            t('settings.users.deactivated', { name }),
          );
    if (isDone) setConfirming(null);
  };
  const toggleActive = (user: StaffUser) =>
    user.is_active
      ? setConfirming({ kind: 'deactivate', user })
      : void run(
          user,
          () => writes.updateUser({ id: user.id, is_active: true }),
          t('settings.users.reactivated', { name: fullName(user) }),
        );

  return (
    <Card>
      <section className={kitStyles.stack} aria-labelledby="settings-users">
        <div className={`${kitStyles.spread} ${kitStyles.roomy}`}>
          <h2 id="settings-users" className={kitStyles.sectionTitle}>
            {t('settings.users.title')}
          </h2>
          <Button onClick={() => setIsInviting(true)}>{t('settings.users.invite')}</Button>
        </div>
        <p className={kitStyles.note}>{t('settings.users.note')}</p>
        <FailureLine variant="banner">{failure}</FailureLine>
        <p className={kitStyles.savedNote} role="status">
          {notice}
        </p>
        {users.failure && !users.data ? (
          <ErrorPanel
            title={t('settings.users.failedTitle')}
            message={describe(users.failure)}
            retryLabel={t('common.retry')}
            onRetry={users.refetch}
          />
        ) : users.isLoading ? (
          <Spinner label={t('settings.users.loading')} />
        ) : (users.data?.users.length ?? 0) === 0 ? (
          <p className={styles.muted}>{t('settings.users.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('settings.users.caption')}</caption>
              <thead>
                <tr>
                  {['name', 'email', 'role', 'lastSignIn', 'status', 'actions'].map((column) => (
                    <th key={column} scope="col">
                      {t(`settings.users.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data?.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    canChangeRole={me?.role === 'super_admin'}
                    isSelf={me?.id === user.id}
                    isBusy={busyId === user.id}
                    formatInstant={formatInstant}
                    onRole={(role) => changeRole(user, role)}
                    onToggleActive={() => toggleActive(user)}
                    onEndSessions={() => setConfirming({ kind: 'endSessions', user })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <InviteUserDialog
        isOpen={isInviting}
        onClose={() => setIsInviting(false)}
        onInvited={(email) => {
          setIsInviting(false);
          setNotice(t('settings.users.invited', { email }));
        }}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t(`settings.users.confirm.${confirming?.kind ?? 'deactivate'}Title`, {
          name: confirming ? fullName(confirming.user) : '',
        })}
        confirmLabel={t(
          confirming?.kind === 'endSessions'
            ? 'settings.users.endSessionsShort'
            : 'settings.users.deactivate',
        )}
        isPending={busyId !== null}
        isDestructive
        failure={confirming ? failure : null}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        <p>{t(`settings.users.confirm.${confirming?.kind ?? 'deactivate'}Body`)}</p>
      </ConfirmDialog>
    </Card>
  );
}
