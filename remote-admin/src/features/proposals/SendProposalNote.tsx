import type { Proposal } from '@atelier/shared';
import { useClientDetail } from '@atelier/shared/data/clients';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * What sending does for the recipient, in the send dialog: a client without portal access gets
 * it through the e-mail's link (docs/portal.md "Opening a proposal by its link"), no invitation
 * needed; a client with access opens it in their portal.
 */
export function SendProposalNote({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation(NAMESPACE);
  const client = useClientDetail(proposal.client_id);
  const record = client.data?.client;
  if (!proposal.client_id || !record) return null;
  return (
    <p>
      {record.user_id
        ? t('proposals.send.hasPortal', { email: record.email })
        : t('proposals.send.accessByLink', { email: record.email })}
    </p>
  );
}
