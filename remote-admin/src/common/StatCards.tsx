import { FailureLine } from '@atelier/shared';
import { useId } from 'react';
import styles from './StatCards.module.css';

export type StatCard = {
  /** Names the card for the tests (`data-stat`). */
  key: string;
  label: string;
  /** The figure; none while it is on its way (a skeleton stands in). */
  value: string | null;
  /** A change's direction (`up`, `down` colour the figure; its text says it too). */
  direction?: string;
};

type StatCardsProps = {
  /** The section's heading, for screen readers only. */
  title: string;
  cards: readonly StatCard[];
  isBusy: boolean;
  /** Why the figures could not come: said in a banner instead of the cards. */
  failure?: string | null;
  /** Wider cards, for sums of money. */
  isWide?: boolean;
  /** The skeletons shimmer while the figures are on their way. */
  isShimmering?: boolean;
};

/** A page's figures at a glance, a card each (a label and its figure). */
export function StatCards(props: StatCardsProps) {
  const { title, cards, isBusy, failure, isWide, isShimmering } = props;
  const headingId = useId();
  const skeleton = isShimmering ? `${styles.skeleton} ${styles.shimmer}` : styles.skeleton;
  return (
    <section aria-labelledby={headingId} aria-busy={isBusy}>
      <h2 id={headingId} className="at-visually-hidden">
        {title}
      </h2>
      {failure ? (
        <FailureLine variant="banner" className={styles.failure}>
          {failure}
        </FailureLine>
      ) : (
        <dl className={isWide ? `${styles.cards} ${styles.wide}` : styles.cards}>
          {cards.map((card) => (
            <div
              key={card.key}
              className={styles.card}
              data-stat={card.key}
              data-direction={card.direction}
            >
              <dt className={styles.label}>{card.label}</dt>
              <dd className={styles.value}>{card.value ?? <span className={skeleton} />}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
