import { clientKeys } from '../clients/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { insightsKeys } from '../insights/keys';
import { invoiceAutomationKeys } from '../invoice-automation/keys';
import { invoiceKeys } from '../invoices/keys';
import { overviewKeys } from '../overview/keys';
import { projectKeys } from '../projects/keys';
import { paymentKeys, revenueKeys } from './keys';

/**
 * What a payment write changes: the invoice paid and its balance, a client's and a project's
 * paid total, the revenue figures, the dashboard, the insights, the automation's generated
 * invoices and their figures.
 */
export const PAYMENT_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  paymentKeys.all,
  invoiceKeys.all,
  clientKeys.all,
  projectKeys.all,
  revenueKeys.all,
  overviewKeys.all,
  insightsKeys.all,
  invoiceAutomationKeys.all,
];
