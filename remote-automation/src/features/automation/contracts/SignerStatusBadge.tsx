import { Badge, type BadgeTone, type SignerStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const SIGNER_TONES: Record<SignerStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'info',
  viewed: 'primary',
  signed: 'success',
  declined: 'danger',
};

/** Where a signer is (waiting, e-mailed, viewed, signed, declined), in the same colours everywhere. */
export function SignerStatusBadge({ status }: { status: SignerStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={SIGNER_TONES[status]}>{t(`contracts.signerStatuses.${status}`)}</Badge>;
}
