/**
 * The client portal: what the signed-in client sees of their own records. Only the client's
 * own actions change it in their browser, and each may change any of its pages (paying moves
 * the overview's balance, accepting a proposal makes a project), so a write reloads all.
 */
export const portalKeys = {
  all: ['portal'] as const,
  overview: () => ['portal', 'overview'] as const,
  projects: () => ['portal', 'projects'] as const,
  project: (id: string) => ['portal', 'project', id] as const,
  proposals: () => ['portal', 'proposals'] as const,
  proposal: (id: string) => ['portal', 'proposal', id] as const,
  contracts: () => ['portal', 'contracts'] as const,
  invoices: () => ['portal', 'invoices'] as const,
  invoice: (id: string) => ['portal', 'invoice', id] as const,
  messages: (projectId: string | null) => ['portal', 'messages', projectId] as const,
  files: (projectId: string | null) => ['portal', 'files', projectId] as const,
  profile: () => ['portal', 'profile'] as const,
};
