import { Button, FailureLine, TextField, toast, useFormat } from '@atelier/shared';
import type { ContentPreviewLink } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { createPreviewLink, type PageRef } from './api';
import styles from './Content.module.css';
import { useContentFailure } from './content-failure';

/**
 * "Preview": a 24-hour link to the page on the public site showing the saved draft to anyone
 * who has it; it opens in a new tab and stays here to copy.
 */
export function PreviewLink({ pageRef, isDirty }: { pageRef: PageRef; isDirty: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const describe = useContentFailure();
  const [link, setLink] = useState<ContentPreviewLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function create() {
    setFailure(null);
    setIsPending(true);
    const result = await createPreviewLink(pageRef);
    setIsPending(false);
    if (!result.success) {
      setFailure(describe(result));
      return;
    }
    setLink(result);
    window.open(result.url, '_blank', 'noopener');
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('content.preview.copied'));
    } catch {
      toast.error(t('content.preview.copyFailed'));
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('content.preview.title')}</legend>
      <p className={styles.muted}>
        {isDirty ? t('content.preview.savedOnly') : t('content.preview.hint')}
      </p>
      <FailureLine>{failure}</FailureLine>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          disabled={isPending}
          onClick={() => void create()}
        >
          {t('content.preview.create')}
        </Button>
      </div>
      {link ? (
        <div className={styles.previewLink}>
          <TextField
            label={t('content.preview.link')}
            value={link.url}
            readOnly
            hint={t('content.preview.expires', {
              when: format.moment(link.expires_at),
            })}
            onFocus={(event) => event.target.select()}
          />
          <Button type="button" variant="ghost" onClick={() => void copy(link.url)}>
            {t('content.preview.copy')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
