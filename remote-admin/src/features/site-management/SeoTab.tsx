import { SelectField } from '@atelier/shared';
import {
  SITE_LANGUAGES,
  SITE_PAGES,
  type SiteLanguage,
  type SitePageKey,
} from '@atelier/shared/contract';
import { Card } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { QueryState } from './QueryState';
import { SeoForm } from './SeoForm';
import { usePages } from './use-site-management';

const isPage = (value: string): value is SitePageKey =>
  (SITE_PAGES as readonly string[]).includes(value);
const isLanguage = (value: string): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(value);

/** One page's SEO in one language at a time: the page and language are chosen above the form. */
export function SeoTab() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const query = usePages();
  const [pageKey, setPageKey] = useState<SitePageKey>('home');
  // The reader's language first: a French admin opens the French page's texts.
  const [language, setLanguage] = useState<SiteLanguage>(() =>
    isLanguage(i18n.language) ? i18n.language : 'en',
  );
  const page = query.data?.pages.find((each) => each.page === pageKey);
  if (!query.data) return <QueryState failure={query.failure} onRetry={query.refetch} />;

  return (
    <Card>
      <div className={formStyles.grid}>
        <SelectField
          label={t('siteManagement.seo.page')}
          name="seo_page"
          value={pageKey}
          options={SITE_PAGES.map((key) => ({
            value: key,
            label: t(`siteManagement.pageNames.${key}`),
          }))}
          onChange={(event) => {
            if (isPage(event.target.value)) setPageKey(event.target.value);
          }}
        />
        <SelectField
          label={t('siteManagement.seo.language')}
          name="seo_language"
          value={language}
          options={SITE_LANGUAGES.map((code) => ({
            value: code,
            label: t(`siteManagement.languages.${code}`),
          }))}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        />
      </div>
      {page ? (
        // A new form for each page and language: it starts from what is saved for them.
        <SeoForm key={`${pageKey}-${language}`} page={page} language={language} />
      ) : null}
    </Card>
  );
}
