import { type ApiFailure, ErrorPanel } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { isFinalLinkFailure, signingFailureMessage } from './signing-state';

/**
 * Why a link shows no contract, in the server's words ("This signing link is not valid", "…has
 * expired on …; ask <agency> for a new one"). A final answer offers no retry: trying again
 * cannot change it. Only a failure to reach the server can be tried again, by hand.
 */
export function LinkFailure({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const message = signingFailureMessage(failure);
  const isFinal = isFinalLinkFailure(failure);
  return (
    <ErrorPanel
      title={isFinal ? t('signing.linkFailure.title') : t('signing.linkFailure.unreachableTitle')}
      message={'key' in message ? t(message.key) : message.text}
      retryLabel={t('signing.linkFailure.retry')}
      onRetry={isFinal ? undefined : onRetry}
    />
  );
}
