import { Badge, type BadgeTone, type InvoiceStatus, type ProposalStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

const PROPOSAL_TONE: Record<ProposalStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

const INVOICE_TONE: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'warning',
};

/** The status in words; the colour only repeats it. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={PROPOSAL_TONE[status]}>{t(`proposals.statuses.${status}`)}</Badge>;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={INVOICE_TONE[status]}>{t(`invoices.statuses.${status}`)}</Badge>;
}
