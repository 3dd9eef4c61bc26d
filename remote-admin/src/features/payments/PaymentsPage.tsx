import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTabs } from '../../common/PageTabs';
import { NAMESPACE } from '../../i18n';
import { CreditNotesTab } from './CreditNotesTab';
import { InvoicesTab } from './InvoicesTab';
import { PaymentsTab } from './PaymentsTab';
import { PAYMENT_TABS, parseTab, tabParams } from './payments-tabs';

/** Invoices, the payments received and the credit notes, in tabs named in the URL. */
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
        {tab === 'invoices' ? <InvoicesTab /> : null}
        {tab === 'payments' ? <PaymentsTab /> : null}
        {tab === 'credit-notes' ? <CreditNotesTab /> : null}
      </PageTabs>
    </>
  );
}
