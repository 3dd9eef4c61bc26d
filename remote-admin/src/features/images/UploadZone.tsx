import { Button } from '@atelier/shared';
import { MEDIA_UPLOAD_TYPES } from '@atelier/shared/contract';
import { kitStyles, ProgressBar } from '@atelier/shared/kit';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Images.module.css';
import { uploadFailureMessage } from './upload-failure';
import { useUploads } from './use-uploads';

/**
 * Drop images here or choose them (several at once); each file has its progress bar, then
 * "Making sizes…" while the server resizes it, then done or why it was refused.
 */
export function UploadZone() {
  const { t } = useTranslation(NAMESPACE);
  const inputId = useId();
  const { entries, upload, clearFinished } = useUploads();
  const [isOver, setIsOver] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <section className={styles.upload} aria-label={t('images.upload.label')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the keyboard uses the file input */}
      <div
        className={isOver ? `${styles.dropZone} ${styles.dropZoneOver}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={drop}
      >
        <p className={styles.dropText}>{t('images.upload.drop')}</p>
        <label htmlFor={inputId} className={styles.chooseButton}>
          {t('images.upload.choose')}
        </label>
        <input
          id={inputId}
          className="at-visually-hidden"
          type="file"
          multiple
          accept={MEDIA_UPLOAD_TYPES.join(',')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
        <p className={kitStyles.note}>{t('images.upload.hint')}</p>
      </div>
      {entries.length > 0 ? (
        <>
          <ul className={styles.uploadList} aria-label={t('images.upload.listLabel')}>
            {entries.map((entry) => (
              <li key={entry.key} className={styles.uploadItem}>
                <span className={styles.uploadName}>{entry.name}</span>
                {entry.state === 'failed' ? null : (
                  <ProgressBar
                    value={entry.progress * 100}
                    label={t('images.upload.progress', { name: entry.name })}
                    valueText={(percent) => t('projects.progressValue', { percent })}
                  />
                )}
                <span
                  role="status"
                  className={entry.state === 'failed' ? kitStyles.dangerText : undefined}
                >
                  {entry.failure
                    ? uploadFailureMessage(t, entry.failure)
                    : t(`images.upload.states.${entry.state}`)}
                </span>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={clearFinished}>
            {t('images.upload.clear')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
