import { getRuntimeConfig } from '@atelier/shared';
import type { DocumentIssuer } from '@atelier/shared/records';
import styles from './IssuerBlock.module.css';

/**
 * The agency at the top of an invoice or a proposal in the portal: its logo, name, address,
 * e-mail and phone as Settings hold them.
 */
export function IssuerBlock({ issuer }: { issuer: DocumentIssuer }) {
  return (
    <div className={styles.issuer}>
      {issuer.logo ? (
        <img
          className={styles.logo}
          src={`${getRuntimeConfig().backendUrl}${issuer.logo.url}`}
          alt={issuer.logo.alt}
          width={180}
          height={48}
        />
      ) : null}
      <p className={styles.name}>{issuer.name}</p>
      {issuer.lines.length > 0 ? (
        <address className={styles.lines}>
          {issuer.lines.map((line, index) => (
            // By position: the same line may come twice (an address line equal to the e-mail).
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : null}
    </div>
  );
}
