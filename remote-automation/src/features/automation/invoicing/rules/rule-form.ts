import {
  type InvoiceAmountType,
  type InvoiceRule,
  type InvoiceRuleTrigger,
  type InvoiceSendMode,
  type MilestoneStep,
  type NewInvoiceRule,
  parseMoneyToCents,
  type TimeSchedule,
} from '@atelier/shared';
import { createInvoiceRuleInput, INVOICE_RULE_LIMITS } from '@atelier/shared/contract';
import { type FormProblems, percentHundredths, problemsFromSchema } from '../common/form-problems';
import {
  checkPolicy,
  emptyPolicy,
  type PolicyValues,
  policyToForm,
  toPolicy,
} from '../reminders/reminder-policy-form';

/**
 * The rule form as typed (strings, so nothing the admin typed is reformatted under them), and
 * its way to and from the rule of docs/automation.md. What each trigger needs: a milestone rule
 * a schedule of steps whose percents total 100; a time rule a day of the month and a fixed
 * amount; a percentage rule a percent of the budget.
 */
export type StepValues = { label: string; percent: string };

export type RuleFormValues = {
  name: string;
  trigger: InvoiceRuleTrigger;
  condition: string;
  description: string;
  amountType: InvoiceAmountType;
  /** A percent ("50") or a sum ("2,500.00"), by `amountType`. */
  amount: string;
  steps: StepValues[];
  dayOfMonth: string;
  dueDays: string;
  sendMode: InvoiceSendMode;
  isActive: boolean;
  /** The agency-wide reminders (the rule's `reminders: null`), or its own policy. */
  usesAgencyReminders: boolean;
  reminders: PolicyValues;
};

const L = INVOICE_RULE_LIMITS;

export const emptyRuleForm = (): RuleFormValues => ({
  name: '',
  trigger: 'milestone',
  condition: '',
  description: '',
  amountType: 'percent',
  amount: '100',
  steps: [{ label: '', percent: '100' }],
  dayOfMonth: '1',
  dueDays: '30',
  sendMode: 'draft',
  isActive: true,
  usesAgencyReminders: true,
  reminders: emptyPolicy(),
});

const amountToInput = (type: InvoiceAmountType, amount: number) =>
  type === 'percent' ? String(amount) : (amount / 100).toFixed(2);

export function ruleToForm(rule: InvoiceRule): RuleFormValues {
  const empty = emptyRuleForm();
  const steps = Array.isArray(rule.schedule)
    ? rule.schedule.map((step) => ({ label: step.label, percent: String(step.percent) }))
    : empty.steps;
  const monthly = rule.trigger === 'time' ? (rule.schedule as TimeSchedule | null) : null;
  return {
    name: rule.name,
    trigger: rule.trigger,
    condition: rule.condition ?? '',
    description: rule.description ?? '',
    amountType: rule.amount_type,
    amount: amountToInput(rule.amount_type, rule.amount),
    steps,
    dayOfMonth: monthly ? String(monthly.day_of_month) : empty.dayOfMonth,
    dueDays: String(rule.due_days),
    sendMode: rule.send_mode,
    isActive: rule.is_active,
    usesAgencyReminders: rule.reminders === null,
    reminders: rule.reminders ? policyToForm(rule.reminders) : empty.reminders,
  };
}

/** A time rule always invoices a fixed sum, a percentage rule a percent of the budget. */
export function amountTypeOf(values: Pick<RuleFormValues, 'trigger' | 'amountType'>) {
  if (values.trigger === 'time') return 'fixed';
  if (values.trigger === 'percentage') return 'percent';
  return values.amountType;
}

/** The steps' percents in hundredths, or null while one is not a number yet. */
export function scheduleTotal(steps: readonly StepValues[]): number | null {
  let total = 0;
  for (const step of steps) {
    const hundredths = percentHundredths(step.percent);
    if (hundredths === null) return null;
    total += hundredths;
  }
  return total / 100;
}

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : null;
};

const amountOf = (values: RuleFormValues): number | null => {
  const hundredths = percentHundredths(values.amount);
  return amountTypeOf(values) === 'percent'
    ? hundredths === null
      ? null
      : hundredths / 100
    : parseMoneyToCents(values.amount);
};

/** The payload of create_rule (update_rule sends it whole, with the id). */
export function toNewRule(values: RuleFormValues): NewInvoiceRule {
  const amountType = amountTypeOf(values);
  const amount = amountOf(values) ?? Number.NaN;
  const steps: MilestoneStep[] = values.steps.map((step) => ({
    label: step.label.trim(),
    percent: (percentHundredths(step.percent) ?? Number.NaN) / 100,
  }));
  const schedule =
    values.trigger === 'milestone'
      ? steps
      : values.trigger === 'time'
        ? { every: 'month' as const, day_of_month: Number(values.dayOfMonth), amount_cents: amount }
        : null;
  return {
    name: values.name.trim(),
    trigger: values.trigger,
    condition: values.condition.trim() || null,
    description: values.description.trim() || null,
    amount_type: amountType,
    amount,
    schedule,
    is_active: values.isActive,
    due_days: Number(values.dueDays.trim()),
    send_mode: values.sendMode,
    reminders: values.usesAgencyReminders ? null : toPolicy(values.reminders),
  };
}

/**
 * What is wrong before sending, keyed by field path (`name`, `schedule.1.percent`). The typed
 * text is read first (a percent, a sum, a number of days); a payload that reads is then checked
 * with the contract's own schema, so the form refuses what the server would.
 */
export function ruleFormProblems(values: RuleFormValues): FormProblems {
  const problems: FormProblems = {};
  if (!values.name.trim()) problems.name = { code: 'required' };
  else if (values.name.trim().length > L.name) problems.name = { code: 'tooLong', max: L.name };
  if (values.condition.trim().length > L.condition) {
    problems.condition = { code: 'tooLong', max: L.condition };
  }
  if (values.description.trim().length > L.description) {
    problems.description = { code: 'tooLong', max: L.description };
  }
  const amount = amountOf(values);
  if (amount === null || amount <= 0 || (amountTypeOf(values) === 'percent' && amount > 100)) {
    problems.amount = { code: amountTypeOf(values) === 'percent' ? 'percent' : 'money' };
  }
  if (values.trigger === 'milestone') Object.assign(problems, stepProblems(values.steps));
  if (values.trigger === 'time' && wholeNumber(values.dayOfMonth, 1, L.dayOfMonth) === null) {
    problems.day_of_month = { code: 'dayOfMonth', max: L.dayOfMonth };
  }
  if (wholeNumber(values.dueDays, 0, L.dueDays) === null) {
    problems.due_days = { code: 'dueDays', max: L.dueDays };
  }
  if (!values.usesAgencyReminders) {
    for (const [path, problem] of Object.entries(checkPolicy(values.reminders))) {
      problems[path === 'policy' ? 'reminders' : `reminders.${path}`] = problem;
    }
  }
  if (Object.keys(problems).length > 0) return problems;
  return problemsFromSchema(createInvoiceRuleInput, toNewRule(values));
}

function stepProblems(steps: readonly StepValues[]): FormProblems {
  const problems: FormProblems = {};
  if (steps.length === 0) problems.schedule = { code: 'noSteps' };
  if (steps.length > L.steps) problems.schedule = { code: 'tooMany', max: L.steps };
  steps.forEach((step, index) => {
    if (!step.label.trim()) problems[`schedule.${index}.label`] = { code: 'required' };
    else if (step.label.trim().length > L.stepLabel) {
      problems[`schedule.${index}.label`] = { code: 'tooLong', max: L.stepLabel };
    }
    const hundredths = percentHundredths(step.percent);
    if (hundredths === null || hundredths <= 0 || hundredths > 10_000) {
      problems[`schedule.${index}.percent`] = { code: 'percent' };
    }
  });
  const total = scheduleTotal(steps);
  if (!problems.schedule && total !== null && total !== 100) {
    problems.schedule = { code: 'scheduleTotal' };
  }
  return problems;
}
