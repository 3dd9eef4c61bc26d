import { Badge, Button, type ContractTemplate, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FactList } from '../../common/FactList';
import cards from '../../common/TemplateCards.module.css';
import styles from './ContractTemplates.module.css';
import { placeholderOf } from './template-preview';

type ContractTemplateCardProps = {
  template: ContractTemplate;
  onDetails: () => void;
  onEdit: () => void;
};

/** One template at a glance; the card is an article named by the template's name. */
export function ContractTemplateCard({ template, onDetails, onEdit }: ContractTemplateCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const variables = template.variables.map((variable) => placeholderOf(variable.key));
  const facts: Array<[string, string]> = [
    [
      t('contracts.templates.fields.clauses'),
      t('contracts.templates.card.clauses', { count: template.clauses.length }),
    ],
    [
      t('contracts.templates.fields.usage'),
      t('contracts.templates.card.used', { count: template.usage_count }),
    ],
    [t('contracts.templates.fields.updated'), format.localDay(template.updated_at)],
  ];
  return (
    <article className={cards.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={kitStyles.sectionTitle}>
        {template.name}
      </h3>
      <div>
        <Badge tone="primary">{t(`contracts.types.${template.type}`)}</Badge>
      </div>
      {template.description ? <p className={kitStyles.note}>{template.description}</p> : null}
      <FactList
        facts={[
          ...facts,
          // The whole width: placeholders are long words that must not break mid-key.
          [
            t('contracts.templates.fields.variables'),
            variables.length > 0 ? variables.join(', ') : t('contracts.templates.card.noVariables'),
            { isWide: true, valueClassName: styles.code },
          ],
        ]}
      />
      <div className={kitStyles.cardActions}>
        <Button variant="secondary" size="sm" onClick={onDetails}>
          {t('contracts.templates.card.details')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('contracts.templates.card.edit')}
        </Button>
      </div>
    </article>
  );
}
