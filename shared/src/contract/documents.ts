/**
 * An issued document's PDF as every get_pdf action answers it (docs/records.md "Documents"):
 * `url` a signed link to the stored file, minutes long (a path on the API), or a draft's
 * preview as a `data:` URL; `sha256` of the bytes.
 */
export type DocumentPdf = { url: string; sha256: string; filename: string; size: number };
