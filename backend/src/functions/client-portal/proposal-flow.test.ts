import { PROPOSAL_CONSENT_TEXT } from '@atelier/shared/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls } from '../contracts/contracts-test-data.ts';
import { signingCalls, typed } from '../e-signature/e-signature-test-data.ts';
import { milestoneRule, ruleCalls } from '../invoice-automation/rules-test-data.ts';
import { templateCalls } from '../project-templates/templates-test-data.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';
import { seedProject } from './portal-records-test-data.ts';

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

const CLIENT_IP = '203.0.113.9';
const CLIENT_BROWSER = 'Mozilla/5.0 ProposalFlowTest/1.0';

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
});

/** Two lines, 500,000 cents, no tax. */
const lines = [
  { description: 'Design', quantity: 1, unit_price_cents: 300_000 },
  { description: 'Build', quantity: 2, unit_price_cents: 100_000 },
];

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

describe('a proposal accepted, signed and paid in one visit', () => {
  it('accepts with a signature, makes the project from the template, the contract and the deposit, in order', async () => {
    const contractTemplate = await contracts.createTemplate({
      clauses: [
        { title: 'Parties', body: '{{agency.name}} and {{client.name}} ({{client.company}}).' },
        { title: 'Scope', body: '{{scope}}' },
        { title: 'Fee', body: 'The fee for {{project.name}} is {{contract.value}}.' },
      ],
      variables: [{ key: 'scope', label: 'Scope' }],
    });
    const projectTemplate = await projectTemplates.createTemplate();
    const rule = await rules.createRule(milestoneRule({ send_mode: 'draft' }));
    const id = await createProposal({
      contract_template_id: contractTemplate.id,
      deposit_percent: 30,
      project_template_id: projectTemplate.id,
    });

    const before = await asA({ action: 'get_proposal', id });
    expect(before.body.proposal).toMatchObject({
      contract_template_id: contractTemplate.id,
      deposit_percent: 30,
      deposit_cents: null,
      project_template_id: projectTemplate.id,
      project_id: null,
      acceptance: null,
    });
    expect(before.body.flow).toEqual({
      steps: { proposal: 'current', contract: 'pending', deposit: 'pending' },
      contract: null,
      deposit_invoice: null,
    });

    const accepted = await accept(id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.proposal).toMatchObject({
      status: 'accepted',
      acceptance: {
        signature_type: 'typed',
        signed_name: a.name,
        consent_text: PROPOSAL_CONSENT_TEXT,
        ip: CLIENT_IP,
        user_agent: CLIENT_BROWSER,
        accepted_at: expect.stringMatching(/Z$/),
      },
    });
    const [evidence] = await kit.db.query<{ signature_value: string; accepted_by: string }>(
      'SELECT signature_value, accepted_by FROM proposal_acceptances WHERE proposal_id = $1',
      [id],
    );
    expect(evidence).toEqual({ signature_value: a.name, accepted_by: a.userId });

    // Exactly one project, from the template: its tasks as milestones, its deliverables.
    const projects = await kit.db.query<{ id: string; name: string; budget_cents: number }>(
      'SELECT id, name, budget_cents FROM projects WHERE client_id = $1',
      [a.id],
    );
    expect(projects).toEqual([
      { id: expect.any(String), name: 'Shop launch', budget_cents: 500_000 },
    ]);
    const projectId = projects[0]?.id;
    expect(accepted.body.project_id).toBe(projectId);
    const milestones = await kit.db.query<{ name: string }>(
      'SELECT name FROM project_milestones WHERE project_id = $1 ORDER BY position',
      [projectId],
    );
    expect(milestones.map((m) => m.name)).toEqual(['Kick-off', 'Design', 'Build']);
    expect(
      await count('SELECT count(*) AS n FROM project_deliverables WHERE project_id = $1', [
        projectId,
      ]),
    ).toBe(2);

    // The contract: sent, the proposal's value in its text, the client its one signer, no e-mail.
    const [contract] = await kit.db.query<{
      id: string;
      status: string;
      project_id: string;
      value_cents: number;
      body: { title: string; body: string }[];
    }>('SELECT id, status, project_id, value_cents, body FROM contracts WHERE proposal_id = $1', [
      id,
    ]);
    expect(contract).toMatchObject({ status: 'sent', project_id: projectId, value_cents: 500_000 });
    const text = contract?.body.map((clause) => clause.body).join('\n') ?? '';
    expect(text).toContain('$5,000.00');
    expect(text).toContain('A new shop');
    expect(text).toContain('- Design: $3,000.00');
    const signers = await kit.db.query<{ email: string; status: string }>(
      'SELECT email, status FROM contract_signers WHERE contract_id = $1',
      [contract?.id],
    );
    expect(signers).toEqual([{ email: a.email, status: 'sent' }]);
    expect(
      await count(
        `SELECT count(*) AS n FROM email_outbox WHERE to_email = $1 AND template_key = 'contract_to_sign'`,
        [a.email],
      ),
    ).toBe(0);

    // The deposit: 30 % of the total, issued and due today.
    const flow = await flowOf(id);
    expect(flow.steps).toEqual({ proposal: 'done', contract: 'current', deposit: 'pending' });
    expect(flow.contract).toEqual({ id: contract?.id, title: 'Shop launch', status: 'sent' });
    expect(flow.deposit_invoice).toMatchObject({
      total_cents: 150_000,
      currency: 'USD',
      status: 'sent',
      invoice_number: expect.any(String),
    });
    const depositId = flow.deposit_invoice.id as string;
    const [dates] = await kit.db.query<{ same: boolean }>(
      'SELECT issue_date = due_date AS same FROM invoices WHERE id = $1',
      [depositId],
    );
    expect(dates?.same).toBe(true);

    // The agency puts the project on its invoicing rule before the client signs.
    const attached = await rules.call({
      action: 'attach_rule',
      rule_id: rule.id,
      project_id: projectId,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    // Paying before signing: refused, nothing paid.
    const early = await payDeposit(depositId);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Sign the contract before paying the deposit');
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);

    // Signing in the page: open_signing, then the e-signature function.
    const opened = await asA({ action: 'open_signing', id: contract?.id });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const token = (opened.body.url as string).slice('/sign/'.length);
    await signing.ok({ action: 'sign', token, signature: typed(a.name), consent: true });
    const signed = await flowOf(id);
    expect(signed.steps).toEqual({ proposal: 'done', contract: 'done', deposit: 'current' });
    expect(signed.contract.status).toBe('signed');

    // The rule's first invoice waits for review (the contract's signature started the project).
    const review = await kit.db.query<{ status: string }>(
      `SELECT i.status FROM invoice_generations g JOIN invoices i ON i.id = g.invoice_id
       WHERE g.project_id = $1`,
      [projectId],
    );
    expect(review).toEqual([{ status: 'draft' }]);

    const paid = await payDeposit(depositId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const done = await flowOf(id);
    expect(done.steps).toEqual({ proposal: 'done', contract: 'done', deposit: 'done' });
    expect(done.deposit_invoice.status).toBe('paid');
  });

  it('a proposal without contract or deposit: the flow is the acceptance alone', async () => {
    const id = await createProposal({});
    expect((await flowOf(id)).steps).toEqual({
      proposal: 'current',
      contract: 'none',
      deposit: 'none',
    });
    expect((await accept(id)).status).toBe(200);
    expect((await flowOf(id)).steps).toEqual({
      proposal: 'done',
      contract: 'none',
      deposit: 'none',
    });
    const declined = await createProposal({ deposit_cents: 10_000 });
    await asA({ action: 'respond_to_proposal', id: declined, decision: 'decline' });
    expect((await flowOf(declined)).steps).toEqual({
      proposal: 'done',
      contract: 'none',
      deposit: 'none',
    });
  });

  it('a deposit without a contract can be paid at once, for the amount given', async () => {
    const id = await createProposal({ deposit_cents: 12_345 });
    expect((await accept(id)).status).toBe(200);
    const flow = await flowOf(id);
    expect(flow.steps).toEqual({ proposal: 'done', contract: 'none', deposit: 'current' });
    expect(flow.deposit_invoice.total_cents).toBe(12_345);
    expect((await payDeposit(flow.deposit_invoice.id)).status).toBe(200);
  });
});

describe('an acceptance whose contract cannot be sent', () => {
  it('answers the acceptance, keeps the contract a draft for the agency and tells the admins', async () => {
    const contractTemplate = await contracts.createTemplate({
      clauses: [{ title: 'Fee', body: 'The fee is {{contract.value}}.' }],
    });
    const id = await createProposal({
      contract_template_id: contractTemplate.id,
      deposit_percent: 30,
    });
    const put = kit.storage.put.bind(kit.storage);
    const failing = vi
      .spyOn(kit.storage, 'put')
      .mockImplementation((bucket, path, ...rest) =>
        path.startsWith('contracts/')
          ? Promise.reject(new Error('disk full'))
          : put(bucket, path, ...rest),
      );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const accepted = await accept(id);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.proposal.status).toBe('accepted');
    } finally {
      failing.mockRestore();
      quiet.mockRestore();
    }
    const flow = await flowOf(id);
    expect(flow.steps).toEqual({ proposal: 'done', contract: 'current', deposit: 'pending' });
    expect(flow.contract.status).toBe('draft');
    const notices = await kit.db.query<{ message_key: string; action_url: string }>(
      `SELECT message_key, action_url FROM notifications WHERE message_key = 'contract_not_sent'`,
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]?.action_url).toBe(
      `/admin/automation?tab=contracts&contract=${flow.contract.id}`,
    );
  });
});

describe("a percentage rule on the proposal's project", () => {
  it("takes the proposal's deposit as its own deposit step: no second deposit", async () => {
    const id = await createProposal({ deposit_percent: 30 });
    const accepted = await accept(id);
    expect(accepted.status).toBe(200);
    const projectId = accepted.body.project_id as string;
    const rule = await rules.createRule({
      name: 'Deposit and balance',
      trigger: 'percentage',
      condition: 'Project start',
      amount_type: 'percent',
      amount: 40,
      send_mode: 'draft',
    });
    const attached = await rules.call({
      action: 'attach_rule',
      rule_id: rule.id,
      project_id: projectId,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const invoices = await kit.db.query<{ id: string; deposit: boolean }>(
      `SELECT id, deposit_for_proposal_id IS NOT NULL AS deposit FROM invoices
       WHERE project_id = $1`,
      [projectId],
    );
    expect(invoices).toEqual([{ id: expect.any(String), deposit: true }]);
    const generations = await kit.db.query<{ kind: string; invoice_id: string; amount: number }>(
      `SELECT kind, invoice_id, amount_cents::int AS amount FROM invoice_generations
       WHERE project_id = $1`,
      [projectId],
    );
    expect(generations).toEqual([
      { kind: 'deposit', invoice_id: invoices[0]?.id, amount: 150_000 },
    ]);
  });
});

describe('the proposal flow refuses bad input and changes nothing', () => {
  const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
    const before = await count('SELECT count(*) AS n FROM proposals');
    const { status, body } = await proposals({
      action: 'create_proposal',
      client_id: a.id,
      title: 'Refused',
      items: lines,
      ...fields,
    });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.fields[field]).toBe(message);
    expect(await count('SELECT count(*) AS n FROM proposals')).toBe(before);
  };

  it('refuses both deposit fields, a deposit over the total, both project fields and another client’s project', async () => {
    const projectTemplate = await projectTemplates.createTemplate();
    const theirs = await seedProject(kit, b.id);
    await refused(
      { deposit_percent: 30, deposit_cents: 1_000 },
      'deposit_cents',
      'Give the deposit as a percentage or an amount, not both',
    );
    await refused(
      { deposit_cents: 500_001 },
      'deposit_cents',
      "The deposit cannot be more than the proposal's total",
    );
    await refused({ deposit_percent: 0 }, 'deposit_percent', 'Deposit is at least 1 %');
    await refused({ deposit_percent: 101 }, 'deposit_percent', 'Deposit is at most 100 %');
    const mine = await seedProject(kit, a.id);
    await refused(
      { project_id: mine.id, project_template_id: projectTemplate.id },
      'project_template_id',
      'Choose an existing project or a template, not both',
    );
    await refused({ project_id: theirs.id }, 'project_id', "This project is not the client's");
  });

  it('refuses an update that leaves the deposit over the new total, and keeps the proposal', async () => {
    const id = await createProposal({ deposit_cents: 400_000 }, false);
    const { status, body } = await proposals({
      action: 'update_proposal',
      id,
      items: [{ description: 'Design', quantity: 1, unit_price_cents: 300_000 }],
    });
    expect(status).toBe(400);
    expect(body.fields.deposit_cents).toBe("The deposit cannot be more than the proposal's total");
    const kept = await proposals({ action: 'get_proposal', id });
    expect(kept.body.proposal).toMatchObject({ total_cents: 500_000, deposit_cents: 400_000 });
  });

  it('refuses an acceptance without consent or signature, and a second one', async () => {
    const id = await createProposal({ deposit_percent: 50 });
    const noConsent = await accept(id, { consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: 'Agree to sign electronically to accept' });
    const noSignature = await accept(id, { signature: undefined });
    expect(noSignature.status).toBe(400);
    expect(Object.keys(noSignature.body.fields)).toEqual(['signature']);
    const badDrawing = await accept(id, { signature: { type: 'drawn', value: 'not an image' } });
    expect(badDrawing.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM proposal_acceptances')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM projects')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM invoices')).toBe(0);
    expect((await accept(id)).status).toBe(200);
    const again = await accept(id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already accepted this proposal');
    expect(await count('SELECT count(*) AS n FROM invoices')).toBe(1);
  });
});

describe("the admin's accept_proposal of a proposal naming a project", () => {
  it('links that project and makes no second one; the admin acceptance has no evidence', async () => {
    const project = await seedProject(kit, a.id);
    const id = await createProposal({ project_id: project.id });
    const before = await count('SELECT count(*) AS n FROM projects');
    const { status, body } = await proposals({ action: 'accept_proposal', id });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.project.id).toBe(project.id);
    expect(body.proposal).toMatchObject({
      status: 'accepted',
      project_id: project.id,
      acceptance: null,
    });
    expect(await count('SELECT count(*) AS n FROM projects')).toBe(before);
  });
});
