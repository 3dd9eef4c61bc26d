import type { GeneratedInvoice } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { approvalProblems, approvalSummary } from './review-selection';

const invoice = (id: string, client: string, total: number, currency = 'USD') =>
  ({
    id,
    invoiceNumber: null,
    client: { id: client, name: client },
    project: null,
    amount_cents: total,
    total_cents: total,
    currency,
    status: 'draft',
    dueDate: '2026-12-01',
    generatedBy: { id: 'r', name: 'Rule' },
    kind: 'milestone',
    createdAt: '2026-11-01T00:00:00Z',
  }) satisfies GeneratedInvoice;

describe('approvalSummary', () => {
  it('counts the invoices, names each client once and totals by currency', () => {
    expect(
      approvalSummary([
        invoice('1', 'Zoe', 100),
        invoice('2', 'Ann', 250),
        invoice('3', 'Zoe', 50, 'EUR'),
      ]),
    ).toEqual({
      count: 3,
      clients: ['Ann', 'Zoe'],
      totals: [
        { currency: 'EUR', total_cents: 50 },
        { currency: 'USD', total_cents: 350 },
      ],
    });
  });
});

describe('approvalProblems', () => {
  it('names the invoice each refusal is about', () => {
    const sent = [invoice('1', 'Ann', 100), invoice('2', 'Bob', 100)];
    expect(
      approvalProblems(
        sent,
        { 'ids.1': 'Invoice INV-1 was already sent', ids: 'Too many' },
        (i) => i.client.name,
      ),
    ).toEqual(['Bob: Invoice INV-1 was already sent', 'Too many']);
    expect(approvalProblems(sent, undefined, () => '')).toEqual([]);
  });

  it('writes the colon as French does, after a narrow no-break space', () => {
    const sent = [invoice('1', 'Ann', 100)];
    expect(approvalProblems(sent, { 'ids.0': 'Déjà envoyée' }, (i) => i.client.name, 'fr')).toEqual(
      ['Ann\u202f: Déjà envoyée'],
    );
  });
});
