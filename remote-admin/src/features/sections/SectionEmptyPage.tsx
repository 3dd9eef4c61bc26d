import { ButtonLink, PageHeader, useDocumentTitle } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { SECTIONS, type SectionKey } from './sections';

/** An admin section before its feature is built: its purpose and what will fill it. */
export function SectionEmptyPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation(NAMESPACE);
  const { actionTo } = SECTIONS[section];
  const title = t(`sections.${section}.title`);
  useDocumentTitle(t('documentTitle', { page: title }));

  return (
    <>
      <PageHeader title={title} description={t(`sections.${section}.description`)} />
      <EmptyState
        title={t(`sections.${section}.emptyTitle`)}
        description={t(`sections.${section}.emptyDescription`)}
        action={
          actionTo ? (
            <ButtonLink to={actionTo} variant="secondary">
              {t(`sections.${section}.action`)}
            </ButtonLink>
          ) : undefined
        }
      />
    </>
  );
}
