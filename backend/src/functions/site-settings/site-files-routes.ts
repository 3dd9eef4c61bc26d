import { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { listPages, readMaintenance } from '../../db/site-pages.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';

/** Crawlers read them often; a change in the back office shows within five minutes. */
const CACHE = 'public, max-age=300';

/**
 * `GET /site/v1/sitemap.xml` and `GET /site/v1/robots.txt`: crawlers send no API key, so these
 * are plain routes beside `/functions/v1`. The site's origin proxies `/sitemap.xml` and
 * `/robots.txt` to them (scripts/lib/site-files.ts).
 */
export function siteFileRoutes(db: Database, siteUrl: string): Hono {
  const routes = new Hono();
  routes.get('/sitemap.xml', async (c) => {
    const xml = sitemapXml(siteUrl, await listPages(db));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE,
    });
  });
  routes.get('/robots.txt', async (c) => {
    const { enabled } = await readMaintenance(db);
    return c.text(robotsTxt(siteUrl, enabled), 200, { 'Cache-Control': CACHE });
  });
  return routes;
}
