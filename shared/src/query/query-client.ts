import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of the page, created by the shell for the admin area and the
 * client portal (react-query is a federation singleton, so every remote reads this client).
 * Defaults keep the pages as they were: a failure shows at once with its retry button
 * instead of being tried again behind it, and only the notifications refetch on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
