import {
  Button,
  Dialog,
  FailureLine,
  PROPOSAL_LIMITS,
  TextAreaField,
  toast,
} from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { useProposalAnswer } from '@atelier/shared/data/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import { isReasonTooLong } from './proposal-view';

type DeclineDialogProps = { proposal: PortalProposal; isOpen: boolean; onClose: () => void };

const MAX = PROPOSAL_LIMITS.declineReason;

/**
 * Declining with an optional reason the agency keeps; the reason typed stays through a
 * failure and a closed dialog, and the server's message shows by the field.
 */
export function DeclineDialog({ proposal, isOpen, onClose }: DeclineDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const answer = useProposalAnswer();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function decline() {
    if (isReasonTooLong(reason, MAX)) {
      setFieldError(t('proposals.answer.reasonTooLong', { max: MAX }));
      return;
    }
    setIsSending(true);
    setProblem(null);
    try {
      const result = await answer(proposal.id, {
        decision: 'decline',
        reason: reason.trim() || undefined,
      });
      if (result.success) {
        toast.success(t('proposals.answer.declined', { title: proposal.title }));
        close();
        return;
      }
      setFieldError(result.fields?.reason ?? null);
      setProblem(result.fields?.reason ? null : portalFailureMessage(t, result));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={t('proposals.answer.declineTitle', { title: proposal.title })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('proposals.answer.cancel')}
          </Button>
          <Button type="submit" form="decline-form" variant="danger" disabled={isSending}>
            {isSending ? t('proposals.answer.declining') : t('proposals.answer.declineConfirm')}
          </Button>
        </>
      }
    >
      <form
        id="decline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void decline();
        }}
      >
        <TextAreaField
          label={t('proposals.answer.reason')}
          hint={t('proposals.answer.reasonHint', { max: MAX })}
          isOptional
          rows={5}
          value={reason}
          error={fieldError}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(null);
          }}
        />
        <FailureLine>{problem}</FailureLine>
      </form>
    </Dialog>
  );
}
