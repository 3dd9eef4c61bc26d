import { ErrorPanel } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from './remote-registry';

/** The translated panel shown in place of an area whose remote cannot be loaded. */
export function RemoteUnavailable({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-remote-error={name}>
      <ErrorPanel
        title={t('remoteError.title')}
        message={t('remoteError.message', { area: t(`remoteError.areas.${name}`) })}
        retryLabel={t('retry')}
        onRetry={onRetry}
      />
    </div>
  );
}
