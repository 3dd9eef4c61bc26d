import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../common/format';
import common from '../../common/Public.module.css';
import { Section, sectionCopy } from '../../common/Section';
import { usePrices } from '../../content/prices-store';
import { ServiceIcon } from '../../content/ServiceIcon';
import { SERVICE_IDS, serviceFacts } from '../../content/services';
import { NAMESPACE } from '../../i18n';
import styles from './ServicesOverview.module.css';

export function ServicesOverview() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const prices = usePrices();
  return (
    <Section id="services" {...sectionCopy(t, 'home.services', true)}>
      <ul className={`${common.cardGrid} ${common.cardGridPairs}`}>
        {SERVICE_IDS.map((id) => (
          <li key={id} className={styles.card}>
            <span className={styles.icon}>
              <ServiceIcon id={id} />
            </span>
            <h3 className={styles.name}>{t(`catalog.${id}.name`)}</h3>
            <p className={styles.summary}>{t(`catalog.${id}.summary`)}</p>
            <p className={styles.price}>
              {t('services.from', {
                price: formatUsd(serviceFacts(id, prices).from, i18n.language),
              })}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/services" className={styles.moreLink}>
          {t('home.services.more')}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </Section>
  );
}
