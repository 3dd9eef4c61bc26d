import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { GeneratedInvoicesQuery } from '../../contract/invoice-generation';
import type {
  AttachInvoiceRule,
  InvoiceRuleChanges,
  NewInvoiceRule,
} from '../../contract/invoice-rules';
import type { SaveReminderSettings } from '../../contract/payment-reminders';

/** The function behind the Auto Invoicing tab; its contract is docs/automation.md. */
export const INVOICE_AUTOMATION_FUNCTION = 'invoice-automation' as const;

const call = actionCaller(INVOICE_AUTOMATION_FUNCTION);

/** Every rule by name, paused ones too. */
export const getInvoiceRules = (options?: CallOptions) => call('get_rules', {}, options);

export const createInvoiceRule = (rule: NewInvoiceRule, options?: CallOptions) =>
  call('create_rule', rule, options);

export const updateInvoiceRule = (changes: InvoiceRuleChanges, options?: CallOptions) =>
  call('update_rule', changes, options);

/** A 409 while the rule is attached to a project: pause it instead. */
export const deleteInvoiceRule = (id: string, options?: CallOptions) =>
  call('delete_rule', { id }, options);

/** Attaching twice changes nothing; the answer carries the rule's new `projectsUsed`. */
export const attachInvoiceRule = (pair: AttachInvoiceRule, options?: CallOptions) =>
  call('attach_rule', pair, options);

export const getGeneratedInvoices = (query: GeneratedInvoicesQuery = {}, options?: CallOptions) =>
  call('get_generated_invoices', query, options);

/**
 * Sends generated drafts from the review queue as send_invoice does (the client is e-mailed);
 * all or nothing: one that is not a generated draft is a field error on `ids.N`.
 */
export const approveGenerated = (ids: string[], options?: CallOptions) =>
  call('approve_generated', { ids }, options);

/** Generates what is due as of a day (default today); twice for one period invoices once. */
export const runSchedules = (asOf?: string, options?: CallOptions) =>
  call('run_schedules', asOf ? { as_of: asOf } : {}, options);

export const getInvoiceAutomationAnalytics = (options?: CallOptions) =>
  call('get_analytics', {}, options);

export const getReminderSettings = (options?: CallOptions) =>
  call('get_reminder_settings', {}, options);

export const saveReminderSettings = (settings: SaveReminderSettings, options?: CallOptions) =>
  call('save_reminder_settings', settings, options);

/**
 * Registers the built-in rules, generated invoices and figures, so the tab still shows an
 * agency's invoicing, with the demo banner, when the server cannot answer. Downloaded only when
 * one of the calls falls back to them, so no call waits for them.
 */
export function registerInvoiceAutomationDemo(): void {
  registerDemoLoader(INVOICE_AUTOMATION_FUNCTION, async () => {
    const { registerInvoiceAutomationDemoHandlers } = await import('./demo');
    registerInvoiceAutomationDemoHandlers();
  });
}
