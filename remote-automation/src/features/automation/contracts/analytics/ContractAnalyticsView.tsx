import { EmptyState } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

/** Until this view is built, its empty state. */
export function ContractAnalyticsView() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <EmptyState
      title={t('tabs.contracts.views.analytics.emptyTitle')}
      description={t('tabs.contracts.views.analytics.emptyDescription')}
    />
  );
}
