import { ErrorPanel, PageHeader, SelectField, Spinner, useDocumentTitle } from '@atelier/shared';
import {
  CONTENT_LOCALES,
  CONTENT_PAGES,
  type ContentLocale,
  LANGUAGE_LESS_PAGES,
  type ContentPage as PageId,
} from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './Content.module.css';
import { ContentEditor } from './ContentEditor';
import { useContentFailure } from './content-failure';
import { RevisionsPanel } from './RevisionsPanel';
import { useContentDraft } from './use-content';

const pageOf = (value: string | null): PageId =>
  (CONTENT_PAGES as readonly string[]).includes(value ?? '') ? (value as PageId) : 'home';
const localeOf = (value: string | null): ContentLocale => (value === 'fr' ? 'fr' : 'en');

/** `/admin/content`: the public site's words per page and language (docs/content.md). */
export default function ContentPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('content.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const ref = { page: pageOf(params.get('page')), locale: localeOf(params.get('lang')) };
  const choose = (next: Partial<typeof ref>) => {
    const chosen = { ...ref, ...next };
    setParams({ page: chosen.page, lang: chosen.locale }, { replace: true });
  };
  const query = useContentDraft(ref);
  const describe = useContentFailure();
  const draft = query.data?.draft;

  return (
    <>
      <PageHeader title={title} description={t('content.description')} />
      <div className={styles.pickers}>
        <SelectField
          label={t('content.pagePicker')}
          value={ref.page}
          onChange={(event) => choose({ page: pageOf(event.target.value) })}
          options={CONTENT_PAGES.map((page) => ({
            value: page,
            label: t(`content.pages.${page}`),
          }))}
        />
        {LANGUAGE_LESS_PAGES.includes(ref.page) ? (
          // One document serves every language (the server keeps it under `en`): no switch.
          <p className={styles.languageLess}>{t('content.languageLess')}</p>
        ) : (
          <SelectField
            label={t('content.languagePicker')}
            value={ref.locale}
            onChange={(event) => choose({ locale: localeOf(event.target.value) })}
            options={CONTENT_LOCALES.map((locale) => ({
              value: locale,
              label: t(`content.languages.${locale}`),
            }))}
          />
        )}
      </div>
      {draft && draft.page === ref.page && draft.locale === ref.locale ? (
        <div className={styles.layout}>
          <ContentEditor
            key={`${draft.page}:${draft.locale}:${draft.version}:${draft.draft_updated_at}`}
            draft={draft}
          />
          <RevisionsPanel pageRef={ref} />
        </div>
      ) : query.failure ? (
        <ErrorPanel
          title={t('content.failedTitle')}
          message={describe(query.failure)}
          retryLabel={t('common.retry')}
          onRetry={query.refetch}
        />
      ) : (
        <Spinner label={t('content.loading')} />
      )}
    </>
  );
}
