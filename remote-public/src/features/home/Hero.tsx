import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../common/ResponsiveImage';
import { StartLinks } from '../../common/StartLinks';
import { publishedImage } from '../../content/published';
import { NAMESPACE } from '../../i18n';
import styles from './Hero.module.css';

export function Hero() {
  const { t, i18n } = useTranslation(NAMESPACE);
  // The hero's library image when one is published (with alt text in this language), else the
  // sketch. Its id is content, not a sentence: read from the resources, not translated.
  const imageId: unknown = i18n.getResource(i18n.language, NAMESPACE, 'home.hero.image');
  const image = typeof imageId === 'string' ? publishedImage(imageId, i18n.language) : undefined;
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <span className={styles.dot} aria-hidden="true" />
            {t('home.hero.eyebrow')}
          </p>
          <h1 className={styles.title}>{t('home.hero.title')}</h1>
          <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
          <div className={styles.actions}>
            <StartLinks start={t('home.hero.primaryCta')} estimate={t('home.hero.secondaryCta')} />
          </div>
          <p className={styles.note}>{t('home.hero.note')}</p>
        </div>
        {image ? (
          <div className={styles.photo}>
            <ResponsiveImage
              image={image}
              sizes="(min-width: 961px) 45vw, 100vw"
              isEager
              className={styles.photoImage}
            />
          </div>
        ) : (
          <HeroVisual />
        )}
      </div>
    </div>
  );
}

/** A website sketched in CSS: decoration only, so it is hidden from assistive technology. */
function HeroVisual() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.window}>
        <div className={styles.chrome}>
          <span />
          <span />
          <span />
          <span className={styles.url} />
        </div>
        <div className={styles.page}>
          <span className={styles.lineWide} />
          <span className={styles.lineShort} />
          <span className={styles.pill} />
          <div className={styles.tiles}>
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
      <div className={`${styles.badge} ${styles.badgeTop}`}>
        <strong>{t('home.hero.visual.metric')}</strong>
        <span>{t('home.hero.visual.metricLabel')}</span>
      </div>
      <div className={`${styles.badge} ${styles.badgeBottom}`}>
        <strong>{t('home.hero.visual.launch')}</strong>
        <span>{t('home.hero.visual.launchLabel')}</span>
      </div>
    </div>
  );
}
