import { type ActionName, callAction } from '@atelier/shared';

/**
 * The newsletter's public calls (docs/marketing.md#newsletter). None falls back to demo data:
 * a visitor must see a failure, not a pretended success. The token is the only credential.
 */
const options = { demoFallback: false, sendSession: false } as const;

const MARKETING_FUNCTION = 'marketing' as const;

/** The public actions of `marketing` the newsletter's pages call. */
export const NEWSLETTER_ACTIONS = [
  'subscribe',
  'confirm_subscription',
  'unsubscribe',
] as const satisfies readonly ActionName<typeof MARKETING_FUNCTION>[];

export const subscribeToNewsletter = (email: string, website: string) =>
  callAction(MARKETING_FUNCTION, 'subscribe', { email, website }, options);

export const confirmSubscription = (token: string) =>
  callAction(MARKETING_FUNCTION, 'confirm_subscription', { token }, options);

export const unsubscribeFromNewsletter = (token: string) =>
  callAction(MARKETING_FUNCTION, 'unsubscribe', { token }, options);
