import { EmptyState } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { PanelIntro } from '../components/PanelIntro';
import { CategoryFilter } from './CategoryFilter';
import type { TemplateCategory } from './template-categories';

export function ProjectTemplatesPanel() {
  const { t } = useTranslation(NAMESPACE);
  const [category, setCategory] = useState<TemplateCategory>('all');

  return (
    <>
      <PanelIntro title={t('tabs.templates.title')} description={t('tabs.templates.description')} />
      <CategoryFilter value={category} onChange={setCategory} />
      {/* Announced, so switching the filter tells screen-reader users what it found. */}
      <div aria-live="polite">
        {category === 'all' ? (
          <EmptyState
            title={t('tabs.templates.emptyTitle')}
            description={t('tabs.templates.emptyDescription')}
          />
        ) : (
          <EmptyState
            title={t('tabs.templates.emptyCategoryTitle', {
              category: t(`tabs.templates.categories.${category}`),
            })}
            description={t('tabs.templates.emptyCategoryDescription')}
          />
        )}
      </div>
    </>
  );
}
