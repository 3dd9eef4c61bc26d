import { calendarKeys } from '../calendar/keys';
import { contractKeys } from '../contracts/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { insightsKeys } from '../insights/keys';
import { invoiceKeys } from '../invoices/keys';
import { overviewKeys } from '../overview/keys';
import { projectKeys } from '../projects/keys';
import { proposalKeys } from '../proposals/keys';
import { paymentKeys } from '../revenue/keys';
import { clientKeys } from './keys';

/**
 * What a client write changes: their name and company are embedded in projects, proposals,
 * invoices, payments, calendar events, contracts, the dashboard (overdue, activity) and the
 * insights' revenue by client.
 */
export const CLIENT_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  clientKeys.all,
  projectKeys.all,
  proposalKeys.all,
  invoiceKeys.all,
  paymentKeys.all,
  calendarKeys.all,
  overviewKeys.all,
  insightsKeys.all,
  contractKeys.all,
];
