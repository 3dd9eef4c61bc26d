import { beforeEach, describe, expect, it } from 'vitest';
import { answerFromDemo } from '../../demo/demo-registry';
import { DEMO_PORTAL_READ_ONLY, demoPortalOverview, registerPortalCoreDemo } from './demo-core';
import {
  DEMO_PORTAL_CONTRACTS,
  DEMO_PORTAL_INVOICES,
  DEMO_PORTAL_PAYMENTS,
  DEMO_PORTAL_PROFILE,
  DEMO_PORTAL_PROJECTS,
  DEMO_PORTAL_PROPOSALS,
} from './demo-sample';

beforeEach(() => registerPortalCoreDemo());

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('client-portal', action, payload) as Record<string, unknown>;

describe('the sample client', () => {
  it('holds what the brief promises: 2 projects, 2 proposals, 3 invoices, 2 contracts', () => {
    expect(DEMO_PORTAL_PROJECTS).toHaveLength(2);
    expect(DEMO_PORTAL_PROPOSALS.map((item) => item.status).sort()).toEqual(['accepted', 'sent']);
    expect(DEMO_PORTAL_INVOICES.map((item) => item.status).sort()).toEqual([
      'overdue',
      'paid',
      'sent',
    ]);
    expect(DEMO_PORTAL_CONTRACTS.filter((item) => item.can_sign)).toHaveLength(1);
    expect(DEMO_PORTAL_CONTRACTS.filter((item) => item.download === 'final')).toHaveLength(1);
    const awaiting = DEMO_PORTAL_PROJECTS.flatMap((project) => project.deliverables).filter(
      (item) => item.status === 'awaiting_approval',
    );
    expect(awaiting).toHaveLength(1);
  });

  it('keeps every invoice balance equal to its total less its payments', () => {
    for (const invoice of DEMO_PORTAL_INVOICES) {
      const paid = (DEMO_PORTAL_PAYMENTS[invoice.id] ?? []).reduce(
        (sum, payment) => sum + payment.amount_cents,
        0,
      );
      expect(invoice.amount_paid_cents).toBe(paid);
      expect(invoice.balance_cents).toBe(invoice.total_cents - paid);
    }
  });
});

describe('the portal core demo', () => {
  it('derives the overview from the sample records', () => {
    const overview = demoPortalOverview();
    const owed = DEMO_PORTAL_INVOICES.filter((item) => item.status !== 'paid').reduce(
      (sum, item) => sum + item.balance_cents,
      0,
    );
    expect(overview.client.name).toBe('Jane Cooper');
    expect(overview.balance_due).toEqual([{ currency: 'USD', cents: owed }]);
    expect(overview.invoices_to_pay.map((item) => item.status)).toEqual(['overdue', 'sent']);
    expect(overview.proposals_waiting.map((item) => item.title)).toEqual(['Brand refresh']);
    expect(overview.contracts_waiting).toHaveLength(1);
    expect(overview.next_milestones[0]?.title).toBe('Build and content');
    expect(overview.latest_messages[0]?.id).toBe('demo-portal-message-4');
  });

  it('answers get_overview and get_contracts', () => {
    expect(call('get_overview')).toMatchObject({ success: true, client: { name: 'Jane Cooper' } });
    expect(call('get_contracts')).toEqual({ success: true, contracts: DEMO_PORTAL_CONTRACTS });
  });

  it('reads the profile with an empty update_profile and refuses every change', () => {
    expect(call('update_profile')).toEqual({ success: true, profile: DEMO_PORTAL_PROFILE });
    expect(call('update_profile', { phone: '' })).toEqual(DEMO_PORTAL_READ_ONLY);
    expect(call('open_signing', { id: 'demo-portal-contract-2' })).toEqual(DEMO_PORTAL_READ_ONLY);
    expect(call('download_contract', { id: 'demo-portal-contract-1' })).toEqual(
      DEMO_PORTAL_READ_ONLY,
    );
  });
});
