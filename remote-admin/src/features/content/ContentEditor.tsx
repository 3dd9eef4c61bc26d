import { Badge, Button, FailureLine, toast, useFormat } from '@atelier/shared';
import type { ContentDocument, ContentDraftAnswer, ContentValue } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { saveDraft } from './api';
import styles from './Content.module.css';
import { useContentFailure } from './content-failure';
import { DocumentFields } from './DocumentFields';
import { type Path, setAt } from './document-edit';
import { PreviewLink } from './PreviewLink';
import { PublishControls } from './PublishControls';
import { useContentWrite } from './use-content';

/**
 * The form of one page in one language. What is typed stays in this state until a save
 * succeeds, so a refused save loses nothing; the server's messages show beside their fields.
 */
export function ContentEditor({ draft }: { draft: ContentDraftAnswer }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const describe = useContentFailure();
  const write = useContentWrite();
  const ref = { page: draft.page, locale: draft.locale };
  const [document, setDocument] = useState<ContentDocument>(draft.content);
  const [isDirty, setIsDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const change = (path: Path, value: ContentValue) => {
    setDocument((current) => setAt(current, path, value) as ContentDocument);
    setIsDirty(true);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setFailure(null);
    const result = await write(() => saveDraft(ref, document));
    setIsSaving(false);
    if (result.success) {
      setErrors({});
      setIsDirty(false);
      toast.success(t('content.saved'));
      return;
    }
    setErrors(result.fields ?? {});
    setFailure(describe(result));
  }

  return (
    <form className={styles.editor} onSubmit={save} noValidate>
      <div className={kitStyles.toolbarWide} role="status">
        {draft.has_unpublished_changes ? (
          <Badge tone="warning">{t('content.status.unpublished')}</Badge>
        ) : (
          <Badge tone="success">{t('content.status.upToDate')}</Badge>
        )}
        {draft.scheduled_at ? (
          <Badge tone="info">
            {t('content.status.scheduled', { when: format.moment(draft.scheduled_at) })}
          </Badge>
        ) : null}
        <span className={styles.muted}>
          {draft.published_at
            ? t('content.status.published', {
                version: draft.version,
                when: format.moment(draft.published_at),
              })
            : t('content.status.seed')}
        </span>
        {isDirty ? <span className={styles.muted}>{t('content.status.unsaved')}</span> : null}
      </div>
      <DocumentFields
        document={document}
        errors={errors}
        images={draft.images}
        locale={draft.locale}
        onChange={change}
      />
      <div className={styles.actions}>
        <FailureLine>{failure}</FailureLine>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('content.saving') : t('content.saveDraft')}
        </Button>
      </div>
      <PublishControls pageRef={ref} isDirty={isDirty} />
      <PreviewLink pageRef={ref} isDirty={isDirty} />
    </form>
  );
}
