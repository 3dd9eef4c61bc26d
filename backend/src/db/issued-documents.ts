import type { Queryable } from './database.ts';

/** SQL of the stored PDFs of issued documents (migration 0035, docs/records.md "Documents"). */
export type DocumentKind = 'invoice' | 'proposal' | 'credit_note';

export interface IssuedDocument {
  kind: DocumentKind;
  record_id: string;
  path: string;
  sha256: string;
  size: number;
  filename: string;
}

export async function findIssuedDocument(
  q: Queryable,
  kind: DocumentKind,
  recordId: string,
): Promise<IssuedDocument | undefined> {
  const [row] = await q.query<IssuedDocument>(
    `SELECT kind, record_id, path, sha256, size, filename FROM issued_documents
     WHERE kind = $1 AND record_id = $2`,
    [kind, recordId],
  );
  return row;
}

/** Records the stored PDF; the first record of a document stays (a race's loser keeps it). */
export async function recordIssuedDocument(
  q: Queryable,
  document: IssuedDocument & { language: string },
): Promise<void> {
  await q.query(
    `INSERT INTO issued_documents (kind, record_id, path, sha256, size, filename, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, record_id) DO NOTHING`,
    [
      document.kind,
      document.record_id,
      document.path,
      document.sha256,
      document.size,
      document.filename,
      document.language,
    ],
  );
}
