import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTabs } from '../../common/PageTabs';
import { NAMESPACE } from '../../i18n';
import { OutboxTab } from './OutboxTab';
import { TemplatesTab } from './TemplatesTab';

const EMAIL_TABS = ['templates', 'outbox'] as const;
type EmailTab = (typeof EMAIL_TABS)[number];

/** `/admin/email`: the templates of every e-mail sent, and the outbox (docs/email.md). */
export default function EmailPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('email.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const tab: EmailTab = params.get('tab') === 'outbox' ? 'outbox' : 'templates';
  // The outbox's filters belong to the outbox: switching tabs starts from none.
  const changeTab = (next: EmailTab) =>
    setParams(next === 'outbox' ? { tab: next } : {}, { replace: true });

  return (
    <>
      <PageHeader title={title} description={t('email.description')} />
      <PageTabs
        tabs={EMAIL_TABS}
        tab={tab}
        onChange={changeTab}
        label={t('email.tabs.label')}
        nameOf={(each) => t(`email.tabs.${each}`)}
      >
        {tab === 'outbox' ? <OutboxTab /> : <TemplatesTab />}
      </PageTabs>
    </>
  );
}
