import { getRuntimeConfig } from '@atelier/shared';
import type { DocumentIssuer } from '../records/document-issuer';
import styles from './IssuerBlock.module.css';

type IssuerBlockProps = {
  /** Null while Settings load: an empty name line keeps the document's title in place. */
  issuer: DocumentIssuer | null;
  /** How the app's documents set the agency's name. */
  nameClassName?: string | undefined;
};

/**
 * The agency at the top of an invoice or a proposal, in the back office and the portal alike:
 * its logo, name, address, e-mail, phone and tax id as `documentIssuer` words them.
 */
export function IssuerBlock({ issuer, nameClassName }: IssuerBlockProps) {
  if (!issuer) return <p className={nameClassName}>&nbsp;</p>;
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
      <p className={nameClassName}>{issuer.name}</p>
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
