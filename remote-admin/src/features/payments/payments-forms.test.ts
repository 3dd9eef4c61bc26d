import { addDays, type Invoice } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { newRow } from '../../common/line-items/line-items';
import {
  emptyInvoiceForm,
  invoiceServerErrors,
  invoiceToForm,
  toInvoiceFields,
  validateInvoiceForm,
} from './invoice-form';
import { numberPreview, parseTerms, validateSettings } from './invoice-settings';
import { emptyPaymentForm, toNewPayment, validatePaymentForm } from './payment-form';

const invoice = {
  id: 'inv1',
  client_id: 'c1',
  project_id: 'p1',
  due_date: '2026-12-20',
  notes: null,
  discount_cents: 0,
  tax_rate_bp: 2000,
  balance_cents: 123450,
  items: [
    {
      id: 'i',
      position: 1,
      description: 'Build',
      quantity: 2,
      unit_price_cents: 50000,
      amount_cents: 100000,
    },
  ],
} as unknown as Invoice;

describe('invoice form', () => {
  it('prefills the due date from the payment terms and a link’s client and project', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(emptyInvoiceForm({ clientId: 'c1', projectId: 'p1' }, '2027-01-14')).toMatchObject({
      clientId: 'c1',
      projectId: 'p1',
      dueDate: '2027-01-14',
    });
  });

  it('needs a client and a line', () => {
    expect(validateInvoiceForm(emptyInvoiceForm(null, '2026-12-01'))).toEqual({
      client_id: 'chooseClient',
      items: 'noItems',
    });
  });

  it('refuses a due date out of range and control characters in the notes', () => {
    const form = emptyInvoiceForm(null, '1899-12-31');
    const errors = validateInvoiceForm({ ...form, notes: 'Thanks\u0007' });
    expect(errors).toMatchObject({ due_date: 'date', notes: 'characters' });
  });

  it('sends the project as null when none is chosen and sends an empty due date as null for the server’s default', () => {
    const values = {
      ...emptyInvoiceForm({ clientId: 'c1', projectId: '' }, ''),
      notes: '  Thanks ',
      pricing: {
        items: [newRow({ description: 'Hosting', quantity: '12', unitPrice: '25' })],
        discount: '',
        taxRate: '',
      },
    };
    expect(validateInvoiceForm(values)).toEqual({});
    expect(toInvoiceFields(values)).toEqual({
      client_id: 'c1',
      project_id: null,
      notes: 'Thanks',
      due_date: null,
      items: [{ description: 'Hosting', quantity: 12, unit_price_cents: 2500 }],
      discount_cents: 0,
      tax_rate_bp: 0,
    });
  });

  it('edits a draft with its values and shows the server’s project error on the picker', () => {
    const values = invoiceToForm(invoice);
    expect(values).toMatchObject({ clientId: 'c1', projectId: 'p1', pricing: { taxRate: '20' } });
    expect(invoiceServerErrors({ project_id: 'Not this client’s project' }, values)).toEqual({
      project_id: 'Not this client’s project',
    });
  });
});

describe('record payment form', () => {
  const context = { today: '2026-11-22', balanceCents: 123450 };

  it('prefills the balance, today and the invoice', () => {
    expect(emptyPaymentForm('2026-11-22', invoice)).toMatchObject({
      amount: '1234.50',
      date: '2026-11-22',
      invoiceId: 'inv1',
    });
  });

  it('refuses more than the balance, a future date and a zero amount', () => {
    const form = emptyPaymentForm('2026-11-22', invoice);
    expect(validatePaymentForm(form, context)).toEqual({});
    expect(validatePaymentForm({ ...form, amount: '1234.51' }, context)).toEqual({
      amount_cents: 'moreThanBalance',
    });
    expect(validatePaymentForm({ ...form, amount: '0', date: '2026-11-23' }, context)).toEqual({
      amount_cents: 'amount',
      payment_date: 'futureDate',
    });
    expect(validatePaymentForm({ ...form, method: '' }, context).payment_method).toBe(
      'chooseMethod',
    );
  });

  it('refuses a day outside the accepted range and control characters in the description', () => {
    const form = emptyPaymentForm('2026-11-22', invoice);
    expect(validatePaymentForm({ ...form, date: '1899-12-31' }, context)).toEqual({
      payment_date: 'date',
    });
    expect(validatePaymentForm({ ...form, description: 'Wire\u0000' }, context)).toEqual({
      description: 'characters',
    });
    expect(validatePaymentForm({ ...form, description: 'Wire\nref 42' }, context)).toEqual({});
  });

  it('sends the invoice alone, or the client and project without one', () => {
    expect(toNewPayment(emptyPaymentForm('2026-11-22', invoice))).toEqual({
      amount_cents: 123450,
      payment_date: '2026-11-22',
      payment_method: 'bank_transfer',
      description: null,
      invoice_id: 'inv1',
    });
    const retainer = {
      ...emptyPaymentForm('2026-11-22'),
      amount: '1,500',
      clientId: 'c2',
      projectId: '',
      description: 'Retainer',
    };
    expect(validatePaymentForm(retainer, { ...context, balanceCents: null })).toEqual({});
    expect(toNewPayment(retainer)).toEqual({
      amount_cents: 150000,
      payment_date: '2026-11-22',
      payment_method: 'bank_transfer',
      description: 'Retainer',
      client_id: 'c2',
      project_id: null,
    });
  });
});

describe('invoice settings', () => {
  it('preview the next number with the pattern typed', () => {
    expect(numberPreview('INV-{YYYY}-{SEQ:4}', 2026, 7)).toBe('INV-2026-0007');
    expect(numberPreview('{YY}/{SEQ}', 2026, 12)).toBe('26/12');
    expect(numberPreview('INV-{SEQ}', 2026, 1)).toBeNull();
  });

  it('refuse a pattern without the year or sequence and terms outside 0–365 days', () => {
    expect(validateSettings({ pattern: 'INV-{YYYY}-{SEQ:4}', terms: '30' })).toEqual({});
    expect(validateSettings({ pattern: 'INV-{SEQ}-{SEQ}', terms: '366' })).toEqual({
      number_pattern: 'pattern',
      payment_terms_days: 'terms',
    });
    expect(parseTerms('0')).toBe(0);
    expect(parseTerms('1.5')).toBeNull();
  });
});
