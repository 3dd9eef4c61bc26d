import { beforeEach, expect } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls } from '../contracts/contracts-test-data.ts';
import { signingCalls, typed } from '../e-signature/e-signature-test-data.ts';
import { ruleCalls } from '../invoice-automation/rules-test-data.ts';
import { templateCalls } from '../project-templates/templates-test-data.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

/** Tests only: the proposal flow tests' clients, proposals and portal calls. */

export const CLIENT_IP = '203.0.113.9';
export const CLIENT_BROWSER = 'Mozilla/5.0 ProposalFlowTest/1.0';

/** The two portal clients of each test (client A signed in as `asA`), set before it runs. */
export let a: PortalTestClient;
export let b: PortalTestClient;
export let asA: ReturnType<typeof portalCaller>;

/** Two lines, 500,000 cents, no tax. */
export const lines = [
  { description: 'Design', quantity: 1, unit_price_cents: 300_000 },
  { description: 'Build', quantity: 2, unit_price_cents: 100_000 },
];

/** The function kit (storage and seal on), the two clients before each test, and the calls. */
export function useProposalFlowKit() {
  const kit = useFunctionKit({
    truncate: [
      ...PORTAL_TRUNCATE,
      'contract_templates',
      'project_templates',
      'invoice_rules',
      'payments',
      'rate_limit_hits',
    ],
    storage: true,
    seal: true,
  });
  const contracts = contractCalls(kit);
  const projectTemplates = templateCalls(kit);
  const rules = ruleCalls(kit);
  const signing = signingCalls(kit);

  beforeEach(async () => {
    ({ a, b } = await seedPortalClients(kit));
    asA = portalCaller(kit, a);
  });

  const proposals = (body: Record<string, unknown>) => kit.call('proposal-management', body);

  async function createProposal(fields: Record<string, unknown>, send = true): Promise<string> {
    const created = await proposals({
      action: 'create_proposal',
      client_id: a.id,
      title: 'Shop launch',
      summary: 'A new shop',
      items: lines,
      valid_until: '2099-12-31',
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.proposal.id as string;
    if (send) expect((await proposals({ action: 'send_proposal', id })).status).toBe(200);
    return id;
  }

  /** The client's acceptance as the portal page sends it, from the client's browser. */
  const accept = (id: string, extra: Record<string, unknown> = {}) =>
    kit.call(
      'client-portal',
      {
        action: 'respond_to_proposal',
        id,
        decision: 'accept',
        signature: typed(a.name),
        consent: true,
        ...extra,
      },
      'client',
      { token: a.token, ip: CLIENT_IP, userAgent: CLIENT_BROWSER },
    );

  const flowOf = async (id: string) => {
    const { status, body } = await asA({ action: 'get_proposal', id });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.flow;
  };

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await kit.db.query<{ n: number }>(sql, params))[0]?.n);

  const nextYear = new Date().getUTCFullYear() + 1;
  const payDeposit = (id: string) =>
    asA({
      action: 'pay_invoice',
      id,
      provider: 'test',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' },
    });

  return {
    kit,
    contracts,
    projectTemplates,
    rules,
    signing,
    proposals,
    createProposal,
    accept,
    flowOf,
    count,
    payDeposit,
  };
}
