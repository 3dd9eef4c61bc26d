import { expect } from 'vitest';
import type { FunctionKit } from '../../test/function-kit.ts';
import { dayFromToday, seedClient } from '../invoice-management/seed-records.ts';

/** Tests only: the calls and records the proposal-management tests share. */

export const lines = [
  { description: 'Discovery', quantity: 1, unit_price_cents: 100_000 },
  { description: 'Design', quantity: 1, unit_price_cents: 100_000 },
  { description: 'Build', quantity: 1, unit_price_cents: 100_000 },
];

export const proposalCalls = (kit: FunctionKit) => {
  const call = (action: string, body: Record<string, unknown> = {}) =>
    kit.call('proposal-management', { action, ...body });

  async function draft(body: Record<string, unknown> = {}) {
    const recipient =
      body.client_id === undefined && body.lead_id === undefined
        ? { client_id: await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' }) }
        : {};
    const { status, body: answer } = await call('create_proposal', {
      title: 'Shop redesign',
      items: lines,
      ...recipient,
      ...body,
    });
    expect(status).toBe(200);
    return answer.proposal;
  }

  async function sent(body: Record<string, unknown> = {}) {
    const proposal = await draft(body);
    const { status, body: answer } = await call('send_proposal', { id: proposal.id });
    expect(status).toBe(200);
    return answer.proposal;
  }

  /** Moves a sent proposal's validity into the past (a proposal past its date cannot be sent). */
  const expire = (id: string) =>
    kit.db.query('UPDATE proposals SET valid_until = $2 WHERE id = $1', [id, dayFromToday(-1)]);

  return { call, draft, sent, expire };
};
