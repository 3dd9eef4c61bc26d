import { Badge, Button, FailureLine, toast, useFormat } from '@atelier/shared';
import type { Deliverable } from '@atelier/shared/contract';
import { useDeliverableAnswer } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Projects.module.css';
import { portalFailureMessage } from './portal-failure';
import { deliverableActions, deliverableStatusTone } from './project-view';

type DeliverableItemProps = {
  deliverable: Deliverable;
  /** Opens the comment dialog: asking for changes needs one. */
  onRequestChanges: (deliverable: Deliverable) => void;
};

/** One deliverable: its state, and the client's answer while it awaits their approval. */
export function DeliverableItem({ deliverable, onRequestChanges }: DeliverableItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const answer = useDeliverableAnswer();
  const [isApproving, setIsApproving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = deliverableActions(deliverable);
  const titleId = `deliverable-${deliverable.id}`;

  async function approve() {
    setIsApproving(true);
    setProblem(null);
    try {
      const result = await answer(deliverable.id, 'approve');
      if (result.success)
        toast.success(t('projects.deliverables.approved', { title: deliverable.title }));
      else setProblem(portalFailureMessage(t, result));
    } finally {
      setIsApproving(false);
    }
  }

  const dates = [
    deliverable.submitted_at
      ? t('projects.deliverables.submittedOn', { date: format.moment(deliverable.submitted_at) })
      : null,
    deliverable.responded_at
      ? t('projects.deliverables.respondedOn', { date: format.moment(deliverable.responded_at) })
      : null,
  ].filter(Boolean);

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={`${kitStyles.spread} ${kitStyles.alignBaseline}`}>
        <h3 id={titleId} className={styles.cardTitle}>
          {deliverable.title}
        </h3>
        <Badge tone={deliverableStatusTone[deliverable.status]}>
          {t(`projects.deliverables.statuses.${deliverable.status}`)}
        </Badge>
      </div>
      {deliverable.description ? (
        <p className={kitStyles.quote}>{deliverable.description}</p>
      ) : null}
      {dates.length > 0 ? <p className={kitStyles.note}>{dates.join(' · ')}</p> : null}
      {actions.showsComment ? (
        <div>
          <p className={kitStyles.note}>{t('projects.deliverables.yourComment')}</p>
          <p className={kitStyles.quote}>{deliverable.client_comment}</p>
        </div>
      ) : null}
      {actions.canApprove || actions.canRequestChanges ? (
        <div className={kitStyles.cluster}>
          <Button
            disabled={isApproving}
            aria-label={t('projects.deliverables.approveNamed', { title: deliverable.title })}
            onClick={() => void approve()}
          >
            {isApproving
              ? t('projects.deliverables.approving')
              : t('projects.deliverables.approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={isApproving}
            aria-label={t('projects.deliverables.requestChangesNamed', {
              title: deliverable.title,
            })}
            onClick={() => onRequestChanges(deliverable)}
          >
            {t('projects.deliverables.requestChanges')}
          </Button>
        </div>
      ) : null}
      <FailureLine>{problem}</FailureLine>
    </li>
  );
}
