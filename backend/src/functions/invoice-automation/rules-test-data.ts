import { expect } from 'vitest';
import type { As, FunctionKit } from '../../test/function-kit.ts';

/** Tests only: the calls and records the invoice-automation rule tests share. */

export const missingId = '00000000-0000-4000-8000-000000000000';

/** A complete create_rule payload: the 50/25/20/5 milestone schedule on the whole budget. */
export const milestoneRule = (changes: Record<string, unknown> = {}) => ({
  name: 'Milestones',
  trigger: 'milestone',
  condition: 'Milestone done',
  amount_type: 'percent',
  amount: 100,
  description: 'Half up front.',
  schedule: [
    { label: 'Start', percent: 50 },
    { label: 'Design', percent: 25 },
    { label: 'Build', percent: 20 },
    { label: 'Launch', percent: 5 },
  ],
  due_days: 14,
  send_mode: 'send',
  ...changes,
});

/** A $2,500 retainer on the 15th. */
export const retainerRule = (changes: Record<string, unknown> = {}) => ({
  name: 'Retainer',
  trigger: 'time',
  amount_type: 'fixed',
  amount: 250_000,
  schedule: { every: 'month', day_of_month: 15, amount_cents: 250_000 },
  ...changes,
});

export const ruleCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, as: As = 'admin') =>
    kit.call('invoice-automation', body, as);

  return {
    call,
    async createRule(payload: Record<string, unknown> = milestoneRule()) {
      const { status, body } = await call({ action: 'create_rule', ...payload });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.rule;
    },
    async createProject() {
      const client = await kit.call('client-management', {
        action: 'create_client',
        name: 'Jane Doe',
        email: 'jane@studio.com',
      });
      expect(client.status, JSON.stringify(client.body)).toBe(200);
      const { status, body } = await kit.call('project-management', {
        action: 'create_project',
        client_id: client.body.client.id,
        name: 'Shop',
        budget_cents: 1_000_000,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.project.id as string;
    },
  };
};
