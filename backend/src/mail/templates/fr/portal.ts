import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The client portal's news: a deliverable ready, a message either way. */
export const PORTAL_FR = {
  deliverable_ready: {
    subject: 'Prêt pour votre validation : {{deliverable_title}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      '« {{deliverable_title}} » pour {{project_name}} est prêt pour votre validation.',
      '',
      'Vous pouvez le valider, ou demander des modifications avec un commentaire, dans votre espace client.',
    ),
  },
  client_message: {
    subject: 'Nouveau message de {{client_name}}',
    body: lines(
      '{{client_name}} a écrit dans l’espace client :',
      '',
      '{{message}}',
      '',
      'Répondez depuis sa fiche.',
    ),
  },
  agency_message: {
    subject: 'Nouveau message de {{agency}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      '{{agency}} vous a écrit :',
      '',
      '{{message}}',
      '',
      'Répondez dans votre espace client.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
