import { Badge, Button, type ProjectTemplate, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { FactList } from '../common/FactList';
import cards from '../common/TemplateCards.module.css';
import styles from './Templates.module.css';
import { priceRange } from './template-format';

type TemplateCardProps = {
  template: ProjectTemplate;
  currency: string;
  onDetails: () => void;
  onUse: () => void;
};

/** One template at a glance; the card is a region named by its title, its actions are buttons. */
export function TemplateCard({ template, currency, onDetails, onUse }: TemplateCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const facts: Array<[string, string]> = [
    [t('templates.fields.duration'), t('templates.card.weeks', { count: template.duration_weeks })],
    [
      t('templates.fields.priceRange'),
      priceRange(format, template.price_min_cents, template.price_max_cents, currency),
    ],
    [t('templates.fields.tasks'), t('templates.card.tasks', { count: template.tasks.length })],
    [t('templates.fields.usage'), t('templates.card.used', { count: template.usage_count })],
  ];
  return (
    <article className={cards.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={kitStyles.sectionTitle}>
          {template.name}
        </h3>
        <div className={kitStyles.cluster}>
          <Badge tone="primary">{t(`tabs.templates.categories.${template.category}`)}</Badge>
          <Badge tone={COMPLEXITY_TONES[template.complexity]}>
            {t(`templates.complexities.${template.complexity}`)}
          </Badge>
        </div>
      </div>
      {template.description ? <p className={kitStyles.note}>{template.description}</p> : null}
      <FactList facts={facts} />
      <div className={kitStyles.cardActions}>
        <Button variant="secondary" size="sm" onClick={onDetails}>
          {t('templates.card.details')}
        </Button>
        <Button size="sm" onClick={onUse}>
          {t('templates.card.use')}
        </Button>
      </div>
    </article>
  );
}

const COMPLEXITY_TONES = { basic: 'success', intermediate: 'info', advanced: 'warning' } as const;
