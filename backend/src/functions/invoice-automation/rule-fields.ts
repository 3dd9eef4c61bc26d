import {
  type InvoiceRuleFields,
  invoiceRuleProblems,
  storedSchedule,
} from '@atelier/shared/contract';
import { AppError, fieldFailure } from '../../errors.ts';
import { notFound } from '../client-management/record-fields.ts';

export const ruleNotFound = () => notFound('Rule');

/**
 * The whole rule, checked across fields (an update can change the trigger without the
 * schedule, or the amount type without the amount): 400 with one message per field, else the
 * fields to write with the schedule in its stored shape.
 */
export function checkedRule(fields: Omit<InvoiceRuleFields, 'schedule'> & { schedule: unknown }) {
  const problems = Object.entries(invoiceRuleProblems(fields));
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      Object.fromEntries(problems.map(([field, { message }]) => [field, message])),
      {
        fieldCodes: Object.fromEntries(
          problems.map(([field, { fieldCode }]) => [field, fieldFailure(fieldCode)]),
        ),
      },
    );
  }
  return { ...fields, schedule: storedSchedule(fields.trigger, fields.schedule) };
}
