import type { DocumentKind } from '../db/issued-documents.ts';
import type { AppError } from '../errors.ts';
import type { ActionContext } from '../functions/registry.ts';
import { documentPdf, pdfAnswer } from './issued-pdf.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The answer of every get_pdf action (docs/records.md "Documents"): `{pdf: {url, sha256,
 * filename, size}}` for the record, or `notFound` when it does not exist — or, in the portal,
 * is not the caller's (`isVisible`: checked before anything is rendered).
 */
export async function answerPdf(
  ctx: Pick<ActionContext, 'db' | 'storage'>,
  kind: DocumentKind,
  id: string,
  notFound: () => AppError,
  isVisible: (id: string) => Promise<boolean> = async () => true,
) {
  if (!UUID.test(id) || !(await isVisible(id))) throw notFound();
  if (!ctx.storage) throw new Error('PDFs need the storage service');
  const deps = { db: ctx.db, storage: ctx.storage };
  const file = await documentPdf(deps, kind, id);
  if (!file) throw notFound();
  return await pdfAnswer(deps, file);
}
