/**
 * Every feature's query keys, and what a write of each feature changes, gathered from the
 * feature folders (`data/<feature>/keys.ts`, `effects.ts`) — as the backend's registry gathers
 * its functions. Writers name the feature they write (`recordWriter(queryClient, 'leads')`);
 * this table finds what to load again. No React, no Zod, no query library: the root entry and
 * the backend's tests may read this file without loading either.
 */
import { CALENDAR_WRITE_EFFECTS } from './calendar/effects';
import { CLIENT_WRITE_EFFECTS } from './clients/effects';
import { CONTRACT_WRITE_EFFECTS } from './contracts/effects';
import type { QueryKeyPrefix } from './domain-keys';
import { INVOICE_AUTOMATION_WRITE_EFFECTS } from './invoice-automation/effects';
import { INVOICE_SETTINGS_WRITE_EFFECTS, INVOICE_WRITE_EFFECTS } from './invoices/effects';
import { LEAD_WRITE_EFFECTS } from './leads/effects';
import { NOTIFICATION_WRITE_EFFECTS } from './notifications/effects';
import { PORTAL_WRITE_EFFECTS } from './portal/effects';
import { PROJECT_WRITE_EFFECTS } from './projects/effects';
import { PROPOSAL_WRITE_EFFECTS } from './proposals/effects';
import { PAYMENT_WRITE_EFFECTS } from './revenue/effects';
import { SETTINGS_WRITE_EFFECTS } from './settings/effects';
import { TEAM_WRITE_EFFECTS } from './team/effects';
import { TEMPLATE_WRITE_EFFECTS } from './templates/effects';

export { analyticsKeys } from './analytics/keys';
export { calendarKeys } from './calendar/keys';
export { clientKeys } from './clients/keys';
export { contractKeys } from './contracts/keys';
export type { ListQuery, QueryKeyPrefix } from './domain-keys';
export { insightsKeys } from './insights/keys';
export { invoiceAutomationKeys } from './invoice-automation/keys';
export { invoiceKeys, invoiceSettingsKeys } from './invoices/keys';
export { scoringKeys } from './lead-scoring/keys';
export { leadKeys } from './leads/keys';
export { notificationKeys } from './notifications/keys';
export { overviewKeys } from './overview/keys';
export { portalKeys } from './portal/keys';
export { projectKeys } from './projects/keys';
export { proposalKeys } from './proposals/keys';
export { paymentKeys, revenueKeys } from './revenue/keys';
export { settingsKeys } from './settings/keys';
export { teamKeys } from './team/keys';
export { templateKeys } from './templates/keys';

/** After a write of a feature, the keys whose data may have changed (each feature's `effects.ts`). */
export const WRITE_EFFECTS = {
  leads: LEAD_WRITE_EFFECTS,
  clients: CLIENT_WRITE_EFFECTS,
  projects: PROJECT_WRITE_EFFECTS,
  proposals: PROPOSAL_WRITE_EFFECTS,
  invoices: INVOICE_WRITE_EFFECTS,
  payments: PAYMENT_WRITE_EFFECTS,
  team: TEAM_WRITE_EFFECTS,
  templates: TEMPLATE_WRITE_EFFECTS,
  calendar: CALENDAR_WRITE_EFFECTS,
  notifications: NOTIFICATION_WRITE_EFFECTS,
  invoiceSettings: INVOICE_SETTINGS_WRITE_EFFECTS,
  invoiceAutomation: INVOICE_AUTOMATION_WRITE_EFFECTS,
  contracts: CONTRACT_WRITE_EFFECTS,
  portal: PORTAL_WRITE_EFFECTS,
  settings: SETTINGS_WRITE_EFFECTS,
} as const satisfies Record<string, readonly QueryKeyPrefix[]>;

/** What a write changes, named by the feature whose action it is. */
export type WriteDomain = keyof typeof WRITE_EFFECTS;

/** The keys to load again after writes of these features, each named once. */
export function keysAfterWrite(...domains: readonly WriteDomain[]): QueryKeyPrefix[] {
  const byName = new Map<string, QueryKeyPrefix>();
  for (const domain of domains) {
    for (const key of WRITE_EFFECTS[domain]) byName.set(JSON.stringify(key), key);
  }
  return [...byName.values()];
}
