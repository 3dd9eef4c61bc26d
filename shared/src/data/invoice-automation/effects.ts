import type { QueryKeyPrefix } from '../domain-keys';
import { invoiceAutomationKeys } from './keys';

/**
 * What a write of the Auto Invoicing tab changes: rules, attachments and reminder settings live
 * on the tab alone (a run of the schedules also writes `invoices`, said by its caller).
 */
export const INVOICE_AUTOMATION_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  invoiceAutomationKeys.all,
];
