import { TextAreaField, TextField } from '@atelier/shared';
import { type AdminSitePage, SITE_PAGE_LIMITS, type SiteLanguage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';
import { updatePage } from './api';
import styles from './SiteManagement.module.css';
import { useSiteFailure, useSiteWrite } from './use-site-management';

type SeoValues = { title: string; description: string; image_url: string };
type SeoField = keyof SeoValues;

/** The site's address as visitors see it, for the search-result preview. */
const siteOrigin = () => window.location.origin;

/**
 * A page's title, description and social image in one language, with live character counts
 * (search engines cut what is longer) and a preview of the search result.
 */
export function SeoForm({ page, language }: { page: AdminSitePage; language: SiteLanguage }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useSiteWrite();
  const describe = useSiteFailure();
  const saved = page.seo[language];
  const [values, setValues] = useState<SeoValues>({
    title: saved.title,
    description: saved.description,
    image_url: saved.image_url ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<SeoField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  const edit = (field: SeoField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsPending(true);
    const result = await write(() => updatePage({ page: page.page, seo: { [language]: values } }));
    setIsPending(false);
    if (result.success) {
      setFailure(null);
      setIsSaved(true);
      return;
    }
    const prefix = `seo.${language}.`;
    const fieldErrors: Partial<Record<SeoField, string>> = {};
    for (const [key, message] of Object.entries(result.fields ?? {})) {
      if (key.startsWith(prefix)) fieldErrors[key.slice(prefix.length) as SeoField] = message;
    }
    setErrors(fieldErrors);
    setFailure(describe(result));
  }

  const count = (field: 'title' | 'description', max: number) =>
    t('siteManagement.seo.count', { count: values[field].length, max });
  const isLong = (field: 'title' | 'description', max: number) => values[field].length > max;

  return (
    <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('siteManagement.seo.title')}
        name="title"
        value={values.title}
        error={
          errors.title ??
          (isLong('title', SITE_PAGE_LIMITS.seoTitle) ? t('siteManagement.seo.tooLong') : null)
        }
        hint={count('title', SITE_PAGE_LIMITS.seoTitle)}
        onChange={(event) => edit('title', event.target.value)}
      />
      <TextAreaField
        label={t('siteManagement.seo.description')}
        name="description"
        rows={3}
        value={values.description}
        error={
          errors.description ??
          (isLong('description', SITE_PAGE_LIMITS.seoDescription)
            ? t('siteManagement.seo.tooLong')
            : null)
        }
        hint={count('description', SITE_PAGE_LIMITS.seoDescription)}
        onChange={(event) => edit('description', event.target.value)}
      />
      <TextField
        label={t('siteManagement.seo.image')}
        name="image_url"
        type="url"
        isOptional
        value={values.image_url}
        error={errors.image_url ?? null}
        hint={t('siteManagement.seo.imageHint')}
        onChange={(event) => edit('image_url', event.target.value)}
      />
      <section className={styles.preview} aria-labelledby="seo-preview-title">
        <h2 id="seo-preview-title" className={styles.previewHeading}>
          {t('siteManagement.seo.preview')}
        </h2>
        <p className={styles.previewUrl}>
          {`${siteOrigin()}${page.path}${language === 'en' ? '' : `?lng=${language}`}`}
        </p>
        <p className={styles.previewTitle}>{values.title || t('siteManagement.seo.noTitle')}</p>
        <p className={styles.previewDescription}>{values.description}</p>
      </section>
      <SaveFooter
        savedLabel={t('siteManagement.saved')}
        failure={failure}
        isPending={isPending}
        isSaved={isSaved}
        submitLabel={t('siteManagement.seo.save')}
      />
    </form>
  );
}
