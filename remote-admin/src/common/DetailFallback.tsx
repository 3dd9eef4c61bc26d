import { ErrorPanel, LoadingSpinner, Spinner } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type DetailFallbackProps = {
  /** The way back to the list, still offered when the record could not be loaded. */
  back: ReactNode;
  /** Why the record could not be loaded; `null` while it is on its way. */
  failure: string | null;
  failedTitle: string;
  onRetry: () => void;
  /** The spinner's label; without it, the app's own "Loading" (as while a page's code loads). */
  loadingLabel?: string;
  /** The page's frame around the way back and the failure (a client's, a project's page). */
  className?: string;
};

/**
 * A record's page before its record arrives (a client, a project, a proposal, an invoice): a
 * spinner, or why it failed with the way back and a retry.
 */
export function DetailFallback(props: DetailFallbackProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!props.failure) {
    return props.loadingLabel ? <Spinner label={props.loadingLabel} /> : <LoadingSpinner />;
  }
  const content = (
    <>
      {props.back}
      <ErrorPanel
        title={props.failedTitle}
        message={props.failure}
        retryLabel={t('common.retry')}
        onRetry={props.onRetry}
      />
    </>
  );
  return props.className ? <div className={props.className}>{content}</div> : content;
}
