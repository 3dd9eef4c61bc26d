import type {
  ContentDocument,
  ContentLocale,
  ContentPage,
  ContentRevision,
} from '@atelier/shared/contract';
import { documentLocale } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * Drafts, revisions, schedules and preview tokens of the public site's content (0026, 0031).
 * Every read and write goes to the row of `documentLocale(page, locale)`: a language-less page
 * (`prices`) has one row under `en`, whichever language the caller names.
 */

export interface PublishedRow {
  id: string;
  version: number;
  content: ContentDocument;
  published_at: string;
}

export async function findPublished(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<PublishedRow | null> {
  const [row] = await q.query<PublishedRow>(
    `SELECT id, version, content, published_at FROM content_revisions
     WHERE page = $1 AND locale = $2 ORDER BY version DESC LIMIT 1`,
    [page, documentLocale(page, locale)],
  );
  return row ?? null;
}

export interface DraftRow {
  content: ContentDocument;
  updated_at: string;
}

export async function findDraft(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<DraftRow | null> {
  const [row] = await q.query<DraftRow>(
    'SELECT content, updated_at FROM content_drafts WHERE page = $1 AND locale = $2',
    [page, documentLocale(page, locale)],
  );
  return row ?? null;
}

export async function saveDraft(
  q: Queryable,
  draft: { page: ContentPage; locale: ContentLocale; content: ContentDocument },
  userId: string | null,
): Promise<void> {
  await q.query(
    `INSERT INTO content_drafts (page, locale, content, updated_by) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (page, locale) DO UPDATE
       SET content = excluded.content, updated_by = excluded.updated_by, updated_at = now()`,
    [draft.page, documentLocale(draft.page, draft.locale), JSON.stringify(draft.content), userId],
  );
}

/**
 * Publishes `content` as the page's next revision, authored by `userId` (name and e-mail kept
 * as they are now), and drops the draft and any pending schedule: the draft is now what the
 * site shows. The page's rows are locked first, so two publishes get distinct versions.
 */
export async function insertRevision(
  q: Queryable,
  revision: { page: ContentPage; locale: ContentLocale; content: ContentDocument },
  userId: string | null,
): Promise<PublishedRow> {
  const { page } = revision;
  const locale = documentLocale(page, revision.locale);
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content:${page}:${locale}`]);
  const [row] = await q.query<PublishedRow>(
    `INSERT INTO content_revisions
       (page, locale, version, content, published_by, author_name, author_email)
     SELECT $1, $2,
            coalesce((SELECT max(version) FROM content_revisions
                      WHERE page = $1 AND locale = $2), 0) + 1,
            $3::jsonb, $4::uuid,
            (SELECT nullif(btrim(first_name || ' ' || last_name), '') FROM users WHERE id = $4::uuid),
            (SELECT email FROM users WHERE id = $4::uuid)
     RETURNING id, version, content, published_at`,
    [page, locale, JSON.stringify(revision.content), userId],
  );
  if (!row) throw new Error('content revision was not inserted');
  await q.query('DELETE FROM content_drafts WHERE page = $1 AND locale = $2', [page, locale]);
  await q.query('DELETE FROM content_schedules WHERE page = $1 AND locale = $2', [page, locale]);
  return row;
}

interface RevisionRow {
  id: string;
  page: ContentPage;
  locale: ContentLocale;
  version: number;
  published_at: string;
  author_name: string | null;
  author_email: string | null;
  content: ContentDocument;
  previous: ContentDocument | null;
}

/** How many revisions the page lists, newest first. */
export const REVISIONS_SHOWN = 50;

/** The page's revisions, newest first, each with the top-level sections it changed. */
export async function listRevisions(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<ContentRevision[]> {
  const rows = await q.query<RevisionRow>(
    `SELECT id, page, locale, version, published_at, author_name, author_email, content,
            lag(content) OVER (ORDER BY version) AS previous
     FROM content_revisions WHERE page = $1 AND locale = $2
     ORDER BY version DESC LIMIT $3`,
    [page, documentLocale(page, locale), REVISIONS_SHOWN],
  );
  return rows.map((row) => ({
    id: row.id,
    page: row.page,
    locale: row.locale,
    version: row.version,
    published_at: row.published_at,
    author:
      row.author_email === null
        ? null
        : { name: row.author_name ?? row.author_email, email: row.author_email },
    changed: changedSections(row.previous, row.content),
  }));
}

/** The second-level keys (`home.hero`, `prices.projects`) whose values differ. */
function changedSections(before: ContentDocument | null, after: ContentDocument): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    const old = before?.[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      if (JSON.stringify(old) !== JSON.stringify(value)) changed.push(key);
      continue;
    }
    const oldSection = (typeof old === 'object' && old !== null ? old : {}) as ContentDocument;
    for (const [child, childValue] of Object.entries(value)) {
      if (JSON.stringify(oldSection[child]) !== JSON.stringify(childValue)) {
        changed.push(`${key}.${child}`);
      }
    }
  }
  return changed;
}

export async function findRevision(
  q: Queryable,
  id: string,
): Promise<{ page: ContentPage; locale: ContentLocale; content: ContentDocument } | null> {
  const [row] = await q.query<{
    page: ContentPage;
    locale: ContentLocale;
    content: ContentDocument;
  }>('SELECT page, locale, content FROM content_revisions WHERE id = $1', [id]);
  return row ?? null;
}

export async function findSchedule(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<string | null> {
  const [row] = await q.query<{ publish_at: string }>(
    'SELECT publish_at FROM content_schedules WHERE page = $1 AND locale = $2',
    [page, documentLocale(page, locale)],
  );
  return row?.publish_at ?? null;
}

/** Schedules the page's publication at `at`, replacing the one pending. */
export async function saveSchedule(
  q: Queryable,
  schedule: { page: ContentPage; locale: ContentLocale; at: string },
  userId: string | null,
): Promise<string> {
  const [row] = await q.query<{ publish_at: string }>(
    `INSERT INTO content_schedules (page, locale, publish_at, scheduled_by)
     VALUES ($1, $2, $3::timestamptz, $4)
     ON CONFLICT (page, locale) DO UPDATE
       SET publish_at = excluded.publish_at, scheduled_by = excluded.scheduled_by,
           created_at = now()
     RETURNING publish_at`,
    [schedule.page, documentLocale(schedule.page, schedule.locale), schedule.at, userId],
  );
  if (!row) throw new Error('content schedule was not saved');
  return row.publish_at;
}

export interface DueSchedule {
  page: ContentPage;
  locale: ContentLocale;
  scheduled_by: string | null;
}

/** Takes the next schedule that has come due, locked for this transaction (skipping others'). */
export async function takeDueSchedule(q: Queryable): Promise<DueSchedule | null> {
  const [row] = await q.query<DueSchedule>(
    `SELECT page, locale, scheduled_by FROM content_schedules
     WHERE publish_at <= now() ORDER BY publish_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return row ?? null;
}

export async function insertPreviewToken(
  q: Queryable,
  token: { hash: string; page: ContentPage; hours: number },
  userId: string | null,
): Promise<string> {
  const [row] = await q.query<{ expires_at: string }>(
    `INSERT INTO content_preview_tokens (token_hash, page, expires_at, created_by)
     VALUES ($1, $2, now() + make_interval(hours => $3::int), $4)
     RETURNING expires_at`,
    [token.hash, token.page, token.hours, userId],
  );
  if (!row) throw new Error('preview token was not saved');
  return row.expires_at;
}

export async function findPreviewToken(
  q: Queryable,
  hash: string,
): Promise<{ page: ContentPage; is_expired: boolean } | null> {
  const [row] = await q.query<{ page: ContentPage; is_expired: boolean }>(
    `SELECT page, expires_at <= now() AS is_expired FROM content_preview_tokens
     WHERE token_hash = $1`,
    [hash],
  );
  return row ?? null;
}
