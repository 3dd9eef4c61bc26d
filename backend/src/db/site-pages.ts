import type {
  AdminSitePage,
  Maintenance,
  PageSeo,
  PublicRedirect,
  SitePageKey,
  SiteRedirect,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { readStoredSettings, writeSettingsBy } from './site-settings.ts';

/**
 * The public site's pages, redirects and maintenance mode (docs/site-management.md). The SEO
 * of both languages is gathered in SQL, so a row is the wire shape.
 */

/** The app_settings key of the maintenance mode; absent means off. */
export const MAINTENANCE_KEY = 'site.maintenance';

const PAGE_SELECT = `
  SELECT p.page, p.path, p.published, p.in_nav, p.nav_order, p.updated_at,
    CASE WHEN p.updated_by IS NULL THEN NULL ELSE json_build_object(
      'id', p.updated_by,
      'name', btrim(concat_ws(' ', u.first_name, u.last_name))) END AS updated_by,
    (SELECT json_object_agg(s.locale, json_build_object(
        'title', s.title, 'description', s.description, 'image_url', s.image_url))
     FROM site_page_seo s WHERE s.page = p.page) AS seo
  FROM site_pages p LEFT JOIN users u ON u.id = p.updated_by`;

const EMPTY_SEO: PageSeo = { title: '', description: '', image_url: null };

/** Every page in navigation order; a language without its row reads as empty SEO. */
export async function listPages(q: Queryable): Promise<AdminSitePage[]> {
  const rows = await q.query<AdminSitePage & { seo: Partial<AdminSitePage['seo']> | null }>(
    `${PAGE_SELECT} ORDER BY p.nav_order, p.page`,
  );
  return rows.map((row) => ({
    ...row,
    seo: { en: row.seo?.en ?? EMPTY_SEO, fr: row.seo?.fr ?? EMPTY_SEO },
  }));
}

/** The page keys in navigation order, locked until the transaction ends (one reorder at a time). */
export async function lockPageOrder(q: Queryable): Promise<SitePageKey[]> {
  const rows = await q.query<{ page: SitePageKey }>(
    'SELECT page FROM site_pages ORDER BY nav_order, page FOR UPDATE',
  );
  return rows.map((row) => row.page);
}

/** Numbers the pages 1, 2, … in the order given. */
export async function writePageOrder(
  q: Queryable,
  pages: readonly SitePageKey[],
  userId: string,
): Promise<void> {
  await q.query(
    `UPDATE site_pages p SET nav_order = o.position, updated_at = now(), updated_by = $2
     FROM unnest($1::text[]) WITH ORDINALITY AS o (page, position)
     WHERE p.page = o.page AND p.nav_order IS DISTINCT FROM o.position::int`,
    [pages, userId],
  );
}

/** Sets the flags given (null leaves one as it is). */
export async function writePageFlags(
  q: Queryable,
  page: SitePageKey,
  flags: { published?: boolean | undefined; in_nav?: boolean | undefined },
  userId: string,
): Promise<void> {
  await q.query(
    `UPDATE site_pages SET published = COALESCE($2, published), in_nav = COALESCE($3, in_nav),
       updated_at = now(), updated_by = $4
     WHERE page = $1`,
    [page, flags.published ?? null, flags.in_nav ?? null, userId],
  );
}

/** Changes the SEO fields given for one language (creating its row when needed). */
export async function writePageSeo(
  q: Queryable,
  page: SitePageKey,
  locale: string,
  seo: Partial<PageSeo>,
): Promise<void> {
  await q.query(
    `INSERT INTO site_page_seo (page, locale, title, description, image_url)
     VALUES ($1, $2, COALESCE($3, ''), COALESCE($4, ''), $5)
     ON CONFLICT (page, locale) DO UPDATE SET
       title = COALESCE($3, site_page_seo.title),
       description = COALESCE($4, site_page_seo.description),
       image_url = CASE WHEN $6 THEN $5 ELSE site_page_seo.image_url END`,
    [
      page,
      locale,
      seo.title ?? null,
      seo.description ?? null,
      seo.image_url ?? null,
      seo.image_url !== undefined,
    ],
  );
}

const REDIRECT_SELECT = `
  SELECT r.id, r.from_path AS "from", r.to_target AS "to", r.permanent, r.created_at,
    CASE WHEN r.created_by IS NULL THEN NULL ELSE json_build_object(
      'id', r.created_by,
      'name', btrim(concat_ws(' ', u.first_name, u.last_name))) END AS created_by
  FROM site_redirects r LEFT JOIN users u ON u.id = r.created_by`;

export async function listRedirects(q: Queryable): Promise<SiteRedirect[]> {
  return await q.query<SiteRedirect>(`${REDIRECT_SELECT} ORDER BY r.from_path`);
}

/** What the public site needs to follow them: no ids, no authors. */
export async function listPublicRedirects(q: Queryable): Promise<PublicRedirect[]> {
  return await q.query<PublicRedirect>(
    'SELECT from_path AS "from", to_target AS "to", permanent FROM site_redirects ORDER BY from_path',
  );
}

export async function findRedirect(q: Queryable, id: string): Promise<SiteRedirect | null> {
  const [row] = await q.query<SiteRedirect>(`${REDIRECT_SELECT} WHERE r.id::text = $1`, [id]);
  return row ?? null;
}

/** from → to of every redirect but `exceptId`, locked so no concurrent save makes a loop. */
export async function lockRedirectMap(
  q: Queryable,
  exceptId: string | null,
): Promise<Map<string, { id: string; to: string }>> {
  const rows = await q.query<{ id: string; from_path: string; to_target: string }>(
    'SELECT id, from_path, to_target FROM site_redirects ORDER BY from_path FOR UPDATE',
  );
  return new Map(
    rows
      .filter((row) => row.id !== exceptId)
      .map((row) => [row.from_path, { id: row.id, to: row.to_target }]),
  );
}

export async function insertRedirect(
  q: Queryable,
  redirect: PublicRedirect,
  userId: string,
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO site_redirects (from_path, to_target, permanent, created_by)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [redirect.from, redirect.to, redirect.permanent, userId],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** Whether the redirect existed. */
export async function updateRedirect(
  q: Queryable,
  id: string,
  redirect: PublicRedirect,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE site_redirects SET from_path = $2, to_target = $3, permanent = $4
     WHERE id::text = $1 RETURNING id`,
    [id, redirect.from, redirect.to, redirect.permanent],
  );
  return rows.length > 0;
}

export async function deleteRedirectRow(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM site_redirects WHERE id::text = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/** The stored mode; a missing or hand-broken value reads as off with empty messages. */
export async function readMaintenance(q: Queryable): Promise<Maintenance> {
  const stored = (await readStoredSettings(q, [MAINTENANCE_KEY])).values.get(MAINTENANCE_KEY);
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as {
    enabled?: unknown;
    message?: { en?: unknown; fr?: unknown } | null;
  };
  const message = (language: 'en' | 'fr') => {
    const text = value.message?.[language];
    return typeof text === 'string' ? text : '';
  };
  return { enabled: value.enabled === true, message: { en: message('en'), fr: message('fr') } };
}

export async function writeMaintenance(
  q: Queryable,
  maintenance: Maintenance,
  userId: string,
): Promise<void> {
  await writeSettingsBy(q, { [MAINTENANCE_KEY]: maintenance }, userId);
}
