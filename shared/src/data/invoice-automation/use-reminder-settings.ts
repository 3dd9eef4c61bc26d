import { useApiQuery } from '../../query/use-api-query';
import { getReminderSettings, registerInvoiceAutomationDemo } from './calls';
import { invoiceAutomationKeys } from './keys';

registerInvoiceAutomationDemo();

/** The agency's payment-reminder policy. */
export const useReminderSettings = () =>
  useApiQuery(invoiceAutomationKeys.reminderSettings(), (signal) =>
    getReminderSettings({ signal }),
  );
