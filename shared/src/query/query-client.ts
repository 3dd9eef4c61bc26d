import { focusManager, QueryClient } from '@tanstack/react-query';

/**
 * react-query 5 hears only `visibilitychange`; the bell also loads again when the window
 * regains focus (spec §9), as it did before the cache.
 */
function listenToWindowFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') {
      return undefined;
    }
    const onChange = () => handleFocus();
    window.addEventListener('visibilitychange', onChange, false);
    window.addEventListener('focus', onChange, false);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
}

/**
 * The one server-state cache of the page, created by the shell for the admin area and the
 * client portal (react-query is a federation singleton, so every remote reads this client).
 * Defaults keep the pages as they were: a failure shows at once with its retry button
 * instead of being tried again behind it, and only the notifications refetch on focus.
 */
export function createQueryClient(): QueryClient {
  listenToWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
