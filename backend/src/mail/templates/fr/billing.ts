import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** Invoices, their reminders and receipts, and credit notes. */
export const BILLING_FR = {
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
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
