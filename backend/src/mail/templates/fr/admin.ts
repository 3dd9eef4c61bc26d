import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The agency's own alerts and digest. */
export const ADMIN_FR = {
  admin_alert: {
    subject: '{{alert}}',
    body: lines(
      'Bonjour {{first_name}},',
      '',
      '{{alert}}',
      '{{details}}',
      '',
      'Ouvrir : {{link}}',
      '',
      '--',
      'Une alerte e-mail de {{agency}}. Choisissez vos alertes, immédiates ou dans un récapitulatif',
      'quotidien, dans votre compte : Alertes e-mail.',
    ),
  },
  admin_digest: {
    subject: 'Votre récapitulatif du jour : {{count}} nouveautés',
    body: lines(
      'Bonjour {{first_name}},',
      '',
      'Depuis votre dernier récapitulatif :',
      '',
      '{{items}}',
      '',
      'Ouvrir l’administration : {{link}}',
      '',
      '--',
      'Le récapitulatif quotidien de {{agency}}. Choisissez ce qu’il contient dans votre compte : Alertes e-mail.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
