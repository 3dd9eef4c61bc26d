import { ButtonLink } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import styles from './Projects.module.css';

type RecordNotFoundProps = { title: string; message: string; backTo: string; backLabel: string };

/**
 * An id the server does not know, or another client's (the same 404): said plainly, with the
 * way back to the list; never "forbidden", which would tell the record exists.
 */
export function RecordNotFound({ title, message, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <section className={styles.card} aria-labelledby="record-not-found">
      <h1 id="record-not-found" className={styles.cardTitle}>
        {title}
      </h1>
      <p className={kitStyles.note}>{message}</p>
      <div>
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
