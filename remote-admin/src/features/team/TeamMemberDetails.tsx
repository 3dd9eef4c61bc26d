import { Badge, Button, type TeamMemberDetail, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../common/FactList';
import { ProjectRecords } from '../../common/RecordTables';
import { NAMESPACE } from '../../i18n';
import styles from './TeamPage.module.css';

type TeamMemberDetailsProps = {
  detail: TeamMemberDetail;
  onEdit: () => void;
  onInvite: () => void;
  onSwitchActive: () => void;
  onDelete: () => void;
};

/** One member: their details, the projects they are on, and what can be done with them. */
export function TeamMemberDetails(props: TeamMemberDetailsProps) {
  const { detail, onEdit, onInvite, onSwitchActive, onDelete } = props;
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { member, projects } = detail;
  // The server refuses an inactive member, and one with an account has been invited already.
  const canInvite = member.is_active && !member.has_account;
  const dash = '—';
  const facts: Fact[] = [
    [t('team.fields.email'), <a href={`mailto:${member.email}`}>{member.email}</a>],
    [t('team.fields.role'), member.role_title ?? dash],
    [
      t('team.fields.rate'),
      member.hourly_rate_cents === null
        ? dash
        : t('team.perHour', {
            amount: format.money(member.hourly_rate_cents, member.currency || 'USD'),
          }),
    ],
    [t('team.columns.account'), member.has_account ? t('team.hasAccount') : t('team.noAccount')],
    [t('team.columns.created'), format.moment(member.created_at)],
  ];

  return (
    <div className={kitStyles.stack}>
      <div className={kitStyles.cluster}>
        <Badge tone={member.is_active ? 'success' : 'neutral'}>
          {member.is_active ? t('team.active') : t('team.inactive')}
        </Badge>
      </div>
      <div className={kitStyles.cluster}>
        <Button size="sm" onClick={onEdit}>
          {t('team.detail.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!canInvite}
          aria-describedby={canInvite ? undefined : `invite-note-${member.id}`}
          onClick={onInvite}
        >
          {t('team.detail.invite')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onSwitchActive}>
          {member.is_active ? t('team.detail.deactivate') : t('team.detail.activate')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete}>
          {t('team.detail.delete')}
        </Button>
      </div>
      {canInvite ? null : (
        <p id={`invite-note-${member.id}`} className={kitStyles.note}>
          {member.has_account
            ? t('team.detail.alreadyInvited')
            : t('team.detail.inviteNeedsActive')}
        </p>
      )}
      <FactList facts={facts} />
      <section>
        <h3 className={styles.sectionTitle}>
          {t('team.detail.projects', { count: projects.length })}
        </h3>
        <ProjectRecords
          projects={projects}
          caption={t('team.detail.projectsCaption', { name: member.name })}
        />
      </section>
    </div>
  );
}
