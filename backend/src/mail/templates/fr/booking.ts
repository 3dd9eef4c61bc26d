import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** A call booked, cancelled or moved: the visitor's e-mails and the agency's. */
export const BOOKING_FR = {
  booking_confirmation: {
    subject:
      '{{#is_rescheduled}}Déplacé : {{/is_rescheduled}}{{meeting}} avec {{agency}}, {{when}}',
    body: lines(
      'Bonjour {{name}},',
      '',
      '{{#is_rescheduled}}Votre appel avec {{agency}} a été déplacé. {{/is_rescheduled}}Votre réservation est confirmée :',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'L’invitation est jointe : ouvrez-la pour ajouter l’appel à votre agenda.',
      '',
      'Pour annuler ou choisir un autre horaire : {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_cancellation: {
    subject: 'Annulé : {{meeting}} avec {{agency}}, {{when}}',
    body: lines(
      'Bonjour {{name}},',
      '',
      'Votre réservation est annulée :',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'Pour réserver un autre horaire : {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_agency: {
    subject:
      '{{#is_cancelled}}Réservation annulée{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}Réservation déplacée{{/is_rescheduled}}{{^is_rescheduled}}Nouvelle réservation{{/is_rescheduled}}{{/is_cancelled}} : {{meeting}}, {{when}}',
    body: lines(
      '{{#is_cancelled}}Une réservation a été annulée.{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}Une réservation a été déplacée.{{/is_rescheduled}}{{^is_rescheduled}}Un visiteur a réservé un appel.{{/is_rescheduled}}{{/is_cancelled}}',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '{{name}} <{{email}}>{{#message}}\n\nSon message :\n{{message}}{{/message}}',
      '',
      'Le prospect : {{link}}',
      '',
      '--',
      'La page de réservation de {{agency}}.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
