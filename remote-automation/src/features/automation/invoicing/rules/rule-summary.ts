import type { Format, InvoiceRule, TimeSchedule } from '@atelier/shared';
import type { TFunction } from 'i18next';

/**
 * How a rule reads in the list, from its stored fields: the amount ("50 %" of the budget or
 * "$2,500.00"), its schedule in one line and its payment terms.
 */
type Translate = TFunction<'automation'>;

export function ruleAmount(rule: InvoiceRule, format: Format, currency: string): string {
  return rule.amount_type === 'percent'
    ? format.percent(rule.amount, 2)
    : format.money(rule.amount, currency);
}

export function ruleSchedule(
  rule: InvoiceRule,
  t: Translate,
  format: Format,
  currency: string,
): string {
  if (rule.trigger === 'milestone' && Array.isArray(rule.schedule)) {
    return rule.schedule
      .map((step) =>
        t('invoicing.rules.step', { label: step.label, percent: format.percent(step.percent, 2) }),
      )
      .join(' · ');
  }
  if (rule.trigger === 'time' && rule.schedule && !Array.isArray(rule.schedule)) {
    const monthly = rule.schedule as TimeSchedule;
    return t('invoicing.rules.monthly', {
      day: monthly.day_of_month,
      amount: format.money(monthly.amount_cents, currency),
    });
  }
  return t('invoicing.rules.noSchedule');
}

export function ruleDueTerms(rule: InvoiceRule, t: Translate): string {
  return rule.due_days === 0
    ? t('invoicing.rules.dueOnReceipt')
    : t('invoicing.rules.dueIn', { count: rule.due_days });
}
