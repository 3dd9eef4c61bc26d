import {
  Badge,
  type BadgeTone,
  type InvoiceStatus,
  type ProjectStatus,
  type ProposalStatus,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** The status in words; the colour only repeats it. */
const PROJECT_TONE: Record<ProjectStatus, BadgeTone> = {
  planning: 'neutral',
  in_progress: 'primary',
  review: 'info',
  completed: 'success',
  on_hold: 'warning',
  cancelled: 'danger',
};

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
  credited: 'neutral',
  cancelled: 'warning',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={PROJECT_TONE[status]}>{t(`projects.statuses.${status}`)}</Badge>;
}

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={PROPOSAL_TONE[status]}>{t(`proposals.statuses.${status}`)}</Badge>;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={INVOICE_TONE[status]}>{t(`invoices.statuses.${status}`)}</Badge>;
}
