import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTabs } from '../../common/PageTabs';
import { NAMESPACE } from '../../i18n';
import { InvoicesTab } from './InvoicesTab';
import { PaymentsTab } from './PaymentsTab';
import { PAYMENT_TABS, parseTab, tabParams } from './payments-tabs';

/** Invoices and the payments received, in two tabs named in the URL. */
export default function PaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('payments.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params);
  return (
    <>
      <PageHeader title={title} description={t('payments.description')} />
      <PageTabs
        tabs={PAYMENT_TABS}
        tab={tab}
        onChange={(next) => setParams(tabParams(next))}
        label={t('payments.tabs.label')}
        nameOf={(each) => t(`payments.tabs.${each}`)}
      >
        {tab === 'invoices' ? <InvoicesTab /> : <PaymentsTab />}
      </PageTabs>
    </>
  );
}
