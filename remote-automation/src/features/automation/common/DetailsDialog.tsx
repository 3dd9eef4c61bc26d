import { Dialog } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import styles from './DetailsDialog.module.css';

type DetailsDialogProps<T> = {
  /** What the side panel shows; `null` keeps it closed. */
  item: T | null;
  title: (item: T) => string;
  onClose: () => void;
  /** The footer's buttons, right-aligned. */
  actions: (item: T) => ReactNode;
  /** The item's details, stacked. */
  children: (item: T) => ReactNode;
};

/** A record's details in a side panel, with what can be done with it in the footer. */
export function DetailsDialog<T>({
  item,
  title,
  onClose,
  actions,
  children,
}: DetailsDialogProps<T>) {
  return (
    <Dialog
      placement="side"
      isOpen={item !== null}
      title={item ? title(item) : ''}
      onClose={onClose}
      footer={item ? <div className={kitStyles.formActions}>{actions(item)}</div> : null}
    >
      {item ? <div className={kitStyles.stack}>{children(item)}</div> : null}
    </Dialog>
  );
}

/** One titled part of a details panel (a section named by its heading). */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
