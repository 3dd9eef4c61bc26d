/**
 * The admin sections that have no screen of their own yet. Each shows what it is for and an
 * honest empty state; its texts live under `sections.<key>` in the admin namespace.
 */
export type SectionKey =
  | 'analytics'
  | 'content'
  | 'email'
  | 'images'
  | 'siteManagement'
  | 'settings'
  | 'businessIntelligence'
  | 'marketing';

export type Section = {
  /** Where the empty state's one action leads; its label is `sections.<key>.action`. */
  actionTo?: string;
};

export const SECTIONS: Record<SectionKey, Section> = {
  analytics: {},
  content: { actionTo: '/' },
  email: {},
  images: {},
  siteManagement: { actionTo: '/' },
  settings: {},
  businessIntelligence: {},
  marketing: {},
};

export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];
