import styles from './BrandMark.module.css';
import type { AgencyBrand } from './use-agency-brand';

/**
 * The agency's logo from Settings in a fixed box (its size is not known before it loads, so the
 * name beside it never moves), else the Atelier monogram drawn in CSS, so the site loads no image.
 */
export function BrandMark({ logo = null }: { logo?: AgencyBrand['logo'] }) {
  if (logo) {
    return (
      <img
        className={styles.logo}
        src={logo.src}
        alt={logo.alt}
        width={72}
        height={36}
        decoding="async"
      />
    );
  }
  return (
    <span className={styles.mark} aria-hidden="true">
      A
    </span>
  );
}
