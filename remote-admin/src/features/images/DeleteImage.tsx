import { Button, FailureLine, toast } from '@atelier/shared';
import type { ImageUse, MediaImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { deleteImage } from './api';
import { UsageList } from './ImageFacts';
import styles from './Images.module.css';
import { useImagesFailure } from './images-failure';
import { useImagesWrite } from './use-images';

/**
 * Delete, asked twice. An image in use is refused by the server with its uses, listed here so
 * the admin knows where to remove it first.
 */
export function DeleteImage({ image, onDeleted }: { image: MediaImage; onDeleted: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useImagesFailure();
  const write = useImagesWrite();
  const [isAsking, setIsAsking] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; uses: ImageUse[] } | null>(null);

  async function confirm() {
    setIsPending(true);
    const result = await write(() => deleteImage(image.id));
    setIsPending(false);
    setIsAsking(false);
    if (result.success) {
      toast.success(t('images.delete.done', { name: image.file_name }));
      onDeleted();
      return;
    }
    setRefusal({
      message: result.code === 'IMAGE_IN_USE' ? t('images.delete.inUse') : describe(result),
      uses: result.uses ?? [],
    });
  }

  return (
    <div className={styles.deleteBox}>
      {refusal ? (
        <FailureLine as="div">
          <p>{refusal.message}</p>
          {refusal.uses.length > 0 ? <UsageList uses={refusal.uses} empty="" /> : null}
        </FailureLine>
      ) : null}
      {isAsking ? (
        <>
          <p>{t('images.delete.question', { name: image.file_name })}</p>
          <div className={kitStyles.cluster}>
            <Button variant="secondary" onClick={() => setIsAsking(false)} disabled={isPending}>
              {t('images.delete.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={isPending}>
              {isPending ? t('images.delete.deleting') : t('images.delete.confirm')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="danger" onClick={() => setIsAsking(true)}>
          {t('images.delete.action')}
        </Button>
      )}
    </div>
  );
}
