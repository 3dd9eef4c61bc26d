import { beforeEach, expect } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables, seedClient } from './seed-records.ts';

/** Tests only: the calls and records the invoice-management tests share. */

export const lines = [
  { description: 'Design', quantity: 10, unit_price_cents: 10_000 },
  { description: 'Build', quantity: 2.5, unit_price_cents: 3_333 },
];

/**
 * The function kit with the default numbering pattern and payment terms before each test, and
 * invoices made through the functions: a draft, or one sent.
 */
export function useInvoiceKit() {
  const kit = useFunctionKit({ truncate: recordTables });
  const call = (action: string, body: Record<string, unknown> = {}) =>
    kit.call('invoice-management', { action, ...body });

  beforeEach(async () => {
    await kit.db.query(
      `UPDATE app_settings SET value = CASE key
         WHEN 'invoice.number_pattern' THEN '"INV-{YYYY}-{SEQ:4}"'::jsonb
         WHEN 'invoice.payment_terms_days' THEN '30'::jsonb END
       WHERE key IN ('invoice.number_pattern', 'invoice.payment_terms_days')`,
    );
  });

  async function draft(body: Record<string, unknown> = {}) {
    const clientId = (body.client_id as string | undefined) ?? (await seedClient(kit.db));
    const { status, body: answer } = await call('create_invoice', {
      client_id: clientId,
      items: lines,
      ...body,
    });
    expect(status).toBe(200);
    return answer.invoice;
  }

  async function sent(body: Record<string, unknown> = {}) {
    const invoice = await draft(body);
    const { status, body: answer } = await call('send_invoice', { id: invoice.id });
    expect(status).toBe(200);
    return answer.invoice;
  }

  return { kit, call, draft, sent };
}
