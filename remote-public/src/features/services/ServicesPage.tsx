import { useTranslation } from 'react-i18next';
import { ClosingCta } from '../../common/ClosingCta';
import { PageIntro } from '../../common/PageIntro';
import { StartLinks } from '../../common/StartLinks';
import { usePageTitle } from '../../common/use-page-title';
import { usePageContent } from '../../content/published';
import { SERVICE_IDS } from '../../content/services';
import { NAMESPACE } from '../../i18n';
import { ServiceDetail } from './ServiceDetail';
import { ServicesFaq } from './ServicesFaq';
import styles from './ServicesPage.module.css';

export default function ServicesPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('services');
  usePageContent('services');
  return (
    <>
      <PageIntro
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        lead={t('services.lead')}
      >
        <StartLinks start={t('services.ctaStart')} estimate={t('services.ctaEstimate')} />
      </PageIntro>
      <div className={styles.body}>
        <nav aria-label={t('services.jumpLabel')} className={styles.jump}>
          <ul className={styles.jumpList}>
            {SERVICE_IDS.map((id) => (
              <li key={id}>
                <a href={`#service-${id}`} className={styles.jumpLink}>
                  {t(`catalog.${id}.name`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.list}>
          {SERVICE_IDS.map((id) => (
            <ServiceDetail key={id} id={id} />
          ))}
        </div>
      </div>
      <ServicesFaq />
      <ClosingCta />
    </>
  );
}
