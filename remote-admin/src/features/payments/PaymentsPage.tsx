import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { InvoicesTab } from './InvoicesTab';
import { PaymentsTab } from './PaymentsTab';
import { PaymentTabs } from './PaymentTabs';
import { parseTab, tabParams } from './payments-tabs';

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
      <PaymentTabs tab={tab} onChange={(next) => setParams(tabParams(next))}>
        {tab === 'invoices' ? <InvoicesTab /> : <PaymentsTab />}
      </PaymentTabs>
    </>
  );
}
