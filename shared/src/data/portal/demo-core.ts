import type { ApiFailure } from '../../api/result';
import type { PortalMoney, PortalOverview } from '../../contract/client-portal';
import {
  DEMO_PORTAL_CLIENT_ID,
  DEMO_PORTAL_CONTRACTS,
  DEMO_PORTAL_INVOICES,
  DEMO_PORTAL_MESSAGES,
  DEMO_PORTAL_PROFILE,
  DEMO_PORTAL_PROJECTS,
  DEMO_PORTAL_PROPOSALS,
} from './demo-sample';
import { registerPortalDemoHandler } from './demo-sample-fr';

/**
 * `client-portal`'s overview, contracts and profile answered from the sample client
 * (demo-sample.ts) when the backend is unreachable. The overview is derived from the
 * same records the other parts list, the way the server derives it. Writes are refused: a
 * signature or a profile change that reached no server must never look done.
 */
const FUNCTION = 'client-portal';
const SHOWN = 5;

export const DEMO_PORTAL_READ_ONLY: ApiFailure = {
  success: false,
  error: 'Not available in demo mode: the portal cannot be changed while the server is unreachable',
  code: 'DEMO_READ_ONLY',
};

const byDue = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b);

/** The sample's overview: what is owed per currency and the five soonest of each list. */
export function demoPortalOverview(): PortalOverview {
  const unpaid = DEMO_PORTAL_INVOICES.filter(
    (invoice) =>
      (invoice.status === 'sent' || invoice.status === 'overdue') && invoice.balance_cents > 0,
  );
  const owed = new Map<string, number>();
  for (const invoice of unpaid) {
    owed.set(invoice.currency, (owed.get(invoice.currency) ?? 0) + invoice.balance_cents);
  }
  const balanceDue: PortalMoney[] = [...owed.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, cents }));
  return {
    client: {
      id: DEMO_PORTAL_CLIENT_ID,
      name: DEMO_PORTAL_PROFILE.name,
      company: DEMO_PORTAL_PROFILE.company,
    },
    balance_due: balanceDue,
    invoices_to_pay: unpaid
      .sort((a, b) => byDue(a.due_date, b.due_date))
      .slice(0, SHOWN)
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number ?? '',
        currency: invoice.currency,
        total_cents: invoice.total_cents,
        balance_cents: invoice.balance_cents,
        due_date: invoice.due_date,
        status: invoice.status === 'overdue' ? 'overdue' : 'sent',
      })),
    proposals_waiting: DEMO_PORTAL_PROPOSALS.filter((proposal) => proposal.status === 'sent')
      .slice(0, SHOWN)
      .map(({ id, title, currency, total_cents, valid_until }) => ({
        id,
        title,
        currency,
        total_cents,
        valid_until,
      })),
    contracts_waiting: DEMO_PORTAL_CONTRACTS.filter((contract) => contract.can_sign)
      .slice(0, SHOWN)
      .map(({ id, title, sent_at, expires_at }) => ({
        id,
        title,
        sent_at: sent_at ?? '',
        expires_at,
      })),
    next_milestones: DEMO_PORTAL_PROJECTS.filter(
      (project) => project.status !== 'completed' && project.status !== 'cancelled',
    )
      .flatMap((project) =>
        project.milestones
          .filter((item) => !item.is_done)
          .map((item) => ({
            project_id: project.id,
            project_name: project.name,
            title: item.name,
            due_date: item.due_date,
          })),
      )
      .sort((a, b) => byDue(a.due_date, b.due_date))
      .slice(0, SHOWN),
    latest_messages: [...DEMO_PORTAL_MESSAGES]
      .reverse()
      .slice(0, SHOWN)
      .map((item) => ({
        id: item.id,
        project_id: item.project?.id ?? null,
        author_role: item.author_role,
        body: item.body,
        created_at: item.created_at,
      })),
  };
}

export function registerPortalCoreDemo(): void {
  registerPortalDemoHandler(FUNCTION, 'get_overview', () => ({
    success: true,
    ...demoPortalOverview(),
  }));
  registerPortalDemoHandler(FUNCTION, 'get_contracts', () => ({
    success: true,
    contracts: DEMO_PORTAL_CONTRACTS.map((contract) => ({ ...contract })),
  }));
  // An empty update_profile is how the portal reads the profile; any change is a write.
  registerPortalDemoHandler(FUNCTION, 'update_profile', (payload) =>
    Object.keys(payload).length === 0
      ? { success: true, profile: { ...DEMO_PORTAL_PROFILE } }
      : DEMO_PORTAL_READ_ONLY,
  );
  registerPortalDemoHandler(FUNCTION, 'open_signing', () => DEMO_PORTAL_READ_ONLY);
  registerPortalDemoHandler(FUNCTION, 'download_contract', () => DEMO_PORTAL_READ_ONLY);
}
