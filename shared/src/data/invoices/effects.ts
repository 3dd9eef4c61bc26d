import { calendarKeys } from '../calendar/keys';
import { clientKeys } from '../clients/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { insightsKeys } from '../insights/keys';
import { invoiceAutomationKeys } from '../invoice-automation/keys';
import { overviewKeys } from '../overview/keys';
import { projectKeys } from '../projects/keys';
import { paymentKeys } from '../revenue/keys';
import { invoiceKeys, invoiceSettingsKeys } from './keys';

/**
 * What an invoice write changes: a client's and a project's invoiced total and balance, the
 * invoice number on payments (the revenue page's recent payments are a payment list), due dates
 * in the calendar, the dashboard's overdue invoices and activity, the insights' deal sizes, the
 * automation's generated list and figures. Not the revenue figures: they count payments, and an
 * invoice with payments cannot go.
 */
export const INVOICE_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  invoiceKeys.all,
  clientKeys.all,
  projectKeys.all,
  paymentKeys.all,
  calendarKeys.all,
  overviewKeys.all,
  insightsKeys.all,
  invoiceAutomationKeys.all,
];

/** The agency currency, in which the dashboard and insights count. */
export const INVOICE_SETTINGS_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  invoiceSettingsKeys.all,
  overviewKeys.all,
  insightsKeys.all,
];
