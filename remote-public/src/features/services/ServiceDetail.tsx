import { ButtonLink } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../common/format';
import { useTranslatedList } from '../../common/use-list';
import { useWeeksLabel } from '../../common/use-weeks-label';
import { usePrices } from '../../content/prices-store';
import { ServiceIcon } from '../../content/ServiceIcon';
import { type ServiceId, serviceFacts } from '../../content/services';
import { NAMESPACE } from '../../i18n';
import styles from './ServiceDetail.module.css';

export function ServiceDetail({ id }: { id: ServiceId }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const list = useTranslatedList();
  const weeksLabel = useWeeksLabel();
  const facts = serviceFacts(id, usePrices());
  const headingId = `service-${id}-title`;
  const query = `?projectType=${facts.projectType}`;

  return (
    <section id={`service-${id}`} aria-labelledby={headingId} className={styles.card}>
      <div className={styles.lead}>
        <span className={styles.icon}>
          <ServiceIcon id={id} />
        </span>
        <h2 id={headingId} className={styles.name}>
          {t(`catalog.${id}.name`)}
        </h2>
        <p className={styles.description}>{t(`catalog.${id}.description`)}</p>
        <p className={styles.ideal}>
          <strong>{t('services.idealFor')}</strong> {t(`catalog.${id}.idealFor`)}
        </p>
      </div>
      <div className={styles.details}>
        <h3 className={styles.subheading}>{t('services.included')}</h3>
        <ul className={styles.included}>
          {list(`catalog.${id}.included`).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>{t('services.timeline')}</dt>
            <dd>{weeksLabel(facts.weeks)}</dd>
          </div>
          <div>
            <dt>{t('services.price')}</dt>
            <dd>{t('services.from', { price: formatUsd(facts.from, i18n.language) })}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <ButtonLink to={`/estimator${query}`}>{t('services.estimateThis')}</ButtonLink>
          <ButtonLink to={`/get-started${query}`} variant="secondary">
            {t('services.talkToUs')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
