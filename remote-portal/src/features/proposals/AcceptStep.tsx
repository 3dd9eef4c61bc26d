import { Button, FailureLine, toast } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { useProposalAnswer } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import { ConsentCheckbox } from '../signing/ConsentCheckbox';
import { SignatureFields } from '../signing/SignatureFields';
import { type SignatureDraft, signatureProblem, signatureValue } from '../signing/signature-input';
import { DeclineDialog } from './DeclineDialog';
import { acceptanceProblems } from './proposal-view';

type Problems = { consent?: string; signature?: string };

/**
 * Read and accept: the client signs the proposal (a typed name or a drawing) and ticks the
 * consent to sign electronically; or declines it. A refusal, here or from the server, shows
 * by its field and keeps what was typed or drawn.
 */
export function AcceptStep({ proposal }: { proposal: PortalProposal }) {
  const { t } = useTranslation(NAMESPACE);
  const answer = useProposalAnswer();
  const titleId = useId();
  const [hasConsent, setHasConsent] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({ type: 'typed', typed: '', drawn: null });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isDeclining, setIsDeclining] = useState(false);

  const edit = (changes: Partial<SignatureDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblems((current) => ({ ...current, signature: undefined }));
  };

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = acceptanceProblems(hasConsent, signatureProblem(draft));
    if (found.consent || found.signature) {
      setProblems({
        consent: found.consent ? t(found.consent) : undefined,
        signature: found.signature ? t(found.signature) : undefined,
      });
      return;
    }
    setIsSending(true);
    try {
      const result = await answer(proposal.id, {
        decision: 'accept',
        signature: signatureValue(draft),
      });
      if (result.success) {
        toast.success(t('proposals.answer.accepted', { title: proposal.title }));
        return;
      }
      const fields = result.fields ?? {};
      const signature = fields.signature ?? fields['signature.value'] ?? fields['signature.type'];
      if (fields.consent || signature) setProblems({ consent: fields.consent, signature });
      else setFailure(portalFailureMessage(t, result));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className={kitStyles.answerPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.accept.title')}
      </h2>
      <p>{t('proposals.flow.accept.intro')}</p>
      <form className={kitStyles.stack} noValidate onSubmit={(event) => void accept(event)}>
        <SignatureFields draft={draft} error={problems.signature ?? null} onChange={edit} />
        <ConsentCheckbox
          label={t('proposals.flow.accept.consent')}
          checked={hasConsent}
          error={problems.consent ?? null}
          onChange={(checked) => {
            setHasConsent(checked);
            setProblems((current) => ({ ...current, consent: undefined }));
          }}
        />
        <FailureLine>{failure}</FailureLine>
        <div className={kitStyles.cluster}>
          <Button type="submit" disabled={isSending}>
            {isSending ? t('proposals.answer.accepting') : t('proposals.flow.accept.submit')}
          </Button>
          <Button variant="secondary" onClick={() => setIsDeclining(true)}>
            {t('proposals.answer.decline')}
          </Button>
        </div>
      </form>
      <DeclineDialog
        proposal={proposal}
        isOpen={isDeclining}
        onClose={() => setIsDeclining(false)}
      />
    </section>
  );
}
