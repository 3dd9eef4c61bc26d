import { expect } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import type { FunctionKit } from '../../test/function-kit.ts';
import { addDays } from '../invoice-management/today.ts';
import { retainerRule } from './rules-test-data.ts';

/** Tests only: invoices, rules and generated-invoice rows for the reminder and analytics tests. */

export const day = (offset: number) => addDays(dayIn('UTC'), offset);

export const reminderCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>) => kit.call('invoice-automation', body);
  const ok = async (name: string, body: Record<string, unknown>) => {
    const answer = await kit.call(name, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  let clients = 0;
  const createClientAndProject = async (name = 'Shop') => {
    clients += 1;
    const client = await ok('client-management', {
      action: 'create_client',
      name: `Client ${clients}`,
      email: `client${clients}@example.com`,
    });
    const project = await ok('project-management', {
      action: 'create_project',
      client_id: client.client.id,
      name,
      budget_cents: 1_000_000,
    });
    return { clientId: client.client.id as string, projectId: project.project.id as string };
  };

  return {
    call,
    ok,
    createClientAndProject,
    /** A sent invoice of `cents` due on `dueDate` (issued today). */
    async sentInvoice(options: {
      dueDate: string;
      cents?: number;
      clientId?: string;
      projectId?: string;
    }) {
      const ids = options.clientId
        ? { clientId: options.clientId, projectId: options.projectId ?? null }
        : await createClientAndProject();
      const created = await ok('invoice-management', {
        action: 'create_invoice',
        client_id: ids.clientId,
        project_id: ids.projectId,
        due_date: options.dueDate,
        items: [{ description: 'Work', quantity: 1, unit_price_cents: options.cents ?? 120_000 }],
      });
      const sent = await ok('invoice-management', {
        action: 'send_invoice',
        id: created.invoice.id,
      });
      return { ...ids, invoice: sent.invoice };
    },
    async createRule(changes: Record<string, unknown> = {}) {
      return (await ok('invoice-automation', { action: 'create_rule', ...retainerRule(changes) }))
        .rule;
    },
    /** What the generation engine writes for an invoice it made (inserted directly here). */
    async recordGeneration(g: {
      ruleId: string;
      projectId: string | null;
      invoiceId: string;
      key: string;
      dueOn: string;
      cents?: number;
    }) {
      await kit.db.query(
        `INSERT INTO invoice_generations
           (rule_id, project_id, invoice_id, trigger_key, kind, amount_cents, due_on)
         VALUES ($1, $2, $3, $4, 'retainer', $5, $6)`,
        [g.ruleId, g.projectId, g.invoiceId, g.key, g.cents ?? 0, g.dueOn],
      );
    },
    async pay(invoiceId: string, cents: number) {
      return await ok('revenue-tracking', {
        action: 'record_payment',
        invoice_id: invoiceId,
        amount_cents: cents,
        payment_date: dayIn('UTC'),
        payment_method: 'bank_transfer',
      });
    },
    async saveSettings(policy: unknown, enabled = true) {
      return await ok('invoice-automation', { action: 'save_reminder_settings', policy, enabled });
    },
    async run(asOf: string) {
      return await ok('invoice-automation', { action: 'run_reminders', as_of: asOf });
    },
    async sentSteps(invoiceId: string) {
      const detail = await ok('invoice-management', { action: 'get_invoice', id: invoiceId });
      return (detail.reminders as { step: string }[]).map((reminder) => reminder.step);
    },
    /** The reminder e-mails queued: those a reminder points to (sending an invoice mails too). */
    async outbox() {
      return await kit.db.query<{ to_email: string; subject: string; body: string }>(
        `SELECT o.to_email, o.subject, o.body
         FROM email_outbox o JOIN invoice_reminders r ON r.email_id = o.id
         ORDER BY o.created_at, o.subject`,
      );
    },
  };
};
