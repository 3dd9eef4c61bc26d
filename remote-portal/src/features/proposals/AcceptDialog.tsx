import { Button, Dialog, FailureLine, toast } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import { useProposalAnswer } from './use-portal-proposals';

type AcceptDialogProps = { proposal: PortalProposal; isOpen: boolean; onClose: () => void };

/** Accepting starts the project: the client confirms knowing that. */
export function AcceptDialog({ proposal, isOpen, onClose }: AcceptDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const answer = useProposalAnswer();
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function accept() {
    setIsSending(true);
    setProblem(null);
    try {
      const result = await answer(proposal.id, 'accept');
      if (result.success) {
        toast.success(t('proposals.answer.accepted', { title: proposal.title }));
        close();
      } else {
        setProblem(portalFailureMessage(t, result));
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={t('proposals.answer.acceptTitle', { title: proposal.title })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('proposals.answer.cancel')}
          </Button>
          <Button disabled={isSending} onClick={() => void accept()}>
            {isSending ? t('proposals.answer.accepting') : t('proposals.answer.acceptConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('proposals.answer.acceptWarning')}</p>
      <FailureLine>{problem}</FailureLine>
    </Dialog>
  );
}
