import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Queryable } from '../db/database.ts';
import { readSettings } from '../db/settings.ts';

/**
 * Who an e-mail is from, as the recipient's mail client shows it: the agency's name from
 * Settings (`agency.name`, read at each send, so a rename counts for the mail still queued) at
 * the configured address (`ATELIER_MAIL_FROM`: the address the mail server may send for stays
 * the operator's). Without a saved name, the configured sender as it is.
 */
export async function senderOf(q: Queryable, configured: string): Promise<Mail.Address | string> {
  const name = (await readSettings(q, ['agency.name'])).get('agency.name');
  if (typeof name !== 'string' || name.trim() === '') return configured;
  const address = /<([^>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  // One line: a name is shown in a header (nodemailer encodes and quotes it).
  return { name: name.replace(/\s+/g, ' ').trim(), address };
}
