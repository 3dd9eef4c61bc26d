import type { ApiFailure } from '../../api/result';
import type {
  PortalProjectSummary,
  PortalProposal,
  PortalProposalSummary,
  ProposalFlow,
} from '../../contract/client-portal-records';
import { DEMO_PORTAL_READ_ONLY } from './demo-core';
import { DEMO_PORTAL_PROJECTS, DEMO_PORTAL_PROPOSALS, demoPortalAgency } from './demo-sample';
import { registerPortalDemoHandler } from './demo-sample-fr';

/**
 * `client-portal`'s projects and proposals answered from the sample client
 * (demo-sample.ts) when the backend is unreachable, in the server's shapes and order.
 * Answers are refused: an approval or an accepted proposal that reached no server must never
 * look given.
 */
const FUNCTION = 'client-portal';

const notFound = (what: 'Project' | 'Proposal'): ApiFailure => ({
  success: false,
  error: `${what} not found`,
  code: 'NOT_FOUND',
});

/** `get_projects`' rows: the project without its description, milestones and deliverables. */
export function demoPortalProjects(): PortalProjectSummary[] {
  return DEMO_PORTAL_PROJECTS.map(
    ({ description: _d, milestones: _m, deliverables: _l, ...summary }) => structuredClone(summary),
  );
}

export function demoPortalProposals(): PortalProposalSummary[] {
  return DEMO_PORTAL_PROPOSALS.map(
    ({ id, title, status, total_cents, currency, valid_until, sent_at, decided_at }) => ({
      id,
      title,
      status,
      total_cents,
      currency,
      valid_until,
      sent_at,
      decided_at,
    }),
  );
}

const idOf = (payload: Record<string, unknown>) =>
  typeof payload.id === 'string' ? payload.id : '';

export function registerPortalWorkDemo(): void {
  registerPortalDemoHandler(FUNCTION, 'get_projects', () => ({
    success: true,
    projects: demoPortalProjects(),
  }));
  registerPortalDemoHandler(FUNCTION, 'get_project', (payload) => {
    const project = DEMO_PORTAL_PROJECTS.find((item) => item.id === idOf(payload));
    return project ? { success: true, project: structuredClone(project) } : notFound('Project');
  });
  registerPortalDemoHandler(FUNCTION, 'approve_deliverable', () => DEMO_PORTAL_READ_ONLY);
  registerPortalDemoHandler(FUNCTION, 'get_proposals', () => ({
    success: true,
    proposals: demoPortalProposals(),
  }));
  registerPortalDemoHandler(FUNCTION, 'get_proposal', (payload) => {
    const proposal = DEMO_PORTAL_PROPOSALS.find((item) => item.id === idOf(payload));
    return proposal
      ? {
          success: true,
          proposal: structuredClone(proposal) as PortalProposal,
          agency: demoPortalAgency(),
          flow: demoProposalFlow(proposal),
        }
      : notFound('Proposal');
  });
  registerPortalDemoHandler(FUNCTION, 'respond_to_proposal', () => DEMO_PORTAL_READ_ONLY);
}

/**
 * The sample proposals have no contract template and no deposit: the flow is the acceptance
 * alone, done once accepted (or declined).
 */
function demoProposalFlow(proposal: PortalProposal): ProposalFlow {
  const isAnswered = proposal.status === 'accepted' || proposal.status === 'declined';
  return {
    steps: { proposal: isAnswered ? 'done' : 'current', contract: 'none', deposit: 'none' },
    contract: null,
    deposit_invoice: null,
  };
}
