import { expect } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import type { FunctionKit } from '../../test/function-kit.ts';
import { addDays } from '../invoice-management/today.ts';

/** Tests only: the calls and records the invoice generation tests share. */

/** What each generation test starts without; the seeded rules stay. */
export const generationTables = [
  'clients',
  'invoice_generations',
  'email_outbox',
  'invoice_number_sequences',
];

export const generationCalls = (kit: FunctionKit) => {
  const call = (name: string, body: Record<string, unknown>) => kit.call(name, body, 'admin');
  const ok = async (name: string, body: Record<string, unknown>) => {
    const answer = await call(name, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
    return answer.body as any;
  };
  const automation = (body: Record<string, unknown>) => ok('invoice-automation', body);

  return {
    call,
    automation,
    async seededRuleId(name: string): Promise<string> {
      const { rules } = await automation({ action: 'get_rules' });
      const rule = rules.find((r: { name: string }) => r.name === name);
      expect(rule, name).toBeDefined();
      return rule.id;
    },
    async createRule(fields: Record<string, unknown>): Promise<string> {
      return (await automation({ action: 'create_rule', ...fields })).rule.id;
    },
    /** A project of Jane's (she has an e-mail address); 4 milestones by default. */
    async createProject(fields: Record<string, unknown> = {}) {
      const [jane] = await kit.db.query<{ id: string }>(
        "SELECT id FROM clients WHERE email = 'jane@studio.com'",
      );
      const clientId =
        jane?.id ??
        (
          await ok('client-management', {
            action: 'create_client',
            name: 'Jane Doe',
            email: 'jane@studio.com',
          })
        ).client.id;
      const { project } = await ok('project-management', {
        action: 'create_project',
        client_id: clientId,
        name: 'Shop',
        budget_cents: 1_000_000,
        milestones: ['Design', 'Build', 'Test', 'Launch'].map((name) => ({
          name,
          percentage: 25,
        })),
        ...fields,
      });
      return {
        id: project.id as string,
        milestoneIds: project.milestones.map((m: { id: string }) => m.id) as string[],
      };
    },
    attach: (ruleId: string, projectId: string) =>
      automation({ action: 'attach_rule', rule_id: ruleId, project_id: projectId }),
    setStatus: (projectId: string, status: string) =>
      ok('project-management', { action: 'update_project', id: projectId, status }),
    tick: (projectId: string, milestoneId: string, isDone = true) =>
      ok('project-management', {
        action: 'set_milestone_done',
        project_id: projectId,
        milestone_id: milestoneId,
        is_done: isDone,
      }),
    /** Every generated invoice, oldest first. */
    async generated(filter: Record<string, unknown> = {}) {
      const { invoices } = await automation({
        action: 'get_generated_invoices',
        pageSize: 100,
        ...filter,
      });
      return [...invoices].reverse();
    },
    /** The amounts generated so far, oldest first. */
    async amounts(): Promise<number[]> {
      const rows = await kit.db.query<{ amount_cents: number }>(
        'SELECT amount_cents FROM invoice_generations ORDER BY created_at',
      );
      return rows.map((row) => row.amount_cents);
    },
    async emailsTo(address: string) {
      return await kit.db.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM email_outbox WHERE to_email = $1 ORDER BY created_at',
        [address],
      );
    },
  };
};

/** `days` after today (the agency's day, UTC by default), as the server's clock reads it. */
export const daysFromToday = (days: number): string => addDays(dayIn('UTC'), days);
