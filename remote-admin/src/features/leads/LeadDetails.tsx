import { Button, type LeadDetail, UTM_FIELDS, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../common/FactList';
import { NAMESPACE } from '../../i18n';
import { ConvertLeadAction } from '../clients/ConvertLeadAction';
import { GradeBadge, StatusBadge } from './LeadBadges';
import styles from './LeadDetails.module.css';
import { useScoreLabels } from './use-score-labels';

type LeadDetailsProps = {
  detail: LeadDetail;
  onEdit: () => void;
  onDelete: () => void;
};

/** Everything known about one lead: its fields, message, score and status history. */
export function LeadDetails({ detail, onEdit, onDelete }: LeadDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const scoreLabels = useScoreLabels();
  const format = useFormat();
  const { lead, history, scoring } = detail;
  const ids = { notes: useId(), score: useId(), history: useId() };
  const dash = '—';
  const campaign = UTM_FIELDS.filter((key) => lead[key]).map((key) => `${key}=${lead[key]}`);

  const facts: Fact[] = [
    [t('leads.fields.email'), <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    [t('leads.fields.phone'), lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : dash],
    [t('leads.fields.company'), lead.company ?? dash],
    [
      t('leads.fields.companySize'),
      lead.company_size ? t(`leads.companySizes.${lead.company_size}`) : dash,
    ],
    [t('leads.fields.source'), t(`leads.sources.${lead.source}`)],
    [t('leads.fields.language'), t(`clients.languages.${lead.language}`)],
    [
      t('leads.fields.projectType'),
      lead.project_type ? t(`leads.projectTypes.${lead.project_type}`) : dash,
    ],
    [
      t('leads.fields.budget'),
      lead.budget === null ? dash : format.wholeMoney(lead.budget * 100, 'USD'),
    ],
    [t('leads.fields.timeline'), lead.timeline ? t(`leads.timelines.${lead.timeline}`) : dash],
    [
      t('leads.fields.estimate'),
      lead.estimate_low === null || lead.estimate_high === null || lead.estimate_pace === null
        ? dash
        : t('leads.estimateValue', {
            range: `${format.wholeMoney(lead.estimate_low * 100, 'USD')}–${format.wholeMoney(lead.estimate_high * 100, 'USD')}`,
            pace: t(`leads.paces.${lead.estimate_pace}`),
          }),
    ],
    [t('leads.fields.campaign'), campaign.length ? campaign.join(', ') : dash],
    [t('leads.fields.created'), format.moment(lead.created_at)],
    [t('leads.fields.updated'), format.moment(lead.updated_at)],
  ];

  return (
    <div className={kitStyles.stack}>
      <div className={styles.summary}>
        <StatusBadge status={lead.status} />
        <GradeBadge grade={lead.grade} score={lead.score} />
      </div>
      <div className={kitStyles.cluster}>
        <Button size="sm" onClick={onEdit}>
          {t('leads.detail.edit')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete}>
          {t('leads.detail.delete')}
        </Button>
        <ConvertLeadAction lead={lead} />
      </div>

      <FactList facts={facts} className={styles.fields} itemClassName={styles.field} />

      <section className={styles.section} aria-labelledby={ids.notes}>
        <h3 id={ids.notes}>{t('leads.detail.notes')}</h3>
        {lead.notes ? (
          <p className={styles.notes}>{lead.notes}</p>
        ) : (
          <p className={styles.muted}>{t('leads.detail.noNotes')}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby={ids.score}>
        <h3 id={ids.score}>{t('leads.detail.score', { score: scoring.score })}</h3>
        <table className={styles.breakdown}>
          <caption className="at-visually-hidden">{t('leads.detail.scoreCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leads.detail.criterion')}</th>
              <th scope="col" className={styles.points}>
                {t('leads.detail.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {scoring.breakdown.map((criterion) => (
              <tr key={criterion.key}>
                <th scope="row">
                  {scoreLabels.name(criterion)}
                  {criterion.matched.length > 0 ? (
                    <span className={styles.matched}>
                      {scoreLabels.matched(criterion).join(', ')}
                    </span>
                  ) : null}
                  <meter
                    className={styles.meter}
                    min={0}
                    max={criterion.max || 1}
                    value={criterion.points}
                    aria-hidden="true"
                  />
                </th>
                <td className={styles.points}>
                  {t('leads.detail.pointsOf', { points: criterion.points, max: criterion.max })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby={ids.history}>
        <h3 id={ids.history}>{t('leads.detail.history')}</h3>
        <ol className={styles.history}>
          {history.map((change) => (
            <li key={`${change.changed_at}-${change.to_status}`}>
              <span className={styles.change}>
                {change.from_status
                  ? t('leads.detail.changed', {
                      from: t(`leads.statuses.${change.from_status}`),
                      to: t(`leads.statuses.${change.to_status}`),
                    })
                  : t('leads.detail.createdAs', { to: t(`leads.statuses.${change.to_status}`) })}
              </span>
              <span className={styles.muted}>
                {t('leads.detail.by', {
                  who: change.changed_by_name ?? t('leads.detail.visitor'),
                  when: format.moment(change.changed_at),
                })}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
