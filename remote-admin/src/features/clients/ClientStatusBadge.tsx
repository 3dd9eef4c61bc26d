import { Badge, type ClientStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'}>
      {t(`clients.statuses.${status}`)}
    </Badge>
  );
}
