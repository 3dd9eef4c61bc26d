import type { EmailTemplateKey } from '@atelier/shared/contract';
import type { TemplateText } from '../text.ts';
import { ACCOUNT_FR } from './account.ts';
import { ADMIN_FR } from './admin.ts';
import { BILLING_FR } from './billing.ts';
import { BOOKING_FR } from './booking.ts';
import { CONTRACTS_FR } from './contracts.ts';
import { NEWSLETTER_FR } from './newsletter.ts';
import { PORTAL_FR } from './portal.ts';
import { SALES_FR } from './sales.ts';

/** The built-in French texts, the same messages as DEFAULTS_EN with the same variables. */
export const DEFAULTS_FR: Record<EmailTemplateKey, TemplateText> = {
  ...SALES_FR,
  ...BILLING_FR,
  ...CONTRACTS_FR,
  ...ACCOUNT_FR,
  ...PORTAL_FR,
  ...NEWSLETTER_FR,
  ...ADMIN_FR,
  ...BOOKING_FR,
};
