import {
  Badge,
  type BadgeTone,
  Button,
  TextAreaField,
  TextField,
  toast,
  useFormat,
} from '@atelier/shared';
import type { Deliverable, DeliverableStatus } from '@atelier/shared/contract';
import { useDeliverableWrites } from '@atelier/shared/data/projects';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../../common/RecordPage.module.css';
import { RecordSection } from '../../common/RecordSection';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './Deliverables.module.css';

const TONE: Record<DeliverableStatus, BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  approved: 'success',
  changes_requested: 'info',
};

/** A draft, or one the client sent back, can go (again) to the client for approval. */
const canSubmit = (status: DeliverableStatus) =>
  status === 'draft' || status === 'changes_requested';

type DeliverablesPanelProps = { projectId: string; deliverables: readonly Deliverable[] };

/**
 * What the agency delivers for the client to approve in their portal: add a draft, submit it
 * (the client is notified), then read the client's answer and comment here.
 */
export function DeliverablesPanel({ projectId, deliverables }: DeliverablesPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const writes = useDeliverableWrites();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [isAdding, setIsAdding] = useState(false);
  const [submitting, setSubmitting] = useState<string | null>(null);

  async function add() {
    setIsAdding(true);
    try {
      const result = await writes.add(projectId, title.trim(), description.trim());
      if (result.success) {
        toast.success(t('projects.deliverables.added', { title: result.deliverable.title }));
        setTitle('');
        setDescription('');
        setFields({});
      } else {
        setFields(result.fields ?? {});
        if (!result.fields) toast.error(failureMessage(t, result));
      }
    } finally {
      setIsAdding(false);
    }
  }

  async function submit(deliverable: Deliverable) {
    setSubmitting(deliverable.id);
    try {
      const result = await writes.submit(deliverable.id);
      if (result.success)
        toast.success(t('projects.deliverables.submitted', { title: deliverable.title }));
      else toast.error(failureMessage(t, result));
    } finally {
      setSubmitting(null);
    }
  }

  return (
    <RecordSection title={t('projects.deliverables.title')}>
      {deliverables.length === 0 ? (
        <p className={styles.meta}>{t('projects.deliverables.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {deliverables.map((deliverable) => (
            <li key={deliverable.id} className={styles.item}>
              <div className={styles.text}>
                <strong>{deliverable.title}</strong>
                <span className={styles.meta}>
                  {[
                    deliverable.submitted_at
                      ? t('projects.deliverables.submittedOn', {
                          date: format.moment(deliverable.submitted_at),
                        })
                      : null,
                    deliverable.responded_at
                      ? t('projects.deliverables.answeredOn', {
                          date: format.moment(deliverable.responded_at),
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {deliverable.client_comment ? (
                  <>
                    <span className={styles.meta}>{t('projects.deliverables.clientComment')}</span>
                    <p className={kitStyles.userText}>{deliverable.client_comment}</p>
                  </>
                ) : null}
              </div>
              <div className={page.actions}>
                <Badge tone={TONE[deliverable.status]}>
                  {t(`projects.deliverables.statuses.${deliverable.status}`)}
                </Badge>
                {canSubmit(deliverable.status) ? (
                  <Button
                    size="sm"
                    disabled={submitting === deliverable.id}
                    aria-label={t('projects.deliverables.submitNamed', {
                      title: deliverable.title,
                    })}
                    onClick={() => void submit(deliverable)}
                  >
                    {submitting === deliverable.id
                      ? t('projects.deliverables.submitting')
                      : t('projects.deliverables.submit')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          label={t('projects.deliverables.titleField')}
          value={title}
          maxLength={200}
          error={fields.title ?? null}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={t('projects.deliverables.descriptionField')}
          isOptional
          rows={3}
          value={description}
          error={fields.description ?? null}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={isAdding}>
          {isAdding ? t('projects.deliverables.adding') : t('projects.deliverables.add')}
        </Button>
      </form>
    </RecordSection>
  );
}
