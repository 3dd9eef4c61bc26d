import { LoadingSpinner, useAuth } from '@atelier/shared';
import { usePortalOverview } from '@atelier/shared/data/portal';
import type { ReactNode } from 'react';
import { useClientLanguage } from '../layout/use-client-language';
import { NotLinkedScreen } from './NotLinkedScreen';
import { isNotLinked } from './not-linked';

/**
 * Every portal page sits behind this: a client account not linked to a client record sees
 * the not-linked screen instead of each page's errors. Other failures are the pages' own to
 * show (with their retry). An administrator, refused by `client-portal`, passes through.
 * Without a language of their own choosing, the client reads the portal in their record's.
 */
export function PortalAccessGate({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const access = usePortalOverview(!isAdmin);
  // The overview names the client's language: the portal starts in it (docs/portal.md).
  useClientLanguage(access.data?.client.language);
  if (isAdmin) return children;
  if (access.isLoading) return <LoadingSpinner />;
  if (isNotLinked(access.failure)) return <NotLinkedScreen onCheckAgain={access.refetch} />;
  return children;
}
