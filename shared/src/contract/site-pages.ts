import { z } from 'zod';
import { text } from './fields';
import { oneOf, recordIdSchema } from './record-fields';
import {
  isRedirectTarget,
  isReservedPath,
  normalizeSitePath,
  RESERVED_PATH_MESSAGE,
  redirectTargetPath,
  SITE_PATH,
} from './redirect-rules';
import { type PublicAgency, publicAgencySchema, SITE_LANGUAGES } from './site-settings';

/**
 * The Site Management part of `site-settings` (docs/site-management.md): the public site's
 * pages (published, navigation order, SEO per language), its redirects and the maintenance
 * mode. The admin page's forms parse with these schemas, so what a form lets through the
 * server takes.
 */

/** The public site's pages, in the order the migration seeds them. */
export const SITE_PAGES = [
  'home',
  'services',
  'estimator',
  'get-started',
  'privacy',
  'terms',
] as const;
export type SitePageKey = (typeof SITE_PAGES)[number];

/** The page a visitor lands on: it cannot be unpublished. */
export const ALWAYS_PUBLISHED_PAGE: SitePageKey = 'home';

export const SITE_PAGE_LIMITS = {
  /** Search engines cut titles and descriptions longer than this in their results. */
  seoTitle: 70,
  seoDescription: 160,
  imageUrl: 2000,
  redirectPath: 500,
  redirectTarget: 2000,
  maintenanceMessage: 1000,
} as const;

const redirectFrom = text({ what: 'From', error: 'From is required' })
  .trim()
  .min(1, 'From is required')
  .max(
    SITE_PAGE_LIMITS.redirectPath,
    `From must be at most ${SITE_PAGE_LIMITS.redirectPath} characters`,
  )
  .refine((value) => SITE_PATH.test(value), {
    message: 'From must be a site path starting with / (no spaces, ? or #)',
    params: { fieldCode: 'site_path' },
  })
  .transform(normalizeSitePath)
  .refine((value) => !isReservedPath(value), {
    message: RESERVED_PATH_MESSAGE,
    params: { fieldCode: 'reserved_path' },
  });

const redirectTo = text({ what: 'To', error: 'To is required' })
  .trim()
  .min(1, 'To is required')
  .max(
    SITE_PAGE_LIMITS.redirectTarget,
    `To must be at most ${SITE_PAGE_LIMITS.redirectTarget} characters`,
  )
  .refine(isRedirectTarget, {
    message:
      'To must be a site path starting with one / or an address written https://host/… (no backslash, no user name or password)',
    params: { fieldCode: 'redirect_target' },
  });

const imageUrl = text({ what: 'Social image' })
  .trim()
  .max(
    SITE_PAGE_LIMITS.imageUrl,
    `Social image must be at most ${SITE_PAGE_LIMITS.imageUrl} characters`,
  )
  .refine((value) => value === '' || isRedirectTarget(value), {
    message: 'Social image must be a site path starting with / or an https:// address',
    params: { fieldCode: 'redirect_target' },
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const seoFieldSchemas = {
  title: text({ what: 'Title' })
    .trim()
    .max(
      SITE_PAGE_LIMITS.seoTitle,
      `Title must be at most ${SITE_PAGE_LIMITS.seoTitle} characters`,
    ),
  description: text({ what: 'Description' })
    .trim()
    .max(
      SITE_PAGE_LIMITS.seoDescription,
      `Description must be at most ${SITE_PAGE_LIMITS.seoDescription} characters`,
    ),
  image_url: imageUrl,
};

const seoSchema = z.object(
  {
    title: seoFieldSchemas.title.optional(),
    description: seoFieldSchemas.description.optional(),
    image_url: seoFieldSchemas.image_url.optional(),
  },
  { error: 'SEO of a language must be an object {title, description, image_url}' },
);

const pageKey = oneOf(SITE_PAGES, 'Page');

export const updatePageInput = z
  .object({
    page: pageKey,
    published: z.boolean({ error: 'published must be true or false' }).optional(),
    in_nav: z.boolean({ error: 'in_nav must be true or false' }).optional(),
    /** The page's position (1 = first); the others move to make room. */
    nav_order: z
      .number({ error: 'nav_order must be a whole number' })
      .int('nav_order must be a whole number')
      .min(1, 'nav_order must be at least 1')
      .max(SITE_PAGES.length, `nav_order must be at most ${SITE_PAGES.length}`)
      .optional(),
    seo: z
      .object(
        { en: seoSchema.optional(), fr: seoSchema.optional() },
        { error: 'seo must be an object {en, fr}' },
      )
      .strict()
      .optional(),
  })
  .refine((value) => !(value.page === ALWAYS_PUBLISHED_PAGE && value.published === false), {
    message: 'The home page cannot be unpublished',
    path: ['published'],
    params: { fieldCode: 'home_always_published' },
  });
export type PageChanges = z.output<typeof updatePageInput>;

export const reorderNavigationInput = z.object({
  pages: z
    .array(pageKey, { error: 'pages must be the list of every page, in the new order' })
    .refine(
      (pages) => pages.length === SITE_PAGES.length && new Set(pages).size === SITE_PAGES.length,
      {
        message: `pages must list each page once: ${SITE_PAGES.join(', ')}`,
        params: { fieldCode: 'each_once' },
      },
    ),
});

export const saveRedirectInput = z
  .object({
    /** Given: changes that redirect; absent: adds one. */
    id: recordIdSchema('id').optional(),
    from: redirectFrom,
    to: redirectTo,
    permanent: z.boolean({ error: 'permanent must be true or false' }).optional(),
  })
  .refine((value) => redirectTargetPath(value.to) !== value.from, {
    message: 'A redirect cannot lead to its own path',
    path: ['to'],
    params: { fieldCode: 'redirect_to_itself' },
  });

export const redirectIdInput = z.object({ id: recordIdSchema('id') });

const messageText = (what: string) =>
  text({ what, multiline: true })
    .trim()
    .max(
      SITE_PAGE_LIMITS.maintenanceMessage,
      `${what} must be at most ${SITE_PAGE_LIMITS.maintenanceMessage} characters`,
    );

export const setMaintenanceInput = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    message: z.object(
      { en: messageText('Message (English)'), fr: messageText('Message (French)') },
      { error: 'message must be an object {en, fr}' },
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    for (const language of SITE_LANGUAGES) {
      if (value.message[language] === '') {
        ctx.addIssue({
          code: 'custom',
          message: 'Visitors need a message while the site is in maintenance',
          path: ['message', language],
          params: { fieldCode: 'required' },
        });
      }
    }
  });

export const pageSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** A page as the public site reads it. */
export const sitePageSchema = z.object({
  page: z.enum(SITE_PAGES),
  path: z.string(),
  published: z.boolean(),
  in_nav: z.boolean(),
  nav_order: z.number().int(),
  seo: z.object({ en: pageSeoSchema, fr: pageSeoSchema }),
});
export type SitePage = z.infer<typeof sitePageSchema>;

const whoChanged = z.object({ id: z.guid(), name: z.string() }).nullable();

/** A page as the admin page reads it: who changed it last. */
export const adminSitePageSchema = sitePageSchema.extend({
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: whoChanged,
});
export type AdminSitePage = z.infer<typeof adminSitePageSchema>;

export const publicRedirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  permanent: z.boolean(),
});
export type PublicRedirect = z.infer<typeof publicRedirectSchema>;

export const siteRedirectSchema = publicRedirectSchema.extend({
  id: z.guid(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: whoChanged,
});
export type SiteRedirect = z.infer<typeof siteRedirectSchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  message: z.object({ en: z.string(), fr: z.string() }),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/**
 * The agency as the public site's header and footer show it (Settings, docs/settings.md): its
 * name, logo and contact details, the public part of `get_settings`.
 */
export type SiteAgency = PublicAgency;

/** `get_site`: everything the public site needs, nothing an admin alone should see. */
export const publicSiteSchema = z.object({
  pages: z.array(sitePageSchema),
  redirects: z.array(publicRedirectSchema),
  maintenance: maintenanceSchema,
  agency: publicAgencySchema,
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

/** get_pages and reorder_navigation. */
export const adminSitePagesAnswer = z.object({ pages: z.array(adminSitePageSchema) });
/** update_page. */
export const adminSitePageAnswer = z.object({ page: adminSitePageSchema });
/** get_site. */
export const publicSiteAnswer = z.object({ site: publicSiteSchema });
export const siteRedirectsAnswer = z.object({ redirects: z.array(siteRedirectSchema) });
/** save_redirect. */
export const siteRedirectAnswer = z.object({ redirect: siteRedirectSchema });
/** delete_redirect: the id removed. */
export const deletedRedirectAnswer = z.object({ id: z.guid() });
/** set_maintenance. */
export const maintenanceAnswer = z.object({ maintenance: maintenanceSchema });
