import { Dialog, ErrorPanel, FailureLine, Spinner } from '@atelier/shared';
import { hasAllAltText, type MediaImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../common/SearchBox';
import { NAMESPACE } from '../../i18n';
import styles from './Images.module.css';
import { ImageThumbnail } from './ImageThumbnail';
import { useImagesFailure } from './images-failure';
import { useImages } from './use-images';

/**
 * Chooses an image of the library for a page or a proposal. An image without alt text in
 * English and French is refused with a message: alt text is required before use (docs/images.md).
 */
export function ImagePicker({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose: () => void;
  onPick: (image: MediaImage) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog isOpen={isOpen} title={t('images.picker.title')} onClose={onClose}>
      {isOpen ? <PickerBody onPick={onPick} /> : null}
    </Dialog>
  );
}

function PickerBody({ onPick }: { onPick: (image: MediaImage) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useImagesFailure();
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const list = useImages({ ...(search ? { search } : {}), page: 1, pageSize: 48 });

  const choose = (image: MediaImage) => {
    if (!hasAllAltText(image)) {
      setRefused(t('images.picker.needsAlt', { name: image.file_name }));
      return;
    }
    setRefused(null);
    onPick(image);
  };

  return (
    <div className={styles.picker}>
      <SearchBox
        label={t('common.filters.search')}
        placeholder={t('images.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
      />
      <FailureLine>{refused}</FailureLine>
      {list.failure ? (
        <ErrorPanel
          title={t('images.failedTitle')}
          message={describe(list.failure)}
          retryLabel={t('common.retry')}
          onRetry={list.refetch}
        />
      ) : !list.data ? (
        <Spinner label={t('images.loading')} />
      ) : list.data.images.length === 0 ? (
        <p className={kitStyles.note}>{t('images.noMatch.title')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('images.gridLabel')}>
          {list.data.images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.card}
                onClick={() => choose(image)}
                aria-label={t('images.picker.choose', { name: image.file_name })}
              >
                <ImageThumbnail image={image} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
