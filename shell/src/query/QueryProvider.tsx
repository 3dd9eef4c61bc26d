import { loadErrorStrings } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

// The areas that read server data show its refusals: their sentences come with them.
void loadErrorStrings();

/** Loaded only by ServerCache, so react-query is fetched with the admin area or the portal. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
