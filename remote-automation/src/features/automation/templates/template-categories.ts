/** The Project Templates filter (spec §2); `all` shows every category. */
export const TEMPLATE_CATEGORIES = [
  'all',
  'ecommerce',
  'corporate',
  'saas',
  'marketing',
  'mobile',
  'redesign',
] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
