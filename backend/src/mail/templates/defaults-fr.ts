import type { EmailTemplateKey } from '@atelier/shared/contract';
import type { TemplateText } from './defaults-en.ts';

const lines = (...parts: string[]): string => parts.join('\n');
const HELLO_FIRST_NAME = 'Bonjour{{#first_name}} {{first_name}}{{/first_name}},';

/** The built-in French texts, the same messages as DEFAULTS_EN with the same variables. */
export const DEFAULTS_FR: Record<EmailTemplateKey, TemplateText> = {
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
  credit_note_issued: {
    subject: 'Avoir {{credit_note_number}} sur la facture {{invoice_number}} : {{amount}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      'Nous avons émis l’avoir {{credit_note_number}} de {{amount}} sur la facture {{invoice_number}}.',
      '',
      'Motif : {{reason}}',
      '{{#balance}}Reste à payer sur la facture : {{balance}}{{/balance}}{{^balance}}Il ne reste rien à payer sur la facture.{{/balance}}',
      '',
      'Vous pouvez consulter l’un et l’autre dans votre espace client.',
    ),
  },
  invoice_sent: {
    subject: 'Facture {{invoice_number}} : {{amount}} à régler au {{due_date}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      'Veuillez trouver la facture {{invoice_number}}{{#project_name}} pour {{project_name}}{{/project_name}}.',
      '',
      'Montant dû : {{amount}}',
      'Échéance : {{due_date}}',
      '',
      'La facture est jointe en PDF. Réglez-la par carte dans votre espace client : {{link}}',
      '{{#bank_details}}',
      'Ou par virement :',
      '{{bank_details}}',
      '{{/bank_details}}',
      '',
      'Merci !',
    ),
  },
  payment_reminder: {
    subject:
      '{{#is_overdue}}En retard : la facture {{invoice_number}} était due le {{due_date}}{{/is_overdue}}' +
      '{{^is_overdue}}Rappel : la facture {{invoice_number}} est due ' +
      '{{#is_due_today}}aujourd’hui{{/is_due_today}}{{^is_due_today}}le {{due_date}}{{/is_due_today}}' +
      '{{/is_overdue}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      'Petit rappel : la facture {{invoice_number}} ' +
        '{{#is_late}}était due le {{due_date}} et a {{days}} de retard{{/is_late}}' +
        '{{#is_due_today}}est due aujourd’hui{{/is_due_today}}' +
        '{{#is_early}}est due le {{due_date}}, dans {{days}}{{/is_early}}.',
      '',
      'Montant dû : {{amount}}',
      'Échéance : {{due_date}}',
      '',
      'Si vous avez déjà réglé, merci, et ne tenez pas compte de ce message.',
    ),
  },
  payment_receipt: {
    subject: 'Reçu pour la facture {{invoice_number}} : {{amount}}',
    body: lines(
      'Bonjour {{client_name}},',
      '',
      'Nous avons bien reçu votre paiement de {{amount}}{{#method}} {{method}}{{/method}} pour la facture {{invoice_number}} le {{payment_date}}.',
      '{{#balance}}Reste dû sur cette facture : {{balance}}.{{/balance}}' +
        '{{^balance}}Cette facture est désormais entièrement réglée.{{/balance}}',
      '',
      'Vous la retrouvez dans votre espace client. Merci !',
    ),
  },
  contract_to_sign: {
    subject:
      '{{#is_reminder}}Rappel : {{agency}} attend votre signature sur {{contract_title}}{{/is_reminder}}' +
      '{{^is_reminder}}{{agency}} vous invite à signer {{contract_title}}{{/is_reminder}}',
    body: lines(
      'Bonjour {{signer_name}},',
      '',
      '{{#is_reminder}}{{agency}} attend toujours votre signature sur « {{contract_title}} ».{{/is_reminder}}' +
        '{{^is_reminder}}{{agency}} vous a envoyé « {{contract_title}} » à relire et signer.{{/is_reminder}}',
      'Ouvrez votre lien de signature personnel (aucun compte nécessaire) :',
      '',
      '{{link}}',
      '',
      'Le lien est valable jusqu’à cette date : {{expires}}. Il n’est qu’à vous : ne le transférez pas.',
      '{{#is_reminder}}Il remplace le lien des e-mails précédents, qui ne fonctionne plus.',
      '{{/is_reminder}}Si vous ne l’attendiez pas, ignorez cet e-mail ou répondez à {{agency}}.',
    ),
  },
  contract_signed: {
    subject: 'Signé par tous : {{contract_title}}',
    body: lines(
      'Bonjour,',
      '',
      'Toutes les parties ont signé « {{contract_title}} » avec {{agency}}.',
      'La copie signée, avec son certificat de signature, est jointe : elle porte le cachet',
      'numérique de {{agency}}, que tout lecteur PDF peut vérifier. Les signataires peuvent aussi',
      'la télécharger depuis leur lien de signature ; l’agence la trouve dans l’onglet Contrats.',
      '',
      'Chacun peut vérifier une copie auprès de nos registres sur {{verify_link}}.',
    ),
  },
  contract_declined: {
    subject: 'Refusé : {{contract_title}}',
    body: lines(
      '{{signer_name}} a refusé de signer « {{contract_title}} ».',
      '',
      'Sa raison :',
      '{{reason}}',
      '',
      'Le contrat est désormais refusé : {{link}}',
    ),
  },
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
};
