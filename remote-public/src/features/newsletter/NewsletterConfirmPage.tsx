import { ButtonLink, useDocumentTitle } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { PageIntro } from '../../common/PageIntro';
import { useSubmission } from '../../common/use-submission';
import { NAMESPACE } from '../../i18n';
import { confirmSubscription } from './api';
import styles from './Newsletter.module.css';

/**
 * `/newsletter/confirm?token=…`, the confirmation e-mail's link: confirms on arrival (the
 * double opt-in's second step); a second visit says it is already done.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('meta.template', { page: t('newsletter.confirm.metaTitle') }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const submission = useSubmission();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const hasRun = useRef(false);
  const { run, fail } = submission;

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    if (!token) {
      fail({ key: 'newsletter.invalidLink' });
      return;
    }
    void run(() => confirmSubscription(token)).then((result) => {
      if (result?.success) setIsConfirmed(true);
      else if (result?.code === 'NOT_FOUND') fail({ key: 'newsletter.invalidLink' });
    });
  }, [token, run, fail]);

  return (
    <>
      <PageIntro
        eyebrow={t('newsletter.title')}
        title={t('newsletter.confirm.title')}
        lead={t('newsletter.confirm.lead')}
      />
      <div className={styles.page}>
        {isConfirmed ? (
          <p role="status">{t('newsletter.confirm.done')}</p>
        ) : submission.failure ? (
          <FailureAlert failure={submission.failure} title={t('newsletter.confirm.failedTitle')} />
        ) : (
          <p role="status">{t('newsletter.confirm.working')}</p>
        )}
        <ButtonLink to="/" variant="secondary">
          {t('newsletter.home')}
        </ButtonLink>
      </div>
    </>
  );
}
