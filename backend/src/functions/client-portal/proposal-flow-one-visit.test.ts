import { PROPOSAL_CONSENT_TEXT } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { typed } from '../e-signature/e-signature-test-data.ts';
import { milestoneRule } from '../invoice-automation/rules-test-data.ts';
import {
  a,
  asA,
  CLIENT_BROWSER,
  CLIENT_IP,
  useProposalFlowKit,
} from './proposal-flow-test-data.ts';

const {
  kit,
  contracts,
  projectTemplates,
  rules,
  signing,
  createProposal,
  accept,
  flowOf,
  count,
  payDeposit,
} = useProposalFlowKit();

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
