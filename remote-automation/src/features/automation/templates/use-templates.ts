import type {
  NewClient,
  NewTemplate,
  TemplateCategory,
  TemplateChanges,
  UseTemplate,
} from '@atelier/shared';
import {
  archiveTemplate,
  createClient,
  createTemplate,
  getInvoiceRules,
  getTemplates,
  registerTemplatesDemo,
  startProjectFromTemplate,
  updateTemplate,
} from '@atelier/shared/api';
import {
  invoiceAutomationKeys,
  recordWriter,
  templateKeys,
  useApiQuery,
} from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The Project Templates tab's server state. The seeded templates are registered as demo data
 * with the tab, and every read waits for them, so a server that cannot answer finds them ready
 * (the shell then shows the demo banner). Template writes may reach the demo handlers, which
 * refuse them with a clear message; a new client is never faked.
 */
const demoReady = registerTemplatesDemo().catch((error: unknown) => {
  console.warn('[remote-automation] the demo templates could not be loaded', error);
});

const NO_DEMO = { demoFallback: false } as const;

/** The live templates of one category (null: all), by name. */
export function useTemplateList(category: TemplateCategory | null) {
  return useApiQuery(
    templateKeys.list(category ? { category } : {}),
    async (signal) => {
      await demoReady;
      return await getTemplates(category, { signal });
    },
    { keepPreviousData: true },
  );
}

/** The invoicing rules (the same cache entry as the Auto Invoicing tab's). */
export const useInvoiceRuleChoices = () =>
  useApiQuery(invoiceAutomationKeys.rules(), (signal) => getInvoiceRules({ signal }));

export function useTemplateWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const templates = recordWriter(queryClient, 'templates');
    // A project made from a template also counts the template's use.
    const projects = recordWriter(queryClient, 'templates', 'projects');
    const clients = recordWriter(queryClient, 'clients');
    return {
      create: (template: NewTemplate) => templates(() => createTemplate(template)),
      update: (changes: TemplateChanges) => templates(() => updateTemplate(changes)),
      archive: (id: string) => templates(() => archiveTemplate(id)),
      use: (use: UseTemplate) => projects(() => startProjectFromTemplate(use)),
      createClient: (client: NewClient) => clients(() => createClient(client, NO_DEMO)),
    };
  }, [queryClient]);
}
