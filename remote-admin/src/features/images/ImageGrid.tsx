import type { MediaImage } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Images.module.css';
import { ImageThumbnail } from './ImageThumbnail';

/** The library as a grid of cards; each opens the image's details. */
export function ImageGrid({
  images,
  onOpen,
}: {
  images: MediaImage[];
  onOpen: (image: MediaImage) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.grid} aria-label={t('images.gridLabel')}>
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            className={styles.card}
            onClick={() => onOpen(image)}
            aria-label={t('images.open', { name: image.file_name })}
          >
            <ImageThumbnail image={image} />
          </button>
        </li>
      ))}
    </ul>
  );
}
