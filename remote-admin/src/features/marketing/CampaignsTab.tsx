import { Button, ErrorPanel, Spinner, toast, useFormat } from '@atelier/shared';
import type { Campaign } from '@atelier/shared/contract';
import { type Column, DataTable, EmptyState, kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { CampaignDialog } from './CampaignDialog';
import { CampaignStatsDialog } from './CampaignStatsDialog';
import { DeleteCampaignDialog } from './DeleteCampaignDialog';
import styles from './Marketing.module.css';
import { useCampaigns, useMarketingFailure } from './use-marketing';

type Editing = { campaign: Campaign | null } | null;

/** The campaigns with their attributed figures; create, edit and open one's figures. */
export function CampaignsTab() {
  const { t } = useTranslation(NAMESPACE);
  const query = useCampaigns();
  const describe = useMarketingFailure();
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const columns = useCampaignColumns({
    onEdit: (campaign) => setEditing({ campaign }),
    onShow: setShown,
    onDelete: setDeleting,
  });
  const campaigns = query.data?.campaigns;

  return (
    <>
      <div className={kitStyles.filterBar}>
        <p className={styles.counts}>{t('marketing.campaigns.intro')}</p>
        <Button onClick={() => setEditing({ campaign: null })}>
          {t('marketing.campaigns.new')}
        </Button>
      </div>
      {campaigns ? (
        <DataTable
          caption={t('marketing.campaigns.caption')}
          columns={columns}
          rows={campaigns}
          rowKey={(campaign) => campaign.id}
          empty={
            <EmptyState
              title={t('marketing.campaigns.emptyTitle')}
              description={t('marketing.campaigns.emptyDescription')}
            />
          }
        />
      ) : query.failure ? (
        <ErrorPanel
          title={t('marketing.campaigns.failedTitle')}
          message={describe(query.failure)}
          retryLabel={t('common.retry')}
          onRetry={query.refetch}
        />
      ) : (
        <Spinner label={t('marketing.campaigns.loading')} />
      )}
      <CampaignDialog
        isOpen={editing !== null}
        campaign={editing?.campaign ?? null}
        onClose={() => setEditing(null)}
        onSaved={(campaign) => {
          setEditing(null);
          toast.success(t('marketing.campaigns.saved', { name: campaign.name }));
        }}
      />
      <CampaignStatsDialog campaign={shown} onClose={() => setShown(null)} />
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function useCampaignColumns(actions: {
  onEdit: (campaign: Campaign) => void;
  onShow: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}): Column<Campaign>[] {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const header = (key: string) => t(`marketing.campaigns.columns.${key}`);
  return [
    {
      key: 'name',
      header: header('name'),
      render: (c) => (
        <>
          <strong>{c.name}</strong>
          <br />
          {t(`marketing.channels.${c.channel}`)}
        </>
      ),
    },
    {
      key: 'dates',
      header: header('dates'),
      render: (c) =>
        c.end_date
          ? t('marketing.campaigns.range', {
              from: format.day(c.start_date),
              to: format.day(c.end_date),
            })
          : t('marketing.campaigns.since', { from: format.day(c.start_date) }),
    },
    {
      key: 'budget',
      header: header('budget'),
      isNumeric: true,
      render: (c) => format.money(c.budget_cents, c.currency),
    },
    {
      key: 'visits',
      header: header('visits'),
      isNumeric: true,
      render: (c) => format.number(c.stats.visits),
    },
    {
      key: 'leads',
      header: header('leads'),
      isNumeric: true,
      render: (c) => format.number(c.stats.leads),
    },
    {
      key: 'clients',
      header: header('clients'),
      isNumeric: true,
      render: (c) => format.number(c.stats.clients),
    },
    {
      key: 'revenue',
      header: header('revenue'),
      isNumeric: true,
      render: (c) => format.money(c.stats.revenue_cents, c.currency),
    },
    {
      key: 'actions',
      header: header('actions'),
      render: (c) => (
        <div className={kitStyles.cluster}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('marketing.campaigns.showStatsOf', { name: c.name })}
            onClick={() => actions.onShow(c)}
          >
            {t('marketing.campaigns.showStats')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('marketing.campaigns.editOf', { name: c.name })}
            onClick={() => actions.onEdit(c)}
          >
            {t('marketing.campaigns.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('marketing.campaigns.deleteOf', { name: c.name })}
            onClick={() => actions.onDelete(c)}
          >
            {t('marketing.campaigns.delete')}
          </Button>
        </div>
      ),
    },
  ];
}
