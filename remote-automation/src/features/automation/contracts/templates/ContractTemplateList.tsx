import type { ContractTemplate } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { TemplateCards } from '../../common/TemplateCards';
import { ContractTemplateCard } from './ContractTemplateCard';
import type { TypeFilter } from './template-types';

type ContractTemplateListProps = {
  templates: ContractTemplate[];
  filter: TypeFilter;
  onDetails: (template: ContractTemplate) => void;
  onEdit: (template: ContractTemplate) => void;
};

/** The templates of the chosen type as cards, or what to do when there are none. */
export function ContractTemplateList({
  templates,
  filter,
  onDetails,
  onEdit,
}: ContractTemplateListProps) {
  const { t } = useTranslation(NAMESPACE);
  if (templates.length === 0) {
    return filter === 'all' ? (
      <EmptyState
        title={t('contracts.templates.empty.title')}
        description={t('contracts.templates.empty.description')}
      />
    ) : (
      <EmptyState
        title={t('contracts.templates.empty.typeTitle', {
          type: t(`contracts.types.${filter}`),
        })}
        description={t('contracts.templates.empty.typeDescription')}
      />
    );
  }
  return (
    <TemplateCards
      countText={t('contracts.templates.count', { count: templates.length })}
      templates={templates}
      renderCard={(template) => (
        <ContractTemplateCard
          template={template}
          onDetails={() => onDetails(template)}
          onEdit={() => onEdit(template)}
        />
      )}
    />
  );
}
