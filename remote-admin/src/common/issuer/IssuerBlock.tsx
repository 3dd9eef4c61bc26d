import { IssuerBlock as SharedIssuerBlock } from '@atelier/shared/documents';
import type { DocumentIssuer } from '@atelier/shared/records';
import documentStyles from '../Document.module.css';

/** The agency at the top of the back office's invoices and proposals. */
export function IssuerBlock({ issuer }: { issuer: DocumentIssuer | null }) {
  return <SharedIssuerBlock issuer={issuer} nameClassName={documentStyles.agency} />;
}
