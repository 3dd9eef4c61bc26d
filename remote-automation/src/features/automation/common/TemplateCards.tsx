import type { ReactNode } from 'react';
import styles from './TemplateCards.module.css';

type TemplateCardsProps<T extends { id: string }> = {
  /** "3 templates". */
  countText: string;
  templates: readonly T[];
  renderCard: (template: T) => ReactNode;
};

/**
 * Templates as a grid of cards under their count (project and contract templates); each card
 * draws itself with this stylesheet's `card`, `cardTitle`, `cardText` and `cardActions`.
 */
export function TemplateCards<T extends { id: string }>(props: TemplateCardsProps<T>) {
  return (
    <>
      <p className={styles.count}>{props.countText}</p>
      <ul className={styles.cards}>
        {props.templates.map((template) => (
          <li key={template.id}>{props.renderCard(template)}</li>
        ))}
      </ul>
    </>
  );
}
