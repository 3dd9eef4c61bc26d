import { Dialog, ErrorPanel, Spinner, useFormat } from '@atelier/shared';
import type { Campaign } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { getCampaignStats, marketingKeys, registerMarketingDemo } from './api';
import { CampaignLink } from './CampaignLink';
import { useMarketingFailure } from './use-marketing';

/** One campaign's figures, read afresh (docs/marketing.md#attribution), and its link. */
export function CampaignStatsDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={campaign !== null}
      title={campaign ? t('marketing.stats.title', { name: campaign.name }) : ''}
      onClose={onClose}
    >
      {campaign ? <CampaignStats campaign={campaign} /> : null}
    </Dialog>
  );
}

function CampaignStats({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const describe = useMarketingFailure();
  const query = useApiQuery([...marketingKeys.campaigns, campaign.id], async (signal) => {
    await registerMarketingDemo();
    return await getCampaignStats(campaign.id, { signal });
  });
  const stats = query.data?.stats;
  if (!stats) {
    return query.failure ? (
      <ErrorPanel
        title={t('marketing.stats.failedTitle')}
        message={describe(query.failure)}
        retryLabel={t('common.retry')}
        onRetry={query.refetch}
      />
    ) : (
      <Spinner label={t('marketing.stats.loading')} />
    );
  }
  const money = (cents: number | null) =>
    cents === null ? t('marketing.stats.none') : format.money(cents, campaign.currency);
  const rows: [string, string][] = [
    ['visits', format.number(stats.visits)],
    ['visitors', format.number(stats.visitors)],
    ['leads', format.number(stats.leads)],
    ['clients', format.number(stats.clients)],
    ['revenue', money(stats.revenue_cents)],
    ['budget', money(campaign.budget_cents)],
    ['costPerLead', money(stats.cost_per_lead_cents)],
    ['roi', stats.roi === null ? t('marketing.stats.none') : format.percent(stats.roi * 100)],
  ];
  return (
    <>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`marketing.stats.${key}`)}</dt>
            <dd data-testid={`stat-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('marketing.stats.attribution')}</p>
      <CampaignLink
        tags={{
          ...campaign,
          utm_source: campaign.utm_source ?? '',
          utm_medium: campaign.utm_medium ?? '',
          utm_term: campaign.utm_term ?? '',
          utm_content: campaign.utm_content ?? '',
        }}
      />
    </>
  );
}
