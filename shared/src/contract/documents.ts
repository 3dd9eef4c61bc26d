import { z } from 'zod';
import { recordIdSchema } from './record-fields';

/** `{id}` of a get_pdf action: an id that is not a UUID names nothing (404). */
export const pdfInput = z.object({ id: recordIdSchema('id') });

/**
 * An issued document's PDF as every get_pdf action answers it (docs/records.md "Documents"):
 * `url` a signed link to the stored file, minutes long (a path on the API), or a draft's
 * preview as a `data:` URL; `sha256` of the bytes.
 */
export const documentPdfSchema = z.object({
  url: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  filename: z.string(),
  size: z.number().int().nonnegative(),
});
export type DocumentPdf = z.infer<typeof documentPdfSchema>;

/** What every get_pdf action answers. */
export const documentPdfAnswer = z.object({ pdf: documentPdfSchema });
