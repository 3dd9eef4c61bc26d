import { Badge, type BadgeTone, type InvoiceStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  overdue: 'danger',
  credited: 'neutral',
  paid: 'success',
  cancelled: 'neutral',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={TONES[status]}>{t(`invoices.statuses.${status}`)}</Badge>;
}
