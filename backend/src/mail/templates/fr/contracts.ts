import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** A contract to sign, signed or declined. */
export const CONTRACTS_FR = {
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
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
