import { LoadingSpinner, useAuth } from '@atelier/shared';
import type { ReactNode } from 'react';
import { NotLinkedScreen } from './NotLinkedScreen';
import { isNotLinked } from './not-linked';
import { usePortalOverview } from './use-portal-access';

/**
 * Every portal page sits behind this: a client account not linked to a client record sees
 * the not-linked screen instead of each page's errors. Other failures are the pages' own to
 * show (with their retry). An administrator, refused by `client-portal`, passes through.
 */
export function PortalAccessGate({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const access = usePortalOverview(!isAdmin);
  if (isAdmin) return children;
  if (access.isLoading) return <LoadingSpinner />;
  if (isNotLinked(access.failure)) return <NotLinkedScreen onCheckAgain={access.refetch} />;
  return children;
}
