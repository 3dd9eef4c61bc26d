import type { ProjectListQuery } from '@atelier/shared';
import { getInvoiceSettings, getProject, getProjects } from '@atelier/shared/api';
import { invoiceSettingsKeys, projectKeys, useApiQuery } from '@atelier/shared/query';

/**
 * What the Auto Invoicing tab reads of other features: the agency's currency (invoice settings)
 * and the projects a rule is attached to. The tab's own data is `@atelier/shared/data/invoice-automation`.
 */

/**
 * The agency's currency, in which rules and analytics count (generated invoices carry their
 * own). Without an answer, the product's default.
 */
export function useAgencyCurrency(): string {
  const settings = useApiQuery(invoiceSettingsKeys.all, (signal) => getInvoiceSettings({ signal }));
  return settings.data?.settings.currency ?? 'USD';
}

/** The projects a rule can be attached to, A–Z, narrowed by what the admin typed. */
export function useProjectChoices(search: string) {
  const text = search.trim();
  const query: ProjectListQuery = {
    sort: 'name',
    order: 'asc',
    pageSize: 100,
    ...(text ? { search: text } : {}),
  };
  return useApiQuery(projectKeys.list(query), (signal) => getProjects(query, { signal }), {
    keepPreviousData: true,
  });
}

/** One project with its milestones and attached rules (project-management#get_project). */
export const useProjectDetail = (id: string | null) =>
  useApiQuery(id ? projectKeys.detail(id) : null, (signal) => getProject(id ?? '', { signal }));
