import type { ProjectInvoicingRule } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { stepsDueOn } from './invoicing-steps';

const step = (index: number, at: string, invoiced = false) => ({
  step: index,
  kind: 'milestone' as const,
  label: `Step ${index}`,
  percent: 25,
  amount_cents: 100,
  at,
  milestone: null,
  invoice: invoiced ? { id: 'i', number: 'INV-1', status: 'sent' as const } : null,
});

const rule = (
  sendMode: 'draft' | 'send',
  steps: ReturnType<typeof step>[],
): ProjectInvoicingRule => ({
  rule: {
    id: sendMode,
    name: sendMode,
    trigger: 'milestone',
    send_mode: sendMode,
    is_active: true,
  },
  attached_at: '2026-11-01T00:00:00Z',
  mapping: 'default',
  steps,
  next_period: null,
});

const invoicing = [
  rule('send', [step(0, 'start', true), step(1, 'm1'), step(2, 'm2'), step(3, 'completion')]),
  rule('draft', [step(0, 'start'), step(1, 'm1')]),
];

describe('stepsDueOn', () => {
  it('finds the steps a milestone ticked done invoices, at once only for send rules', () => {
    const change = { kind: 'milestone', milestoneId: 'm1', isDone: true } as const;
    expect(stepsDueOn(invoicing, change).map((due) => due.rule.id)).toEqual(['send', 'draft']);
    expect(stepsDueOn(invoicing, change, { sendAtOnce: true })).toHaveLength(1);
    expect(stepsDueOn(invoicing, { ...change, isDone: false })).toEqual([]);
  });

  it('bills what the start reaches, and everything left at the completion', () => {
    const start = { kind: 'status', from: 'planning', to: 'in_progress' } as const;
    // The send rule's start step was invoiced already.
    expect(stepsDueOn(invoicing, start, { sendAtOnce: true })).toEqual([]);
    const done = { kind: 'status', from: 'in_progress', to: 'completed' } as const;
    expect(stepsDueOn(invoicing, done, { sendAtOnce: true }).map((due) => due.step.step)).toEqual([
      1, 2, 3,
    ]);
    expect(stepsDueOn(invoicing, { kind: 'status', from: 'review', to: 'on_hold' })).toEqual([]);
  });
});
