import { beforeEach, describe, expect, it } from 'vitest';
import type { ContractAnalytics, SignatureRow } from '../../contract/contract-insights';
import {
  CONTRACT_TEMPLATE_TYPES,
  type ContractTemplate,
  createContractTemplateInput,
  placeholdersOf,
} from '../../contract/contract-templates';
import {
  CONTRACT_AUDIT_EVENTS,
  CONTRACT_STATUSES,
  type Contract,
  type ContractSummary,
} from '../../contract/contracts';
import { answerFromDemo } from '../../demo/demo-registry';
import {
  DEMO_CONTRACTS_NO_FILE,
  DEMO_CONTRACTS_READ_ONLY,
  demoContractAnalytics,
  demoContracts,
  demoSignatures,
  registerContractsDemoHandlers,
} from './demo';

const NOW = new Date('2026-11-25T12:00:00Z');

beforeEach(() => registerContractsDemoHandlers());

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('contracts', action, payload) as Record<string, unknown>;

describe('demo contract templates', () => {
  it('are the four seeded templates by name, each valid for create_template', () => {
    const { success, templates } = call('get_templates') as {
      success: boolean;
      templates: ContractTemplate[];
    };
    expect(success).toBe(true);
    expect(templates.map((t) => [t.name, t.type])).toEqual([
      ['Consulting Agreement', 'consulting'],
      ['Maintenance Retainer', 'maintenance'],
      ['Mutual Non-Disclosure Agreement', 'custom'],
      ['Service Agreement', 'service'],
    ]);
    expect(new Set(templates.map((t) => t.type))).toEqual(new Set(CONTRACT_TEMPLATE_TYPES));
    for (const template of templates) {
      const parsed = createContractTemplateInput.safeParse(template);
      expect(parsed.success, `${template.name}: ${parsed.error?.message}`).toBe(true);
    }
    expect(templates.find((t) => t.name === 'Service Agreement')?.usage_count).toBe(3);
  });

  it('filter by type', () => {
    const { templates } = call('get_templates', { type: 'maintenance' }) as {
      templates: ContractTemplate[];
    };
    expect(templates.map((t) => t.name)).toEqual(['Maintenance Retainer']);
  });
});

describe('demo contracts', () => {
  it('span the statuses, newest first, with every variable of their text filled', () => {
    const contracts = demoContracts(NOW);
    expect(contracts).toHaveLength(6);
    expect(new Set(contracts.map((c) => c.status))).toEqual(
      new Set(CONTRACT_STATUSES.filter((status) => status !== 'cancelled')),
    );
    const created = contracts.map((c) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const contract of contracts) {
      const text = contract.body.map((clause) => `${clause.title} ${clause.body}`).join(' ');
      expect(placeholdersOf(text), contract.title).toEqual([]);
      expect(contract.body.length).toBeGreaterThan(0);
    }
  });

  it('list without text or audit, filtered by status and client, paged', () => {
    const all = call('get_contracts') as { contracts: ContractSummary[]; total: number };
    expect(all.total).toBe(6);
    expect(all.contracts[0]).not.toHaveProperty('body');
    expect(all.contracts[0]).not.toHaveProperty('audit');
    const signed = call('get_contracts', { status: 'signed' }) as { contracts: ContractSummary[] };
    expect(signed.contracts.map((c) => c.status)).toEqual(['signed', 'signed']);
    const ruth = call('get_contracts', { client_id: 'demo-client-2' }) as {
      contracts: ContractSummary[];
    };
    expect(ruth.contracts.map((c) => c.client_name)).toEqual(['Ruth Harbour']);
    const second = call('get_contracts', { page: 2, pageSize: 4 }) as {
      contracts: ContractSummary[];
      total: number;
      page: number;
    };
    expect([second.contracts.length, second.total, second.page]).toEqual([2, 6, 2]);
  });

  it('answer one contract with its audit trail in order, and 404 for an unknown id', () => {
    const { contract } = call('get_contract', { id: 'demo-contract-1' }) as { contract: Contract };
    expect(contract.status).toBe('signed');
    const events = contract.audit.map((entry) => entry.event);
    expect(events[0]).toBe('created');
    expect(events.at(-1)).toBe('completed');
    expect(events.filter((event) => event === 'signed')).toHaveLength(2);
    const times = contract.audit.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
    for (const entry of contract.audit) {
      expect(CONTRACT_AUDIT_EVENTS).toContain(entry.event);
      if (entry.event === 'signed') expect(entry.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
    expect(contract.final_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(call('get_contract', { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never hold a link or a signature image', () => {
    const text = JSON.stringify(demoContracts(NOW));
    expect(text).not.toMatch(/\/sign\/|token|data:image/);
  });
});

describe('demo signatures', () => {
  it('list the signers still awaited by default, only those whose turn it is remindable', () => {
    const { signatures } = call('get_signatures') as { signatures: SignatureRow[] };
    expect(signatures.map((row) => [row.name, row.status, row.can_remind])).toEqual([
      ['James Okafor', 'viewed', true],
      ['Priya Shah', 'pending', false],
    ]);
    expect(signatures[0]?.reminders_sent).toBe(1);
  });

  it('filter signed, declined and all', () => {
    expect(demoSignatures('signed', NOW).map((row) => row.name)).toEqual([
      'Ruth Harbour',
      'Amélie Laurent',
      'Marc Laurent',
    ]);
    expect(demoSignatures('declined', NOW).map((row) => row.name)).toEqual(['Daniel Weber']);
    const all = demoSignatures('all', NOW);
    // The draft's signer is not listed: nothing was sent to sign.
    expect(all).toHaveLength(7);
    expect(all.find((row) => row.name === 'Sofia Rossi')).toMatchObject({
      contract_status: 'expired',
      reminders_sent: 5,
      can_remind: false,
    });
  });
});

describe('demo analytics', () => {
  it('add up from the demo contracts', () => {
    const analytics = demoContractAnalytics(NOW);
    const contracts = demoContracts(NOW);
    expect(Object.values(analytics.counts).reduce((a, b) => a + b, 0)).toBe(contracts.length);
    expect(analytics).toMatchObject({
      sent: 5,
      signed: 2,
      declined: 1,
      expired: 1,
      signing_rate: 0.5,
      // 30 and 52 hours from sending to the last signature.
      median_hours_to_sign: 41,
      average_hours_to_sign: 41,
      pending_signatures: 2,
      signed_value: [
        { currency: 'EUR', cents: 2_400_000 },
        { currency: 'USD', cents: 250_000 },
      ],
    } satisfies Partial<ContractAnalytics>);
    expect(analytics.by_month.map((month) => month.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const sentInMonths = analytics.by_month.reduce((sum, month) => sum + month.sent, 0);
    const signedInMonths = analytics.by_month.reduce((sum, month) => sum + month.signed, 0);
    expect([sentInMonths, signedInMonths]).toEqual([5, 2]);
  });

  it('are what get_analytics answers', () => {
    expect(call('get_analytics')).toMatchObject({ success: true, analytics: { sent: 5 } });
  });
});

describe('demo writes', () => {
  it('are refused with a clear demo-mode failure', () => {
    for (const action of [
      'create_template',
      'update_template',
      'delete_template',
      'create_contract',
      'update_contract',
      'cancel_contract',
      'send_contract',
      'remind',
    ]) {
      expect(call(action, { id: 'demo-contract-5' })).toEqual(DEMO_CONTRACTS_READ_ONLY);
    }
    expect(call('download', { id: 'demo-contract-1' })).toEqual(DEMO_CONTRACTS_NO_FILE);
  });
});
