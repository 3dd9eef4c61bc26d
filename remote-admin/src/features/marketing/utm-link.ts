/** The tags of a campaign link, as the form holds them. */
export type UtmTags = {
  landing_path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
};

const TAG_ORDER = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * The full link a campaign is advertised with: the public site's address, the landing path and
 * the tags that are set, encoded (what the visit and the get-started form then carry back).
 */
export function campaignUrl(siteOrigin: string, tags: UtmTags): string {
  const path = tags.landing_path.trim() || '/';
  const url = new URL(path.startsWith('/') ? path : `/${path}`, siteOrigin);
  for (const tag of TAG_ORDER) {
    const value = tags[tag].trim();
    if (value) url.searchParams.set(tag, value);
  }
  return url.toString();
}
