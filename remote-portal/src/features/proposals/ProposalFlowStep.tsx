import type { PortalProposal, ProposalFlow } from '@atelier/shared/contract';
import { useRefreshPortal } from '@atelier/shared/data/portal';
import { type ReactNode, useEffect, useRef } from 'react';
import { SetPasswordOffer } from '../account/SetPasswordOffer';
import { AcceptStep } from './AcceptStep';
import { ContractPending } from './ContractPending';
import { ContractStep } from './ContractStep';
import { DepositStep } from './DepositStep';
import { FlowProgress } from './FlowProgress';
import { FlowSummary } from './FlowSummary';
import { ProposalOutcome } from './ProposalOutcome';
import { flowStage, showsProgress } from './proposal-flow';

/**
 * The progress line and the current step, derived from the answer alone. When the step
 * changes (accepted, signed, paid), focus moves to the new step so a screen reader hears it.
 */
export function ProposalFlowStep({
  proposal,
  flow,
  document,
}: {
  proposal: PortalProposal;
  flow: ProposalFlow;
  document: ReactNode;
}) {
  const refresh = useRefreshPortal();
  const stage = flowStage(proposal.status, flow.steps);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStage = useRef(stage);
  useEffect(() => {
    if (stage !== firstStage.current) stepRef.current?.focus();
  }, [stage]);

  let step: ReactNode;
  if (stage === 'accept') {
    step = (
      <>
        {document}
        <AcceptStep proposal={proposal} />
      </>
    );
  } else if (stage === 'contract' && flow.contract?.status === 'draft') {
    step = <ContractPending contract={flow.contract} onRetry={refresh} />;
  } else if (stage === 'contract' && flow.contract) {
    step = <ContractStep contract={flow.contract} onSigned={refresh} />;
  } else if (stage === 'deposit' && flow.deposit_invoice) {
    step = <DepositStep deposit={flow.deposit_invoice} onPaid={refresh} />;
  } else if (stage === 'declined' || stage === 'expired') {
    step = (
      <>
        {document}
        <ProposalOutcome proposal={proposal} />
      </>
    );
  } else {
    step = (
      <>
        <FlowSummary proposal={proposal} records={flow} />
        <SetPasswordOffer />
      </>
    );
  }

  return (
    <>
      {showsProgress(stage) ? <FlowProgress steps={flow.steps} /> : null}
      <div ref={stepRef} tabIndex={-1} key={stage}>
        {step}
      </div>
    </>
  );
}
