import { Card } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import styles from './RecordPage.module.css';

/** One line of a record's facts: its label and what it says ("—" when there is nothing). */
export type Fact = readonly [label: string, value: ReactNode];

type FactListProps = {
  facts: readonly Fact[];
  /** The list's and each line's classes where a page lays them out its own way. */
  className?: string;
  itemClassName?: string;
  valueClassName?: string;
};

/** A record's facts as a description list, label above value. */
export function FactList({
  facts,
  className = styles.fields,
  itemClassName,
  valueClassName,
}: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className={itemClassName}>
          <dt>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FactCardProps = {
  title: string;
  facts: readonly Fact[];
  /** Whether the card is a region named by its title (a landmark screen readers list). */
  isRegion?: boolean;
  valueClassName?: string;
  /** What follows the facts in the card (a note, actions). */
  children?: ReactNode;
};

/** A card of a record's page: its title, then its facts. */
export function FactCard({ title, facts, isRegion, valueClassName, children }: FactCardProps) {
  const headingId = useId();
  return (
    <Card role={isRegion ? 'region' : undefined} aria-labelledby={isRegion ? headingId : undefined}>
      <h2 id={isRegion ? headingId : undefined} className={styles.cardTitle}>
        {title}
      </h2>
      <FactList facts={facts} valueClassName={valueClassName} />
      {children}
    </Card>
  );
}
