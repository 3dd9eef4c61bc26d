import type { SignatureType } from '@atelier/shared';

/** The limits of `sign` (shared/src/contract/e-signature.ts), checked before asking the server. */
export const TYPED_SIGNATURE_MAX = 200;
export const DRAWN_SIGNATURE_MAX = 200_000;
const DRAWN_PREFIX = 'data:image/png;base64,';

export type SignatureDraft = { type: SignatureType; typed: string; drawn: string | null };

/** The translation key of what keeps this signature from being sent, or null when it can go. */
export function signatureProblem(draft: SignatureDraft): string | null {
  if (draft.type === 'typed') {
    const name = draft.typed.trim();
    if (name === '') return 'signing.sign.errors.nameRequired';
    if (name.length > TYPED_SIGNATURE_MAX) return 'signing.sign.errors.nameTooLong';
    // One line, no control characters: the server refuses them (NUL, tabs, line breaks).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what is refused
    if (/[\u0000-\u001f\u007f]/.test(name)) return 'signing.sign.errors.nameInvalid';
    return null;
  }
  if (!draft.drawn) return 'signing.sign.errors.drawingRequired';
  if (!draft.drawn.startsWith(DRAWN_PREFIX) || draft.drawn.length > DRAWN_SIGNATURE_MAX) {
    return 'signing.sign.errors.drawingTooLarge';
  }
  return null;
}

/** What `sign` receives: the typed name trimmed, or the drawing's PNG data URL. */
export function signatureValue(draft: SignatureDraft): { type: SignatureType; value: string } {
  return draft.type === 'typed'
    ? { type: 'typed', value: draft.typed.trim() }
    : { type: 'drawn', value: draft.drawn ?? '' };
}
