import styles from './BrandMark.module.css';

/** The Atelier monogram, drawn in CSS so the site loads no image. */
export function BrandMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      A
    </span>
  );
}
