import { describe, expect, it } from 'vitest';
import {
  createInvoiceRuleInput,
  invoiceRuleProblems,
  SCHEDULE_TOTAL_MESSAGE,
  storedSchedule,
} from './invoice-rules';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const thirds = [
  { label: 'One', percent: 33.33 },
  { label: 'Two', percent: 33.33 },
  { label: 'Three', percent: 33.34 },
];

describe('the invoice rule schemas', () => {
  it('take a rule with its four required fields, the rest optional', () => {
    const rule = { name: 'Deposit', trigger: 'percentage', amount_type: 'percent', amount: 30 };
    expect(createInvoiceRuleInput.parse(rule)).toEqual(rule);
    expect(messages(createInvoiceRuleInput.safeParse({}))).toMatchObject({
      name: 'Name is required',
      amount: 'Amount must be a number',
    });
  });

  it('total milestone percents exactly, in hundredths (no binary rounding)', () => {
    const draft = { trigger: 'milestone', amount_type: 'percent', amount: 100 } as const;
    expect(invoiceRuleProblems({ ...draft, schedule: thirds })).toEqual({});
    expect(
      invoiceRuleProblems({ ...draft, schedule: [{ label: 'A', percent: 0.1 }, ...thirds] }),
    ).toEqual({ schedule: { message: SCHEDULE_TOTAL_MESSAGE, fieldCode: 'schedule_total' } });
    expect(storedSchedule('milestone', [{ label: ' Start ', percent: 100 }])).toEqual([
      { label: 'Start', percent: 100 },
    ]);
  });

  it('keep percent amounts to two decimals, up to 100', () => {
    const draft = { trigger: 'percentage', amount_type: 'percent', schedule: null } as const;
    expect(invoiceRuleProblems({ ...draft, amount: 0.01 })).toEqual({});
    expect(invoiceRuleProblems({ ...draft, amount: 100 })).toEqual({});
    expect(Object.keys(invoiceRuleProblems({ ...draft, amount: 100.01 }))).toEqual(['amount']);
    expect(Object.keys(invoiceRuleProblems({ ...draft, amount: 0.005 }))).toEqual(['amount']);
  });
});
