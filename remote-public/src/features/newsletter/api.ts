import { actionCaller } from '@atelier/shared';

/**
 * The newsletter's public calls (docs/marketing.md#newsletter). None falls back to demo data:
 * a visitor must see a failure, not a pretended success. The token is the only credential.
 */
const MARKETING_FUNCTION = 'marketing' as const;

const call = actionCaller(MARKETING_FUNCTION, { demoFallback: false, sendSession: false });

/** The page's language as the subscriber's (their e-mails are written in it): `en` or `fr`. */
export const newsletterLanguage = (pageLanguage: string | undefined): 'en' | 'fr' =>
  pageLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/** The sign-up's own check of an address (the server checks it again). */
export const isNewsletterAddress = (email: string): boolean =>
  /^[^\s@]+@[^\s@]+$/.test(email.trim());

export const subscribeToNewsletter = (email: string, website: string, pageLanguage?: string) =>
  call('subscribe', { email, website, language: newsletterLanguage(pageLanguage) });

export const confirmSubscription = (token: string) => call('confirm_subscription', { token });

export const unsubscribeFromNewsletter = (token: string) => call('unsubscribe', { token });
