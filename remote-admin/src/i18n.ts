import { registerNamespace } from '@atelier/shared';
import contentEn from './features/content/locales/en.json';
import emailEn from './features/email/locales/en.json';
import imagesEn from './features/images/locales/en.json';
import marketingEn from './features/marketing/locales/en.json';
import settingsEn from './features/settings/locales/en.json';
import siteManagementEn from './features/site-management/locales/en.json';
import en from './locales/en.json';

export const NAMESPACE = 'admin';

/**
 * One namespace. `locales/` holds the strings of the pages built first; the newer areas keep
 * theirs beside their pages, mounted under `<area>.*` (the key `email.outbox.title` is in
 * `features/email/locales`).
 */
const english = {
  ...en,
  content: contentEn,
  email: emailEn,
  images: imagesEn,
  marketing: marketingEn,
  settings: settingsEn,
  siteManagement: siteManagementEn,
};

const french = async () => {
  const contentLoad = import('./features/content/locales/fr.json');
  const [base, email, marketing, settings, images, siteManagement] = await Promise.all([
    import('./locales/fr.json'),
    import('./features/email/locales/fr.json'),
    import('./features/marketing/locales/fr.json'),
    import('./features/settings/locales/fr.json'),
    import('./features/images/locales/fr.json'),
    import('./features/site-management/locales/fr.json'),
  ]);
  const content = await contentLoad;
  return {
    default: {
      ...base.default,
      content: content.default,
      email: email.default,
      images: images.default,
      marketing: marketing.default,
      settings: settings.default,
      siteManagement: siteManagement.default,
    },
  };
};

// English is the fallback and always needed; other languages load only when shown.
registerNamespace(NAMESPACE, { en: english, fr: french });
