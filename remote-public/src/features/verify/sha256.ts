/** Lowercase hex of bytes, two digits a byte: how the server records a document's SHA-256. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The SHA-256 of a file's bytes, computed in the browser: the file itself is never uploaded. */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
}

/** A typed or pasted SHA-256 as `verify` takes it (64 hex digits, lowercase), or null. */
export function normalizeSha256(text: string): string | null {
  const hex = text.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}
