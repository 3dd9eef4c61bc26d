import type { EmailLocale, EmailTemplateKey } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** One stored override of a built-in template (`email_templates`). */
export interface TemplateOverride {
  key: string;
  locale: string;
  subject: string;
  body: string;
  updated_at: string;
}

export const listTemplateOverrides = (q: Queryable): Promise<TemplateOverride[]> =>
  q.query<TemplateOverride>('SELECT key, locale, subject, body, updated_at FROM email_templates');

export async function findTemplateOverride(
  q: Queryable,
  key: EmailTemplateKey,
  locale: EmailLocale,
): Promise<TemplateOverride | null> {
  const [row] = await q.query<TemplateOverride>(
    `SELECT key, locale, subject, body, updated_at FROM email_templates
     WHERE key = $1 AND locale = $2`,
    [key, locale],
  );
  return row ?? null;
}

export async function saveTemplateOverride(
  q: Queryable,
  override: { key: EmailTemplateKey; locale: EmailLocale; subject: string; body: string },
  userId: string | null,
): Promise<void> {
  await q.query(
    `INSERT INTO email_templates (key, locale, subject, body, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key, locale) DO UPDATE
       SET subject = excluded.subject, body = excluded.body,
           updated_by = excluded.updated_by, updated_at = now()`,
    [override.key, override.locale, override.subject, override.body, userId],
  );
}

export async function deleteTemplateOverride(
  q: Queryable,
  key: EmailTemplateKey,
  locale: EmailLocale,
): Promise<void> {
  await q.query('DELETE FROM email_templates WHERE key = $1 AND locale = $2', [key, locale]);
}
