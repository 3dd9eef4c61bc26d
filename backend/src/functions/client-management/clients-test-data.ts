import { expect } from 'vitest';
import type { As, FunctionKit } from '../../test/function-kit.ts';

/** Tests only: the calls and records the client-management tests share. */

export const jane = { name: '  Jane Doe ', email: ' Jane@Studio.com ', company: 'Studio' };

export const missingId = '00000000-0000-4000-8000-000000000000';

export const clientCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, as: As = 'admin') =>
    kit.call('client-management', { ...body }, as);

  async function createClient(fields: Record<string, unknown> = jane) {
    const { status, body } = await call({ action: 'create_client', ...fields });
    expect(status).toBe(200);
    return body.client;
  }

  return { call, createClient };
};
