/**
 * A public page's form sent without the page's script (JavaScript off): the shell's host reads
 * its urlencoded body here, then remote-public's render bundle answers it (`submit`,
 * docs/public-rendering.md "Forms without JavaScript"). A body the host will not read (too
 * large, not urlencoded, cut short) gets a small page saying why, with a 4xx: never a 5xx.
 */
import type { IncomingMessage } from 'node:http';

/** The largest body read: the get-started form's longest message is 5,000 characters. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** More fields than any public form has is not one of ours. */
const FIELD_LIMIT = 64;

export type FormBody =
  | { fields: Record<string, string> }
  | { refused: 400 | 413 | 415; reason: 'malformed' | 'too-large' | 'not-a-form' };

/**
 * The fields of an `application/x-www-form-urlencoded` body (a field sent twice: its first
 * value; `+` is a space). Reading stops at `limit` bytes.
 */
export async function readFormBody(
  req: IncomingMessage,
  limit = FORM_BODY_LIMIT,
): Promise<FormBody> {
  const type = (String(req.headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase();
  // A form without `enctype` sends this (a body without a type is read as such); a multipart
  // one (a file) is none of the public forms.
  if (type !== 'application/x-www-form-urlencoded' && type !== '') {
    req.resume();
    return { refused: 415, reason: 'not-a-form' };
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return { refused: 413, reason: 'too-large' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        req.resume();
        return { refused: 413, reason: 'too-large' };
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { refused: 400, reason: 'malformed' };
  }
  return parseFormBody(Buffer.concat(chunks));
}

/** The fields of a urlencoded body, or why it is not one. */
export function parseFormBody(body: Buffer): FormBody {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return { refused: 400, reason: 'malformed' };
  }
  // A `%` not followed by two hex digits is not urlencoded (URLSearchParams would keep it).
  if (/%(?![0-9a-f]{2})/i.test(text)) return { refused: 400, reason: 'malformed' };
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > FIELD_LIMIT) return { refused: 400, reason: 'malformed' };
    if (!(name in fields)) fields[name] = value;
  }
  // Decoded `%FF`-like bytes that are not UTF-8 become U+FFFD: not a browser's form.
  if (Object.entries(fields).some(([name, value]) => `${name}${value}`.includes('\uFFFD'))) {
    return { refused: 400, reason: 'malformed' };
  }
  return { fields };
}

const WORDS = {
  en: {
    title: 'The form could not be read',
    'too-large': 'What was sent is too long. Shorten your message and send the form again.',
    malformed: 'What was sent could not be read. Go back to the page and send the form again.',
    'not-a-form': 'What was sent is not a form of this site.',
    back: 'Back to the page',
  },
  fr: {
    title: 'Le formulaire n’a pas pu être lu',
    'too-large':
      'Le contenu envoyé est trop long. Raccourcissez votre message et renvoyez le formulaire.',
    malformed: 'Le contenu envoyé n’a pas pu être lu. Revenez à la page et renvoyez le formulaire.',
    'not-a-form': 'Le contenu envoyé n’est pas un formulaire de ce site.',
    back: 'Revenir à la page',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The small page of a body the host would not read, in the visitor's language. */
export function refusedFormPage(
  reason: 'malformed' | 'too-large' | 'not-a-form',
  language: string,
  pathname: string,
): string {
  const words = language === 'fr' ? WORDS.fr : WORDS.en;
  // One leading slash: `//host` would be another site.
  const back = `/${pathname.replace(/^[/\\]+/, '')}`;
  return `<!doctype html><html lang="${language === 'fr' ? 'fr' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)}</title></head><body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words[reason])}</p><p><a href="${escapeHtml(back)}">${escapeHtml(words.back)}</a></p></main></body></html>`;
}
