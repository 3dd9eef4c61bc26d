import { Badge, Button } from '@atelier/shared';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './SettingsPage.module.css';

export const fullName = (user: StaffUser): string =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

type UserRowProps = {
  user: StaffUser;
  /** Only a super_admin changes roles (the server checks it too). */
  canChangeRole: boolean;
  isSelf: boolean;
  isBusy: boolean;
  /** Formats an instant in the agency's time zone. */
  formatInstant: (iso: string) => string;
  onRole: (role: StaffRole) => void;
  onToggleActive: () => void;
  onEndSessions: () => void;
};

/** One staff account: who, what role, when last seen, and what an admin may do with it. */
export function UserRow(props: UserRowProps) {
  const { user, canChangeRole, isSelf, isBusy, formatInstant } = props;
  const { t } = useTranslation(NAMESPACE);
  const name = fullName(user);
  const label = (key: string) => t(`settings.users.columns.${key}`);
  return (
    <tr>
      <td data-label={label('name')}>
        <strong>{name}</strong>
        {isSelf ? <span className={styles.muted}> ({t('settings.users.you')})</span> : null}
      </td>
      <td data-label={label('email')}>{user.email}</td>
      <td data-label={label('role')}>
        {canChangeRole ? (
          <select
            aria-label={t('settings.users.roleOf', { name })}
            value={user.role}
            disabled={isBusy}
            onChange={(event) => props.onRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`settings.roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`settings.roles.${user.role}`)
        )}
      </td>
      <td data-label={label('lastSignIn')}>
        {user.last_sign_in_at ? formatInstant(user.last_sign_in_at) : t('settings.users.never')}
      </td>
      <td data-label={label('status')}>
        <Badge tone={user.is_active ? 'success' : 'neutral'}>
          {t(user.is_active ? 'settings.users.active' : 'settings.users.inactive')}
        </Badge>{' '}
        <span className={styles.muted}>
          {t('settings.users.sessions', { count: user.active_sessions })}
        </span>
      </td>
      <td data-label={label('actions')}>
        <div className={kitStyles.cluster}>
          {isSelf ? null : (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              aria-label={t(
                user.is_active
                  ? 'settings.users.deactivateNamed'
                  : 'settings.users.reactivateNamed',
                { name },
              )}
              onClick={props.onToggleActive}
            >
              {t(user.is_active ? 'settings.users.deactivate' : 'settings.users.reactivate')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy || user.active_sessions === 0}
            aria-label={t('settings.users.endSessionsNamed', { name })}
            onClick={props.onEndSessions}
          >
            {t('settings.users.endSessionsShort')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
