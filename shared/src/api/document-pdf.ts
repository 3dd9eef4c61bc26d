import { type ApiResult, getRuntimeConfig } from '@atelier/shared';
import type { DocumentPdf } from '../contract/documents';
import { bytesFromBase64, saveBlob } from '../ui/save-file';

const DATA_PREFIX = 'data:application/pdf;base64,';

/**
 * Saves a document's PDF as the server made it (docs/records.md "Documents"): the stored file
 * behind a signed link (a path on the API), or a draft's preview sent as a `data:` URL (decoded
 * here: the page's CSP lets it fetch the API, not `data:`). The browser draws nothing: every
 * copy of an issued document is the same file. Answers the failure to show, or null once saved.
 */
export async function saveDocumentPdf(
  answer: ApiResult<{ pdf: DocumentPdf }>,
): Promise<Extract<ApiResult<unknown>, { success: false }> | 'unreadable' | null> {
  if (!answer.success) return answer;
  const { url, filename } = answer.pdf;
  try {
    let bytes: Uint8Array;
    if (url.startsWith(DATA_PREFIX)) {
      bytes = bytesFromBase64(url.slice(DATA_PREFIX.length));
    } else {
      const response = await fetch(`${getRuntimeConfig().backendUrl.replace(/\/+$/, '')}${url}`);
      if (!response.ok) return 'unreadable';
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), filename);
    return null;
  } catch {
    return 'unreadable';
  }
}
