import { ButtonLink, ErrorPanel, LoadingSpinner, useAuth, useAuthStore } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionCheck } from '../auth/session-check';
import { type Area, decideAccess } from './access';

function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  return (
    <main>
      <ErrorPanel
        title={t('session.unreachable.title')}
        message={t('session.unreachable.message')}
        retryLabel={t('session.unreachable.retry')}
        onRetry={onRetry}
        extraAction={
          <ButtonLink to="/" variant="secondary">
            {common('notFound.home')}
          </ButtonLink>
        }
      />
    </main>
  );
}

/** Renders an area only for the visitors `decideAccess` lets in; sends the others on. */
export function AccessGate({ area, children }: { area: Area; children: ReactNode }) {
  const { status, user } = useAuth();
  const signOutReason = useAuthStore((state) => state.signOutReason);
  const { isUnreachable, retry } = useSessionCheck();
  const { pathname, search } = useLocation();
  const decision = decideAccess({
    area,
    status,
    role: user?.role,
    isUnreachable,
    signOutReason,
    pathname,
    search,
  });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return <LoadingSpinner />;
    case 'unreachable':
      return <SessionUnreachable onRetry={retry} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
