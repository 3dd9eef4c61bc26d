import { Dialog } from '@atelier/shared';
import { hasAllAltText, type MediaImage } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { DeleteImage } from './DeleteImage';
import { ImageDetailsForm } from './ImageDetailsForm';
import { ImageFacts } from './ImageFacts';
import styles from './Images.module.css';

/** One image: focal point, alt texts, tags, where it is used, its variants, Delete. */
export function ImageDetailDialog({
  image,
  onChange,
  onClose,
}: {
  image: MediaImage | null;
  onChange: (image: MediaImage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={image !== null}
      title={image?.file_name ?? ''}
      onClose={onClose}
      placement="side"
    >
      {image ? (
        <div className={styles.detail}>
          {hasAllAltText(image) ? null : (
            <p className={styles.needsAltNotice} role="note">
              {t('images.details.needsAltNotice')}
            </p>
          )}
          <ImageDetailsForm key={image.id} image={image} onSaved={onChange} />
          <ImageFacts image={image} />
          <DeleteImage key={`delete-${image.id}`} image={image} onDeleted={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}
