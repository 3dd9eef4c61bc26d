import { IssuerBlock as SharedIssuerBlock } from '@atelier/shared/documents';
import type { DocumentIssuer } from '@atelier/shared/records';
import styles from './IssuerBlock.module.css';

/** The agency at the top of an invoice or a proposal in the portal. */
export function IssuerBlock({ issuer }: { issuer: DocumentIssuer }) {
  return <SharedIssuerBlock issuer={issuer} nameClassName={styles.name} />;
}
