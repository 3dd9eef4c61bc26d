import { calendarKeys } from '../calendar/keys';
import { clientKeys } from '../clients/keys';
import { contractKeys } from '../contracts/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { invoiceAutomationKeys } from '../invoice-automation/keys';
import { invoiceKeys } from '../invoices/keys';
import { overviewKeys } from '../overview/keys';
import { paymentKeys } from '../revenue/keys';
import { teamKeys } from '../team/keys';
import { projectKeys } from './keys';

/**
 * What a project write changes: a client's project count and detail, a member's project count
 * and detail, the project name on invoices, payments and contracts, milestone deadlines in the
 * calendar, the dashboard, and the invoices the automation generates (a milestone done or a
 * project started generates invoices).
 */
export const PROJECT_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  projectKeys.all,
  clientKeys.all,
  teamKeys.all,
  invoiceKeys.all,
  paymentKeys.all,
  calendarKeys.all,
  overviewKeys.all,
  invoiceAutomationKeys.all,
  contractKeys.all,
];
