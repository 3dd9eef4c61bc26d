import { hasAllAltText, type MediaImage } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { thumbnailUrl } from './api';
import styles from './Images.module.css';

/** An image's card content: its smallest WebP (or a placeholder), name and "Needs alt text". */
export function ImageThumbnail({ image }: { image: MediaImage }) {
  const { t } = useTranslation(NAMESPACE);
  const url = thumbnailUrl(image);
  return (
    <>
      {url ? (
        <img
          className={styles.thumb}
          src={url}
          alt=""
          loading="lazy"
          width={image.width}
          height={image.height}
        />
      ) : (
        <span className={styles.thumbPlaceholder} aria-hidden="true" />
      )}
      <span className={styles.cardName}>{image.file_name}</span>
      {hasAllAltText(image) ? null : (
        <span className={styles.needsAlt}>{t('images.needsAlt')}</span>
      )}
    </>
  );
}
