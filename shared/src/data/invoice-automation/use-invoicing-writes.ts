import { NO_DEMO } from '../../api/write-options';
import type { InvoiceRuleChanges, NewInvoiceRule } from '../../contract/invoice-rules';
import type { SaveReminderSettings } from '../../contract/payment-reminders';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  approveGenerated,
  attachInvoiceRule,
  createInvoiceRule,
  deleteInvoiceRule,
  registerInvoiceAutomationDemo,
  runSchedules,
  saveReminderSettings,
  updateInvoiceRule,
} from './calls';

registerInvoiceAutomationDemo();

/**
 * The Auto Invoicing tab's writes; each that succeeds refreshes what it changed (`effects.ts`,
 * and the invoices or projects a run or an attachment touches).
 */
export function useInvoicingWrites() {
  return useRecordWrites(['invoiceAutomation'], (write, { writer }) => {
    // A run creates real invoices: every page that shows invoices loads again.
    const writeInvoices = writer('invoiceAutomation', 'invoices');
    // Attaching (at a started project, with invoices at once) changes the project's page too.
    const writeAttach = writer('invoiceAutomation', 'projects', 'invoices');
    return {
      create: (rule: NewInvoiceRule) => write(() => createInvoiceRule(rule, NO_DEMO)),
      update: (changes: InvoiceRuleChanges) => write(() => updateInvoiceRule(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteInvoiceRule(id, NO_DEMO)),
      /** With `steps`, the moments changed from those shown (docs/automation.md "Steps"). */
      attach: (ruleId: string, projectId: string, steps?: { step: number; at: string }[]) =>
        writeAttach(() =>
          attachInvoiceRule(
            { rule_id: ruleId, project_id: projectId, ...(steps ? { steps } : {}) },
            NO_DEMO,
          ),
        ),
      saveReminders: (settings: SaveReminderSettings) =>
        write(() => saveReminderSettings(settings, NO_DEMO)),
      runSchedules: (asOf: string) => writeInvoices(() => runSchedules(asOf, NO_DEMO)),
      approve: (ids: string[]) => writeInvoices(() => approveGenerated(ids, NO_DEMO)),
    };
  });
}
