import { useAuthStore } from '@atelier/shared';
import { createQueryClient } from '@atelier/shared/query';

/**
 * The page's one server-state cache. The remotes read it through react-query's context
 * (react-query is a federation singleton), so a write in one app refreshes the others.
 */
export const queryClient = createQueryClient();

// What one account saw is never shown to the next: signing out (or in as someone else) empties it.
useAuthStore.subscribe((state, previous) => {
  const before = previous.user?.id ?? null;
  if (before !== null && before !== (state.user?.id ?? null)) queryClient.clear();
});
