import { PRIVATE_AREAS, SITE_LANGUAGES, type SitePage } from '@atelier/shared/contract';

/**
 * sitemap.xml and robots.txt written from the pages (docs/site-management.md): absolute URLs
 * on the public site's origin (`ATELIER_SITE_URL`, the one e-mailed links use), each published
 * page in English at its path and in French at `?lng=fr` (the language the site's detector
 * reads first), each naming the other as its alternate.
 */

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The URL of `path` in `language`: English is the site's default, without a parameter. */
const pageUrl = (siteUrl: string, path: string, language: string): string =>
  `${siteUrl}${path}${language === 'en' ? '' : `?lng=${language}`}`;

export function sitemapXml(
  siteUrl: string,
  pages: readonly (Pick<SitePage, 'path' | 'published'> & { updated_at?: string })[],
): string {
  const entries = pages
    .filter((page) => page.published)
    .flatMap((page) =>
      SITE_LANGUAGES.map((language) => {
        const alternates = SITE_LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(pageUrl(siteUrl, page.path, other))}"/>`,
        );
        const lastmod = page.updated_at
          ? [`    <lastmod>${new Date(page.updated_at).toISOString().slice(0, 10)}</lastmod>`]
          : [];
        return [
          '  <url>',
          `    <loc>${escapeXml(pageUrl(siteUrl, page.path, language))}</loc>`,
          ...lastmod,
          ...alternates,
          '  </url>',
        ].join('\n');
      }),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** While the site is in maintenance, crawlers are asked to stay away from all of it. */
export function robotsTxt(siteUrl: string, isInMaintenance: boolean): string {
  const rules = isInMaintenance
    ? ['Disallow: /']
    : PRIVATE_AREAS.map((area) => `Disallow: ${area}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
