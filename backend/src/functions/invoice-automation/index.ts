import { invoiceAutomation as invoiceAutomationActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { approveGenerated } from './approve-generated.ts';
import { attachRule } from './attach-rule.ts';
import { createRule } from './create-rule.ts';
import { deleteRule } from './delete-rule.ts';
import { getAnalytics } from './get-analytics.ts';
import { getGeneratedInvoices } from './get-generated-invoices.ts';
import { getRules } from './get-rules.ts';
import { runReminders } from './reminders-run.ts';
import { getReminderSettings, saveReminderSettings } from './reminders-settings.ts';
import { runSchedules } from './run-schedules.ts';
import { updateRule } from './update-rule.ts';

/**
 * `POST /functions/v1/invoice-automation`, its rules so far; the contract is in
 * docs/automation.md "invoice-automation (rules)".
 */
export const invoiceAutomation = defineFunction(invoiceAutomationActions, {
  get_rules: getRules,
  create_rule: createRule,
  update_rule: updateRule,
  delete_rule: deleteRule,
  attach_rule: attachRule,
  get_generated_invoices: getGeneratedInvoices,
  approve_generated: approveGenerated,
  run_schedules: runSchedules,
  get_reminder_settings: getReminderSettings,
  save_reminder_settings: saveReminderSettings,
  run_reminders: runReminders,
  get_analytics: getAnalytics,
});
