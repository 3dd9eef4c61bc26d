import { type ContentLocale, overSeed } from '@atelier/shared/contract';
import { findPublished } from '../db/content.ts';
import type { Queryable } from '../db/database.ts';
import { seedDocument } from './seed.ts';

/**
 * How soon the agency promises to answer a visitor ("one business day"): the `home` page's
 * `contact.responseTime` in `locale`, as published (else the seed), read over the seed. The one
 * place the promise lives: the public site's texts nest it (`$t(contact.responseTime)`) and the
 * lead auto-reply fills its `{{response_time}}` with it (docs/content.md).
 */
export async function readResponseTime(q: Queryable, locale: ContentLocale): Promise<string> {
  const seed = seedDocument('home', locale);
  const published = await findPublished(q, 'home', locale);
  const document = overSeed(seed, published?.content ?? seed);
  const contact = (document as { contact?: { responseTime?: unknown } }).contact;
  const value = contact?.responseTime;
  return typeof value === 'string' ? value : '';
}
