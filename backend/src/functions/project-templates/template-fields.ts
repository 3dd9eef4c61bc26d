import {
  isPriceRangeReversed,
  PRICE_ORDER_MESSAGE,
  RULE_STEPS_WITHOUT_RULE,
  type TemplateFields,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findInvoiceRule } from '../../db/invoice-rules.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { invalidField, isUuid, notFound } from '../client-management/record-fields.ts';
import { milestoneSteps } from '../invoice-automation/events.ts';

export const templateNotFound = () => notFound('Template');

/** An update can move one end of the range past the other: 400 on the highest price. */
export function checkPriceRange(prices: { price_min_cents: number; price_max_cents: number }) {
  if (isPriceRangeReversed(prices)) {
    throw invalidField('price_max_cents', PRICE_ORDER_MESSAGE, fieldFailure('min_over_max'));
  }
}

/**
 * The template's invoicing rule as it is saved: an existing rule (locked, so a concurrent
 * delete_rule sees the template name it), moments only with a rule, a milestone rule's steps
 * only, and tasks the template has. Each problem is a 400 on its field.
 */
export async function checkTemplateRule(
  tx: Queryable,
  fields: Pick<TemplateFields, 'rule_id' | 'rule_steps' | 'tasks'>,
): Promise<void> {
  const steps = fields.rule_steps ?? [];
  if (fields.rule_id === null) {
    if (steps.length > 0) {
      throw invalidField(
        'rule_steps',
        RULE_STEPS_WITHOUT_RULE,
        fieldFailure('rule_steps_without_rule'),
      );
    }
    return;
  }
  const rule = isUuid(fields.rule_id)
    ? await findInvoiceRule(tx, fields.rule_id, { lock: true })
    : undefined;
  if (!rule) throw invalidField('rule_id', 'No such rule', { code: 'not_found' });
  if (steps.length === 0) return;
  if (rule.trigger !== 'milestone')
    throw invalidField(
      'rule_steps',
      'Only a milestone rule has steps',
      fieldFailure('steps_milestone_only'),
    );
  const stepCount = milestoneSteps(rule).length;
  const problems: FieldProblems = {};
  for (const [index, { step, at }] of steps.entries()) {
    if (step >= stepCount) {
      problems[`rule_steps.${index}.step`] = [
        `The rule has ${stepCount} ${stepCount === 1 ? 'step' : 'steps'} (0 to ${stepCount - 1})`,
        fieldFailure('not_found'),
      ];
    } else if (typeof at === 'number' && at > fields.tasks.length) {
      problems[`rule_steps.${index}.at`] = [
        `The template has no task ${at}`,
        fieldFailure('not_found'),
      ];
    }
  }
  if (Object.keys(problems).length > 0) {
    throw invalidFields(problems);
  }
}
