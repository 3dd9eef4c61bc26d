import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { NAMESPACE } from '../../i18n';
import styles from './GetStartedPage.module.css';
import { LeadForm } from './LeadForm';
import { NextSteps } from './NextSteps';
import { ThankYou } from './ThankYou';

export default function GetStartedPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('getStarted');
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);

  return (
    <>
      <PageIntro
        eyebrow={t('getStarted.eyebrow')}
        title={t('getStarted.title')}
        lead={t('getStarted.lead')}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {sentTo ? (
            <ThankYou name={sentTo.name} email={sentTo.email} />
          ) : params.get('sent') === '1' ? (
            // Where a form sent without the page's script lands (its name and e-mail stay out
            // of the address).
            <ThankYou />
          ) : (
            <LeadForm params={params} onSent={setSentTo} />
          )}
        </div>
        <NextSteps />
      </div>
    </>
  );
}
