import { Button, ButtonLink, useDocumentTitle } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { PageIntro } from '../../common/PageIntro';
import { useSubmission } from '../../common/use-submission';
import { NAMESPACE } from '../../i18n';
import { unsubscribeFromNewsletter } from './api';
import styles from './Newsletter.module.css';

/**
 * `/newsletter/unsubscribe?token=…`, the visible link of every newsletter e-mail: one click
 * unsubscribes. It waits for that click rather than acting on arrival, because mail scanners
 * open links by themselves (the mail clients' one-click POST is docs/marketing.md).
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('meta.template', { page: t('newsletter.unsubscribe.metaTitle') }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const submission = useSubmission();
  const [isDone, setIsDone] = useState(false);

  async function unsubscribe() {
    if (!token) {
      submission.fail({ key: 'newsletter.invalidLink' });
      return;
    }
    const result = await submission.run(() => unsubscribeFromNewsletter(token));
    if (result?.success) setIsDone(true);
    else if (result?.code === 'NOT_FOUND') submission.fail({ key: 'newsletter.invalidLink' });
  }

  return (
    <>
      <PageIntro
        eyebrow={t('newsletter.title')}
        title={t('newsletter.unsubscribe.title')}
        lead={t('newsletter.unsubscribe.lead')}
      />
      <div className={styles.page}>
        {isDone ? (
          <p role="status">{t('newsletter.unsubscribe.done')}</p>
        ) : (
          <>
            <FailureAlert
              failure={submission.failure}
              title={t('newsletter.unsubscribe.failedTitle')}
            />
            <Button onClick={() => void unsubscribe()} disabled={submission.isPending}>
              {t('newsletter.unsubscribe.button')}
            </Button>
          </>
        )}
        <ButtonLink to="/" variant="secondary">
          {t('newsletter.home')}
        </ButtonLink>
      </div>
    </>
  );
}
