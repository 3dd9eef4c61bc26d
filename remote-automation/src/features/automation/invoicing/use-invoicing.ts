import type {
  GeneratedInvoicesQuery,
  InvoiceRuleChanges,
  NewInvoiceRule,
  ProjectListQuery,
  SaveReminderSettings,
} from '@atelier/shared';
import {
  approveGenerated,
  attachInvoiceRule,
  createInvoiceRule,
  deleteInvoiceRule,
  getGeneratedInvoices,
  getInvoiceAutomationAnalytics,
  getInvoiceRules,
  getInvoiceSettings,
  getProject,
  getProjects,
  getReminderSettings,
  registerInvoiceAutomationDemo,
  runSchedules,
  saveReminderSettings,
  updateInvoiceRule,
} from '@atelier/shared/api';
import {
  invoiceAutomationKeys,
  invoiceSettingsKeys,
  projectKeys,
  recordWriter,
  useApiQuery,
} from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The Auto Invoicing tab's server state. Its demo data is registered with the tab, and every
 * read waits for it, so a server that cannot answer finds it ready (the shell then shows the
 * demo banner). Writes never fall back to demo data: a rule that reached no server is not saved.
 */
const demoReady = registerInvoiceAutomationDemo().catch((error: unknown) => {
  console.warn('[remote-automation] the demo invoicing data could not be loaded', error);
});

const NO_DEMO = { demoFallback: false } as const;

export const useInvoiceRules = () =>
  useApiQuery(invoiceAutomationKeys.rules(), async (signal) => {
    await demoReady;
    return await getInvoiceRules({ signal });
  });

export const useGeneratedInvoices = (query: GeneratedInvoicesQuery) =>
  useApiQuery(
    invoiceAutomationKeys.generated(query),
    async (signal) => {
      await demoReady;
      return await getGeneratedInvoices(query, { signal });
    },
    { keepPreviousData: true },
  );

export const useInvoicingAnalytics = () =>
  useApiQuery(invoiceAutomationKeys.analytics(), async (signal) => {
    await demoReady;
    return await getInvoiceAutomationAnalytics({ signal });
  });

export const useReminderSettings = () =>
  useApiQuery(invoiceAutomationKeys.reminderSettings(), async (signal) => {
    await demoReady;
    return await getReminderSettings({ signal });
  });

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

export function useInvoicingWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'invoiceAutomation');
    // A run creates real invoices: every page that shows invoices loads again.
    const writeInvoices = recordWriter(queryClient, 'invoiceAutomation', 'invoices');
    // Attaching (at a started project, with invoices at once) changes the project's page too.
    const writeAttach = recordWriter(queryClient, 'invoiceAutomation', 'projects', 'invoices');
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
  }, [queryClient]);
}
