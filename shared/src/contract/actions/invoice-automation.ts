import {
  approveGeneratedAnswer,
  approveGeneratedInput,
  generatedInvoicesPageSchema,
  getGeneratedInvoicesInput,
  runSchedulesAnswer,
  runSchedulesInput,
} from '../invoice-generation';
import {
  attachInvoiceRuleInput,
  createInvoiceRuleInput,
  getInvoiceRulesInput,
  invoiceRuleAnswer,
  invoiceRuleIdInput,
  invoiceRulesAnswer,
  updateInvoiceRuleInput,
} from '../invoice-rules';
import {
  getInvoiceAutomationAnalyticsInput,
  getReminderSettingsInput,
  invoiceAutomationAnalyticsAnswer,
  reminderSettingsSchema,
  remindersRunSchema,
  runRemindersInput,
  saveReminderSettingsInput,
} from '../payment-reminders';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/invoice-automation`: invoicing rules and reminders (docs/automation.md). */
export const invoiceAutomation = defineActions('invoice-automation', {
  get_rules: { access: 'admin', input: getInvoiceRulesInput, output: invoiceRulesAnswer },
  create_rule: { access: 'admin', input: createInvoiceRuleInput, output: invoiceRuleAnswer },
  update_rule: { access: 'admin', input: updateInvoiceRuleInput, output: invoiceRuleAnswer },
  /** 409 while the rule is attached to a project or has generated invoices. */
  delete_rule: { access: 'admin', input: invoiceRuleIdInput, output: emptyAnswer },
  attach_rule: { access: 'admin', input: attachInvoiceRuleInput, output: invoiceRuleAnswer },
  get_generated_invoices: {
    access: 'admin',
    input: getGeneratedInvoicesInput,
    output: generatedInvoicesPageSchema,
  },
  /** Sends generated drafts from the review queue, all or nothing. */
  approve_generated: {
    access: 'admin',
    input: approveGeneratedInput,
    output: approveGeneratedAnswer,
  },
  /** Generates what is due as of a day (default the agency's today). */
  run_schedules: { access: 'admin', input: runSchedulesInput, output: runSchedulesAnswer },
  get_reminder_settings: {
    access: 'admin',
    input: getReminderSettingsInput,
    output: reminderSettingsSchema,
  },
  save_reminder_settings: {
    access: 'admin',
    input: saveReminderSettingsInput,
    output: reminderSettingsSchema,
  },
  /** The payment reminders' sweep now, for a given day (default the agency's today). */
  run_reminders: { access: 'admin', input: runRemindersInput, output: remindersRunSchema },
  get_analytics: {
    access: 'admin',
    input: getInvoiceAutomationAnalyticsInput,
    output: invoiceAutomationAnalyticsAnswer,
  },
});
