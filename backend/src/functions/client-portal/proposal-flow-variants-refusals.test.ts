import { describe, expect, it, vi } from 'vitest';
import { seedProject } from './portal-records-test-data.ts';
import { a, b, lines, useProposalFlowKit } from './proposal-flow-test-data.ts';

const {
  kit,
  contracts,
  projectTemplates,
  rules,
  proposals,
  createProposal,
  accept,
  flowOf,
  count,
} = useProposalFlowKit();

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
