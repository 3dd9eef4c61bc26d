import { Button, toast } from '@atelier/shared';
import type { MediaImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { absoluteMediaUrl } from './api';
import styles from './Images.module.css';

const kiloBytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Where the image is used, and every variant with its size and a "Copy URL" button. */
export function ImageFacts({ image }: { image: MediaImage }) {
  const { t } = useTranslation(NAMESPACE);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('images.variants.copied'));
    } catch {
      toast.error(t('images.variants.copyFailed'));
    }
  }

  return (
    <>
      <h3 className={styles.subTitle}>{t('images.usage.title')}</h3>
      <UsageList uses={image.usage} empty={t('images.usage.none')} />
      <h3 className={styles.subTitle}>{t('images.variants.title')}</h3>
      <p className={kitStyles.note}>
        {t('images.variants.original', {
          width: image.width,
          height: image.height,
          size: kiloBytes(image.bytes),
        })}
      </p>
      <ul className={styles.variantList} aria-label={t('images.variants.title')}>
        {image.variants.map((variant) => {
          const name = t('images.variants.item', {
            width: variant.width,
            format: variant.format.toUpperCase(),
            size: kiloBytes(variant.bytes),
          });
          return (
            <li key={variant.url} className={`${kitStyles.spread} ${styles.variantItem}`}>
              <span>{name}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copy(absoluteMediaUrl(variant.url))}
                aria-label={t('images.variants.copy', { name })}
              >
                {t('images.variants.copyShort')}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function UsageList({ uses, empty }: { uses: MediaImage['usage']; empty: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (uses.length === 0) return <p className={kitStyles.note}>{empty}</p>;
  return (
    <ul className={styles.usageList}>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}`}>
          {t('images.usage.item', { kind: use.kind, label: use.label })}
        </li>
      ))}
    </ul>
  );
}
