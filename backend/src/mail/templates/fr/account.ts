import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';
import { HELLO_FIRST_NAME } from './common.ts';

/** Accounts: a password reset, an e-mail change, an invitation to the team or the portal. */
export const ACCOUNT_FR = {
  password_reset: {
    subject: 'Réinitialisez votre mot de passe {{agency}}',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {{agency}}. Pour en choisir un nouveau, ouvrez :',
      '',
      '{{link}}',
      '',
      'Le lien ne sert qu’une fois et expire dans {{minutes}} minutes.',
      'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    ),
  },
  email_change: {
    subject: 'Confirmez votre nouvel e-mail {{agency}}',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Vous avez demandé à vous connecter à {{agency}} avec {{email}} désormais. Pour confirmer cette adresse, ouvrez :',
      '',
      '{{link}}',
      '',
      'Le lien ne sert qu’une fois et expire dans {{hours}} heures. D’ici là, vous vous connectez avec votre e-mail actuel.',
      'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    ),
  },
  email_changed: {
    subject: 'Votre e-mail {{agency}} a été modifié',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Votre compte {{agency}} se connecte désormais avec {{email}} au lieu de cette adresse.',
      '',
      'Si vous n’êtes pas à l’origine de ce changement, écrivez immédiatement à l’agence.',
    ),
  },
  team_invitation: {
    subject: 'Vous êtes invité à l’espace d’administration de {{agency}}',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Vous avez été invité à l’espace d’administration de {{agency}}. Pour choisir votre mot de passe, ouvrez :',
      '',
      '{{link}}',
      '',
      'Le lien ne sert qu’une fois et expire dans {{days}}.',
      'Une fois choisi, vous êtes connecté ; ensuite, connectez-vous avec cette adresse e-mail',
      '({{email}}) et ce mot de passe.',
    ),
  },
  portal_invitation: {
    subject: '{{agency}} vous invite dans votre espace client',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      '{{agency}} vous invite dans votre espace client : vos projets, propositions, contrats,',
      'factures, messages et fichiers au même endroit. Pour choisir le mot de passe de votre nouvel accès, ouvrez :',
      '',
      '{{link}}',
      '',
      'Le lien ne sert qu’une fois et expire dans {{days}}.',
      'Une fois choisi, vous êtes connecté ; ensuite, connectez-vous avec cette adresse e-mail',
      '({{email}}) et ce mot de passe.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
