import { type Project, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Fact, FactCard } from '../../common/FactList';
import { NAMESPACE } from '../../i18n';

/** The project's facts: client, dates, money, where it came from. */
export function ProjectSummary({ project }: { project: Project }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const dash = '—';
  const money = (cents: number | null) =>
    cents === null ? dash : format.money(cents, project.currency);
  const facts: Fact[] = [
    [
      t('projects.fields.client'),
      <Link to={`/admin/clients/${project.client_id}`}>{project.clients.name}</Link>,
    ],
    [t('projects.fields.startDate'), project.start_date ? format.day(project.start_date) : dash],
    [t('projects.fields.dueDate'), project.due_date ? format.day(project.due_date) : dash],
    [t('projects.fields.budget'), money(project.budget_cents)],
    [t('projects.detail.invoiced'), money(project.invoiced_cents)],
    [t('projects.detail.paid'), money(project.paid_cents)],
    [t('projects.detail.created'), format.moment(project.created_at)],
  ];
  if (project.proposal_id) {
    facts.push([
      t('projects.detail.proposal'),
      <Link to={`/admin/proposals/${project.proposal_id}`}>
        {t('projects.detail.openProposal')}
      </Link>,
    ]);
  }
  facts.push([t('projects.fields.description'), project.description ?? dash]);
  return <FactCard title={t('projects.detail.details')} facts={facts} />;
}
