import { ErrorPanel, Spinner } from '@atelier/shared';
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
  loadingLabel: string;
};

/** A document's page before its document arrives: a spinner, or why it failed with a retry. */
export function DetailFallback(props: DetailFallbackProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!props.failure) return <Spinner label={props.loadingLabel} />;
  return (
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
}
