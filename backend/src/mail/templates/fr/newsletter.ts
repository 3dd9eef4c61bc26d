import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The newsletter: the sign-up confirmation, the welcome and an issue. */
export const NEWSLETTER_FR = {
  newsletter_confirmation: {
    subject: 'Confirmez votre abonnement à la lettre d’information de {{agency}}',
    body: lines(
      'Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de {{agency}} à cette adresse.',
      '',
      'Confirmez votre abonnement : {{link}}',
      '',
      'Si ce n’était pas vous, ignorez cet e-mail : nous ne vous enverrons rien.',
    ),
  },
  newsletter_welcome: {
    subject: 'Vous êtes abonné à la lettre d’information de {{agency}}',
    body: lines(
      'Merci : votre abonnement à la lettre d’information de {{agency}} est confirmé.',
      '',
      '--',
      'Se désabonner en un clic : {{unsubscribe_link}}',
    ),
  },
  newsletter_issue: {
    subject: '{{issue_subject}}',
    body: lines(
      '{{issue_body}}',
      '',
      '--',
      'Vous recevez la lettre d’information de {{agency}}. Se désabonner en un clic : {{unsubscribe_link}}',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
