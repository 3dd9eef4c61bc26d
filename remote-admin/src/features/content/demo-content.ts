import type { ApiResult } from '@atelier/shared';
import type {
  ContentDocument,
  ContentDraftAnswer,
  ContentLocale,
  ContentPage,
  ContentRevision,
} from '@atelier/shared/contract';

/** A sample of each page the content page shows, under the demo banner, when the server cannot answer. */

const legal = (title: string, intro: string, sections: [string, string][]): ContentDocument => ({
  title,
  updated: 'Last updated: 1 November 2026',
  intro,
  sections: sections.map(([heading, text]) => ({ title: heading, text })),
});

const samples: Record<ContentPage, ContentDocument> = {
  home: {
    home: {
      hero: {
        eyebrow: 'Booking new projects for next month',
        title: 'Websites and apps that grow your business',
        subtitle: 'Atelier is a design and engineering studio.',
      },
    },
    cta: {
      title: 'Let’s build something your customers will love',
      text: 'Tell us where you want to go.',
    },
  },
  services: {
    services: {
      title: 'Everything you need to launch and grow online',
      lead: 'Six services, one team.',
    },
    catalog: {
      webDesign: { name: 'Web design', included: ['Discovery workshop', 'Clickable prototype'] },
    },
  },
  estimator: {
    estimator: { title: 'What will your project cost?' },
  },
  prices: {
    prices: {
      projects: { landing: { price: { min: 1500, max: 3000 }, weeks: { min: 1, max: 2 } } },
      features: { cms: { min: 800, max: 1500 } },
    },
  },
  privacy: {
    privacy: legal('Privacy policy', 'This policy explains which personal data we collect.', [
      ['What we collect', 'Your name, e-mail address and what you tell us about your project.'],
    ]),
  },
  terms: {
    terms: legal('Terms of service', 'These terms govern the use of this website.', [
      ['Estimates and proposals', 'The online estimator gives an indicative range, not an offer.'],
    ]),
  },
};

const isPage = (value: unknown): value is ContentPage =>
  typeof value === 'string' && value in samples;

function draft(payload: Record<string, unknown>): ApiResult<Record<string, unknown>> {
  const page = isPage(payload.page) ? payload.page : 'home';
  const locale: ContentLocale = payload.locale === 'fr' ? 'fr' : 'en';
  const answer: ContentDraftAnswer = {
    page,
    locale,
    content: structuredClone(samples[page]),
    images: {},
    has_unpublished_changes: false,
    version: 1,
    published_at: '2026-01-12T10:00:00.000Z',
    draft_updated_at: null,
    scheduled_at: null,
  };
  return { success: true, draft: answer };
}

function revisions(payload: Record<string, unknown>): ApiResult<Record<string, unknown>> {
  const page = isPage(payload.page) ? payload.page : 'home';
  const revision: ContentRevision = {
    id: '00000000-0000-4000-8000-0000000000c1',
    page,
    locale: payload.locale === 'fr' ? 'fr' : 'en',
    version: 1,
    published_at: '2026-01-12T10:00:00.000Z',
    author: { name: 'Ada Admin', email: 'ada@atelier.example' },
    changed: Object.keys(samples[page]),
  };
  return { success: true, revisions: [revision] };
}

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

export const contentDemoHandlers = {
  get_draft: draft,
  get_revisions: revisions,
  save_draft: () => readOnly('saving a draft'),
  publish: () => readOnly('publishing a page'),
  restore_revision: () => readOnly('restoring a revision'),
  create_preview_link: () => readOnly('creating a preview link'),
};
