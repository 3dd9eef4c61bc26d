import { beforeEach, describe, expect, it } from 'vitest';
import { answerFromDemo } from '../../demo/demo-registry';
import { DEMO_PORTAL_READ_ONLY } from './demo-core';
import { registerPortalMoneyDemo } from './demo-money';
import { DEMO_PORTAL_INVOICES } from './demo-sample';

beforeEach(() => registerPortalMoneyDemo());

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('client-portal', action, payload) as Record<string, unknown>;

describe('the invoices of the sample client', () => {
  it('lists each invoice with its totals and balance, without the lines', () => {
    const invoices = call('get_invoices').invoices as Array<Record<string, unknown>>;
    expect(invoices.map((item) => item.id)).toEqual(DEMO_PORTAL_INVOICES.map((item) => item.id));
    expect(invoices[0]).not.toHaveProperty('items');
    for (const invoice of invoices) {
      expect(invoice.balance_cents).toBe(
        (invoice.total_cents as number) - (invoice.amount_paid_cents as number),
      );
    }
  });

  it('opens one invoice with its lines, payments and the agency; an unknown id is not found', () => {
    const answer = call('get_invoice', { id: 'demo-portal-invoice-2' });
    expect(answer.success).toBe(true);
    expect((answer.invoice as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(answer.payments).toHaveLength(1);
    expect(answer.agency).toEqual({ name: 'Atelier', tax_id: null });
    expect(call('get_invoice', { id: 'someone-elses' })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: 'Invoice not found',
    });
  });

  it('hands out copies: a page changing its answer leaves the sample as it was', () => {
    const invoice = call('get_invoice', { id: 'demo-portal-invoice-3' }).invoice as {
      status: string;
    };
    invoice.status = 'paid';
    expect(DEMO_PORTAL_INVOICES[0]?.status).toBe('sent');
  });
});

describe('the conversation and files of the sample client', () => {
  it('answers the whole conversation oldest first, or one project’s', () => {
    const messages = call('get_messages').messages as Array<{ created_at: string }>;
    expect(messages.length).toBeGreaterThan(1);
    const times = messages.map((message) => message.created_at);
    expect([...times].sort()).toEqual(times);
    expect(call('get_messages', { project_id: 'demo-portal-project-2' }).messages).toEqual([]);
  });

  it('lists the files, or one project’s', () => {
    expect((call('get_files').files as unknown[]).length).toBe(3);
    expect(call('get_files', { project_id: 'demo-portal-project-2' }).files).toEqual([]);
  });
});

describe('writes in demo mode', () => {
  it.each(['pay_invoice', 'send_message', 'register_file'])('%s is refused', (action) => {
    expect(call(action, { id: 'demo-portal-invoice-3' })).toEqual(DEMO_PORTAL_READ_ONLY);
    expect(DEMO_PORTAL_READ_ONLY.error).toMatch(/^Not available in demo mode: /);
  });
});
