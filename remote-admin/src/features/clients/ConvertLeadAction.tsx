import { Button, ButtonLink, type Lead, toast } from '@atelier/shared';
import { useClientWrites } from '@atelier/shared/data/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

/**
 * On a lead's panel: makes the lead a client and opens the client's page; once converted,
 * a link to that client instead.
 */
export function ConvertLeadAction({ lead }: { lead: Lead }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const clientWrites = useClientWrites();

  if (lead.converted_client_id) {
    return (
      <ButtonLink size="sm" variant="secondary" to={`/admin/clients/${lead.converted_client_id}`}>
        {t('clients.convert.open')}
      </ButtonLink>
    );
  }

  async function convert() {
    setIsPending(true);
    try {
      const result = await clientWrites.convertLead(lead.id);
      if (result.success) {
        toast.success(t('clients.convert.done', { name: result.client.name }));
        await navigate(`/admin/clients/${result.client.id}`);
      } else {
        toast.error(t('clients.convert.failed', { reason: failureMessage(t, result) }));
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Button size="sm" variant="secondary" disabled={isPending} onClick={() => void convert()}>
      {isPending ? t('clients.convert.pending') : t('clients.convert.action')}
    </Button>
  );
}
