import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { PORTAL_TRUNCATE } from './client-portal-test-data.ts';
import { NOT_LINKED_MESSAGE } from './portal-client.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE });

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
const actions: Record<string, Record<string, unknown>> = {
  pay_invoice: { id: randomUUID(), provider: 'test', card },
  get_messages: {},
  send_message: { body: 'Hello' },
  get_files: {},
  register_file: { path: `${randomUUID()}/brief.pdf` },
};

describe('client-portal exchange for an account not linked to a client', () => {
  it.each(Object.keys(actions))('%s: 403 NOT_LINKED, nothing written', async (action) => {
    const answer = await kit.call('client-portal', { action, ...actions[action] }, 'client');
    expect([answer.status, answer.body.code, answer.body.error]).toEqual([
      403,
      'NOT_LINKED',
      NOT_LINKED_MESSAGE,
    ]);
    const written = await kit.db.query(
      'SELECT 1 FROM portal_messages UNION ALL SELECT 1 FROM portal_files UNION ALL SELECT 1 FROM payments',
    );
    expect(written).toHaveLength(0);
  });
});
