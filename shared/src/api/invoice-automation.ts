import { type CallOptions, callFunction } from '@atelier/shared';
import type {
  ApproveGeneratedAnswer,
  GeneratedInvoicesPage,
  GeneratedInvoicesQuery,
  RunSchedulesAnswer,
} from '../contract/invoice-generation';
import type {
  AttachInvoiceRule,
  InvoiceRule,
  InvoiceRuleChanges,
  NewInvoiceRule,
} from '../contract/invoice-rules';
import type {
  InvoiceAutomationAnalytics,
  ReminderSettings,
  SaveReminderSettings,
} from '../contract/payment-reminders';

/** The function behind the Auto Invoicing tab; its contract is docs/automation.md. */
export const INVOICE_AUTOMATION_FUNCTION = 'invoice-automation';

export const INVOICE_AUTOMATION_ACTIONS = [
  'get_rules',
  'create_rule',
  'update_rule',
  'delete_rule',
  'attach_rule',
  'get_generated_invoices',
  'approve_generated',
  'run_schedules',
  'get_analytics',
  'get_reminder_settings',
  'save_reminder_settings',
] as const;
export type InvoiceAutomationAction = (typeof INVOICE_AUTOMATION_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: InvoiceAutomationAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(INVOICE_AUTOMATION_FUNCTION, action, payload, options);

/** Every rule by name, paused ones too. */
export const getInvoiceRules = (options?: CallOptions) =>
  call<{ rules: InvoiceRule[] }>('get_rules', {}, options);

export const createInvoiceRule = (rule: NewInvoiceRule, options?: CallOptions) =>
  call<{ rule: InvoiceRule }>('create_rule', rule, options);

export const updateInvoiceRule = (changes: InvoiceRuleChanges, options?: CallOptions) =>
  call<{ rule: InvoiceRule }>('update_rule', changes, options);

/** A 409 while the rule is attached to a project: pause it instead. */
export const deleteInvoiceRule = (id: string, options?: CallOptions) =>
  call<Record<never, never>>('delete_rule', { id }, options);

/** Attaching twice changes nothing; the answer carries the rule's new `projectsUsed`. */
export const attachInvoiceRule = (pair: AttachInvoiceRule, options?: CallOptions) =>
  call<{ rule: InvoiceRule }>('attach_rule', pair, options);

export const getGeneratedInvoices = (query: GeneratedInvoicesQuery = {}, options?: CallOptions) =>
  call<GeneratedInvoicesPage>('get_generated_invoices', query, options);

/**
 * Sends generated drafts from the review queue as send_invoice does (the client is e-mailed);
 * all or nothing: one that is not a generated draft is a field error on `ids.N`.
 */
export const approveGenerated = (ids: string[], options?: CallOptions) =>
  call<ApproveGeneratedAnswer>('approve_generated', { ids }, options);

/** Generates what is due as of a day (default today); twice for one period invoices once. */
export const runSchedules = (asOf?: string, options?: CallOptions) =>
  call<RunSchedulesAnswer>('run_schedules', asOf ? { as_of: asOf } : {}, options);

export const getInvoiceAutomationAnalytics = (options?: CallOptions) =>
  call<{ analytics: InvoiceAutomationAnalytics }>('get_analytics', {}, options);

export const getReminderSettings = (options?: CallOptions) =>
  call<ReminderSettings>('get_reminder_settings', {}, options);

export const saveReminderSettings = (settings: SaveReminderSettings, options?: CallOptions) =>
  call<ReminderSettings>('save_reminder_settings', settings, options);

/**
 * Registers the built-in rules, generated invoices and figures, so the tab still shows an
 * agency's invoicing, with the demo banner, when the server cannot answer. Loaded on demand.
 */
export async function registerInvoiceAutomationDemo(): Promise<void> {
  const { registerInvoiceAutomationDemoHandlers } = await import('../demo/demo-invoice-automation');
  registerInvoiceAutomationDemoHandlers();
}
