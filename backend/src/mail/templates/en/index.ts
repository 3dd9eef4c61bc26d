import type { EmailTemplateKey } from '@atelier/shared/contract';
import type { TemplateText } from '../text.ts';
import { ACCOUNT_EN } from './account.ts';
import { ADMIN_EN } from './admin.ts';
import { BILLING_EN } from './billing.ts';
import { BOOKING_EN } from './booking.ts';
import { CONTRACTS_EN } from './contracts.ts';
import { NEWSLETTER_EN } from './newsletter.ts';
import { PORTAL_EN } from './portal.ts';
import { SALES_EN } from './sales.ts';

/**
 * The built-in English texts: the wording each e-mail had before templates existed, so an
 * agency that edits nothing sends what it always sent.
 */
export const DEFAULTS_EN: Record<EmailTemplateKey, TemplateText> = {
  ...SALES_EN,
  ...BILLING_EN,
  ...CONTRACTS_EN,
  ...ACCOUNT_EN,
  ...PORTAL_EN,
  ...NEWSLETTER_EN,
  ...ADMIN_EN,
  ...BOOKING_EN,
};
