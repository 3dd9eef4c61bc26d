import { toast } from '@atelier/shared';
import type { Campaign } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { NAMESPACE } from '../../i18n';
import { deleteCampaign } from './api';
import { useMarketingFailure, useMarketingWrite } from './use-marketing';

/** Deletes a campaign after asking; the visits and leads it counted stay. */
export function DeleteCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const write = useMarketingWrite();
  const describe = useMarketingFailure();
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  async function confirm() {
    if (!campaign) return;
    setIsPending(true);
    const result = await write(() => deleteCampaign(campaign.id));
    setIsPending(false);
    if (!result.success) {
      setFailure(describe(result));
      return;
    }
    toast.success(t('marketing.campaigns.deleted', { name: campaign.name }));
    close();
  }

  return (
    <ConfirmDialog
      isOpen={campaign !== null}
      title={t('marketing.campaigns.deleteTitle')}
      isDestructive
      confirmLabel={t('common.delete.confirm')}
      pendingLabel={t('common.delete.deleting')}
      cancelLabel={t('common.delete.cancel')}
      isPending={isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <p>{t('marketing.campaigns.deleteText', { name: campaign?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}
