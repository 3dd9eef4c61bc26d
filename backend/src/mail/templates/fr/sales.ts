import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The answer to a lead and the proposal sent to a client. */
export const SALES_FR = {
  lead_auto_reply: {
    subject: '{{agency}} : nous avons bien reçu votre projet',
    body: lines(
      'Bonjour {{name}},',
      '',
      'Merci d’avoir présenté votre projet à {{agency}}. Nous lisons chaque demande nous-mêmes.',
      '',
      'La suite :',
      '- Sous {{response_time}}, nous vous répondons avec nos premières questions ou un créneau d’appel.',
      '- Après l’appel, nous vous envoyons une proposition : périmètre, calendrier et prix.{{#booking_link}}\n\nEnvie d’en parler tout de suite ? Choisissez un créneau d’appel : {{booking_link}}{{/booking_link}}',
      '',
      '{{agency}}',
    ),
  },
  proposal_sent: {
    subject: '{{agency}} vous a envoyé une proposition : {{proposal_title}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      '{{agency}} vous a envoyé la proposition « {{proposal_title}} ». Lisez-la, téléchargez-la,',
      'puis acceptez-la ou refusez-la dans votre espace client :',
      '',
      '{{link}}',
      '',
      'Une question ? Écrivez-nous depuis votre espace client.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
