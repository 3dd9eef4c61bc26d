/**
 * The admin sections that have no screen of their own yet. Each shows what it is for and an
 * honest empty state; its texts live under `sections.<key>` in the admin namespace.
 */
export type SectionKey =
  | 'content'
  | 'email'
  | 'images'
  | 'siteManagement'
  | 'settings'
  | 'marketing';

export type Section = {
  /** Where the empty state's one action leads; its label is `sections.<key>.action`. */
  actionTo?: string;
};

export const SECTIONS: Record<SectionKey, Section> = {
  content: { actionTo: '/' },
  email: {},
  images: {},
  siteManagement: { actionTo: '/' },
  settings: {},
  marketing: {},
};

export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];
