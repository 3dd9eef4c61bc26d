import { Button, Dialog, FailureLine, TextAreaField, toast } from '@atelier/shared';
import { DELIVERABLE_LIMITS, type Deliverable } from '@atelier/shared/contract';
import { useDeliverableAnswer } from '@atelier/shared/data/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from './portal-failure';
import { changesCommentProblem } from './project-view';

type ChangesDialogProps = { deliverable: Deliverable | null; onClose: () => void };

const MAX = DELIVERABLE_LIMITS.comment;

/**
 * Asking for changes needs a comment saying what should change; checked here as the server
 * checks it, the server's own message shown by the field, and the text kept on a failure.
 */
export function ChangesDialog({ deliverable, onClose }: ChangesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const answer = useDeliverableAnswer();
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const close = () => {
    setFieldError(null);
    setProblem(null);
    onClose();
  };

  async function send() {
    if (!deliverable) return;
    const check = changesCommentProblem(comment, MAX);
    if (check) {
      setFieldError(
        t(
          check === 'required'
            ? 'projects.deliverables.commentRequired'
            : 'projects.deliverables.commentTooLong',
          {
            max: MAX,
          },
        ),
      );
      return;
    }
    setIsSending(true);
    setProblem(null);
    try {
      const result = await answer(deliverable.id, 'changes', comment.trim());
      if (result.success) {
        toast.success(t('projects.deliverables.changesSent', { title: deliverable.title }));
        setComment('');
        close();
        return;
      }
      setFieldError(result.fields?.comment ?? null);
      setProblem(result.fields?.comment ? null : portalFailureMessage(t, result));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog
      isOpen={deliverable !== null}
      title={t('projects.deliverables.changesTitle', { title: deliverable?.title ?? '' })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('projects.deliverables.cancel')}
          </Button>
          <Button type="submit" form="changes-form" disabled={isSending}>
            {isSending ? t('projects.deliverables.sending') : t('projects.deliverables.send')}
          </Button>
        </>
      }
    >
      <form
        id="changes-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextAreaField
          label={t('projects.deliverables.comment')}
          hint={t('projects.deliverables.commentHint', { max: MAX })}
          value={comment}
          rows={5}
          error={fieldError}
          onChange={(event) => {
            setComment(event.target.value);
            setFieldError(null);
          }}
        />
        <FailureLine>{problem}</FailureLine>
      </form>
    </Dialog>
  );
}
