/**
 * Hands a file made in the browser to its download, as a link the user followed would: CSV
 * exports, PDFs drawn in the page, PDFs the server sent as base64.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the blob after `click()` returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of a base64 text (what the API answers a file with). */
export function bytesFromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A file the API answered as `{file_name, content_type, base64}`, saved under its name. */
export function saveBase64File(file: {
  file_name: string;
  content_type: string;
  base64: string;
}): void {
  const bytes = bytesFromBase64(file.base64);
  saveBlob(new Blob([bytes as BlobPart], { type: file.content_type }), file.file_name);
}
