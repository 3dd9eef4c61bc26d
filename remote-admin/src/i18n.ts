import { namespacePart, registerNamespace } from '@atelier/shared';
import core from './locales/en.json?omit=dashboard,leads,clients,projects,proposals,lineItems,pdf,invoices,creditNotes,payments,revenue,analytics,businessIntelligence,team&strings';

export const NAMESPACE = 'admin';

/*
 * One namespace. `locales/` holds the strings of the pages built first; the newer areas keep
 * theirs beside their pages, mounted under `<area>.*` (the key `email.outbox.title` is in
 * `features/email/locales`).
 *
 * Only the core (`common`, `sections`, `documentTitle`: every page's) comes with the routes
 * module, in English, the fallback. An area's strings are a part of the namespace that loads
 * with the pages that show them (`routes.tsx`), in the shown language and English: the build
 * takes the keys of `locales/*.json` named in `?keys=` (`?omit=` for the core;
 * shared/build/json-keys-loader.cjs). `i18n-parts.test.ts` checks that each page loads the
 * parts whose keys its code uses, and that the core omits exactly the parts.
 */
registerNamespace(NAMESPACE, {
  en: core,
  fr: () =>
    import(
      './locales/fr.json?omit=dashboard,leads,clients,projects,proposals,lineItems,pdf,invoices,creditNotes,payments,revenue,analytics,businessIntelligence,team&strings'
    ),
});

type Strings = { default: Record<string, unknown> };
/** A feature folder's strings, mounted under `key`. */
const under = (key: string) => (module: Strings) => ({ default: { [key]: module.default } });

/**
 * The namespace's parts, mostly one per top-level key (a part may add branches of others); a
 * page asks for the ones it shows.
 */
export const ADMIN_STRINGS = {
  // The dashboard's cards name lead and project statuses and revenue's change.
  dashboard: namespacePart(NAMESPACE, 'dashboard', {
    en: () =>
      import(
        './locales/en.json?keys=dashboard,leads.statuses,projects.statuses,revenue.stats&strings'
      ),
    fr: () =>
      import(
        './locales/fr.json?keys=dashboard,leads.statuses,projects.statuses,revenue.stats&strings'
      ),
  }),
  leads: namespacePart(NAMESPACE, 'leads', {
    en: () => import('./locales/en.json?keys=leads&strings'),
    fr: () => import('./locales/fr.json?keys=leads&strings'),
  }),
  clients: namespacePart(NAMESPACE, 'clients', {
    en: () => import('./locales/en.json?keys=clients&strings'),
    fr: () => import('./locales/fr.json?keys=clients&strings'),
  }),
  projects: namespacePart(NAMESPACE, 'projects', {
    en: () => import('./locales/en.json?keys=projects&strings'),
    fr: () => import('./locales/fr.json?keys=projects&strings'),
  }),
  proposals: namespacePart(NAMESPACE, 'proposals', {
    en: () => import('./locales/en.json?keys=proposals&strings'),
    fr: () => import('./locales/fr.json?keys=proposals&strings'),
  }),
  lineItems: namespacePart(NAMESPACE, 'lineItems', {
    en: () => import('./locales/en.json?keys=lineItems&strings'),
    fr: () => import('./locales/fr.json?keys=lineItems&strings'),
  }),
  pdf: namespacePart(NAMESPACE, 'pdf', {
    en: () => import('./locales/en.json?keys=pdf&strings'),
    fr: () => import('./locales/fr.json?keys=pdf&strings'),
  }),
  invoices: namespacePart(NAMESPACE, 'invoices', {
    en: () => import('./locales/en.json?keys=invoices&strings'),
    fr: () => import('./locales/fr.json?keys=invoices&strings'),
  }),
  creditNotes: namespacePart(NAMESPACE, 'creditNotes', {
    en: () => import('./locales/en.json?keys=creditNotes&strings'),
    fr: () => import('./locales/fr.json?keys=creditNotes&strings'),
  }),
  payments: namespacePart(NAMESPACE, 'payments', {
    en: () => import('./locales/en.json?keys=payments&strings'),
    fr: () => import('./locales/fr.json?keys=payments&strings'),
  }),
  revenue: namespacePart(NAMESPACE, 'revenue', {
    en: () => import('./locales/en.json?keys=revenue&strings'),
    fr: () => import('./locales/fr.json?keys=revenue&strings'),
  }),
  analytics: namespacePart(NAMESPACE, 'analytics', {
    en: () => import('./locales/en.json?keys=analytics&strings'),
    fr: () => import('./locales/fr.json?keys=analytics&strings'),
  }),
  businessIntelligence: namespacePart(NAMESPACE, 'businessIntelligence', {
    en: () => import('./locales/en.json?keys=businessIntelligence&strings'),
    fr: () => import('./locales/fr.json?keys=businessIntelligence&strings'),
  }),
  team: namespacePart(NAMESPACE, 'team', {
    en: () => import('./locales/en.json?keys=team&strings'),
    fr: () => import('./locales/fr.json?keys=team&strings'),
  }),
  content: namespacePart(NAMESPACE, 'content', {
    en: () => import('./features/content/locales/en.json').then(under('content')),
    fr: () => import('./features/content/locales/fr.json').then(under('content')),
  }),
  email: namespacePart(NAMESPACE, 'email', {
    en: () => import('./features/email/locales/en.json').then(under('email')),
    fr: () => import('./features/email/locales/fr.json').then(under('email')),
  }),
  images: namespacePart(NAMESPACE, 'images', {
    en: () => import('./features/images/locales/en.json').then(under('images')),
    fr: () => import('./features/images/locales/fr.json').then(under('images')),
  }),
  marketing: namespacePart(NAMESPACE, 'marketing', {
    en: () => import('./features/marketing/locales/en.json').then(under('marketing')),
    fr: () => import('./features/marketing/locales/fr.json').then(under('marketing')),
  }),
  settings: namespacePart(NAMESPACE, 'settings', {
    en: () => import('./features/settings/locales/en.json').then(under('settings')),
    fr: () => import('./features/settings/locales/fr.json').then(under('settings')),
  }),
  siteManagement: namespacePart(NAMESPACE, 'siteManagement', {
    en: () => import('./features/site-management/locales/en.json').then(under('siteManagement')),
    fr: () => import('./features/site-management/locales/fr.json').then(under('siteManagement')),
  }),
};

export type AdminStrings = keyof typeof ADMIN_STRINGS;
