import type { ProjectTemplate } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { TemplateCards } from '../common/TemplateCards';
import { TemplateCard } from './TemplateCard';
import type { TemplateCategory } from './template-categories';

type TemplateListProps = {
  templates: ProjectTemplate[];
  category: TemplateCategory;
  currency: string;
  onDetails: (template: ProjectTemplate) => void;
  onUse: (template: ProjectTemplate) => void;
};

/** The templates of the chosen category as cards, or what to do when there are none. */
export function TemplateList({
  templates,
  category,
  currency,
  onDetails,
  onUse,
}: TemplateListProps) {
  const { t } = useTranslation(NAMESPACE);
  if (templates.length === 0) {
    return category === 'all' ? (
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
    );
  }
  return (
    <TemplateCards
      countText={t('templates.count', { count: templates.length })}
      templates={templates}
      renderCard={(template) => (
        <TemplateCard
          template={template}
          currency={currency}
          onDetails={() => onDetails(template)}
          onUse={() => onUse(template)}
        />
      )}
    />
  );
}
