import { callFunction } from '@atelier/shared';

/**
 * The newsletter's public calls (docs/marketing.md#newsletter). None falls back to demo data:
 * a visitor must see a failure, not a pretended success. The token is the only credential.
 */
const options = { demoFallback: false, sendSession: false } as const;

export const subscribeToNewsletter = (email: string, website: string) =>
  callFunction<{ status: 'pending' }>('marketing', 'subscribe', { email, website }, options);

export const confirmSubscription = (token: string) =>
  callFunction<{ status: 'confirmed'; alreadyConfirmed: boolean }>(
    'marketing',
    'confirm_subscription',
    { token },
    options,
  );

export const unsubscribeFromNewsletter = (token: string) =>
  callFunction<{ status: 'unsubscribed' }>('marketing', 'unsubscribe', { token }, options);
