import { NNBSP } from './french';

/**
 * One glossary per language for the words of documents (invoices, proposals, credit notes,
 * contracts): the backend's PDFs print them, and the admin's and the portal's views of the same
 * document use the same words (their locale keys for these fields are checked against this
 * file by glossary.test.ts). Plain labels, without a colon: `colon()` (french.ts) adds one as
 * each language writes it.
 */
export type DocumentLanguage = 'en' | 'fr';

export const DOCUMENT_GLOSSARY = {
  en: {
    invoice: 'Invoice',
    proposal: 'Proposal',
    creditNote: 'Credit note',
    contract: 'Contract',
    billTo: 'Bill to',
    preparedFor: 'Prepared for',
    issued: 'Issued',
    dueDate: 'Due',
    validUntil: 'Valid until',
    project: 'Project',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    taxWithRate: 'Tax ({{rate}})',
    total: 'Total',
    paid: 'Paid',
    credited: 'Credited',
    taxId: 'Tax ID: {{id}}',
    balance: 'Balance due',
    summary: 'Summary',
    notes: 'Notes',
    signatures: 'Signatures',
    signature: 'Signature',
    page: 'Page {{page}} of {{count}}',
  },
  fr: {
    invoice: 'Facture',
    proposal: 'Proposition',
    creditNote: 'Avoir',
    contract: 'Contrat',
    billTo: 'Facturé à',
    preparedFor: 'Préparée pour',
    issued: 'Émise le',
    dueDate: 'Échéance',
    validUntil: 'Valable jusqu’au',
    project: 'Projet',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Remise',
    tax: 'TVA',
    taxWithRate: 'TVA ({{rate}})',
    total: 'Total',
    paid: 'Payé',
    credited: 'Avoirs',
    taxId: 'N° TVA\u202f: {{id}}',
    balance: 'Solde dû',
    summary: 'Résumé',
    notes: 'Notes',
    signatures: 'Signatures',
    signature: 'Signature',
    page: 'Page {{page}} sur {{count}}',
  },
} as const satisfies Record<DocumentLanguage, Record<string, string>>;

export type DocumentWord = keyof (typeof DOCUMENT_GLOSSARY)['en'];

/** A word of the glossary, its `{{name}}` placeholders filled from `values`. */
export function documentWord(
  language: DocumentLanguage,
  word: DocumentWord,
  values: Record<string, string | number> = {},
): string {
  const text: string = DOCUMENT_GLOSSARY[language][word];
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The words of the signed copy of a contract: its signature page(s) and its certificate. */
export const SIGNED_CONTRACT_WORDS = {
  en: {
    signaturesPage: (page: number, count: number) => `Signatures ${page} of ${count}`,
    certificatePage: (page: number, count: number) =>
      `Certificate of completion ${page} of ${count}`,
    signedBy: (name: string, at: string) => `Signed electronically by ${name} on ${at}`,
    signedOn: (at: string) => `Signed electronically on ${at}`,
    sealReason: (names: string) => `Sealed: signed by ${names}`,
    certificate: 'Certificate of completion',
    contractId: 'Contract ID',
    agency: 'Agency',
    completed: 'Completed',
    originalSha256: 'Original SHA-256',
    digitalSeal: 'Digital seal',
    sealedBy: (agency: string, subject: string) => `Signed by ${agency} (certificate "${subject}")`,
    certificateSha256: 'Certificate SHA-256',
    email: 'E-mail',
    role: 'Role',
    drawn: 'Drawn',
    typed: 'Typed',
    sent: 'Sent',
    viewed: 'Viewed',
    signed: 'Signed',
    ip: 'IP address',
    userAgent: 'User agent',
    howSigned:
      'Each signer opened the document through a personal link sent to their e-mail address and agreed ' +
      'to sign electronically. The pages above are the original document with each signature placed ' +
      'on its line; the original’s SHA-256 matches the one recorded when the contract was sent.',
    verify: (agency: string, url: string) =>
      `The SHA-256 of this final document is recorded by ${agency} when it is sealed and ` +
      `can be verified at ${url}.`,
  },
  fr: {
    signaturesPage: (page: number, count: number) => `Signatures ${page} sur ${count}`,
    certificatePage: (page: number, count: number) =>
      `Certificat de signature ${page} sur ${count}`,
    signedBy: (name: string, at: string) => `Signé électroniquement par ${name} le ${at}`,
    signedOn: (at: string) => `Signé électroniquement le ${at}`,
    sealReason: (names: string) => `Scellé${NNBSP}: signé par ${names}`,
    certificate: 'Certificat de signature',
    contractId: 'Identifiant du contrat',
    agency: 'Agence',
    completed: 'Finalisé le',
    originalSha256: 'SHA-256 de l’original',
    digitalSeal: 'Cachet électronique',
    sealedBy: (agency: string, subject: string) =>
      `Signé par ${agency} (certificat «${NNBSP}${subject}${NNBSP}»)`,
    certificateSha256: 'SHA-256 du certificat',
    email: 'E-mail',
    role: 'Rôle',
    drawn: 'Dessinée',
    typed: 'Saisie',
    sent: 'Envoyé le',
    viewed: 'Consulté le',
    signed: 'Signé le',
    ip: 'Adresse IP',
    userAgent: 'Navigateur',
    howSigned:
      'Chaque signataire a ouvert le document par un lien personnel envoyé à son adresse e-mail et a ' +
      'accepté de signer électroniquement. Les pages ci-dessus sont le document original, chaque ' +
      `signature placée sur sa ligne${NNBSP}; le SHA-256 de l’original est celui enregistré à l’envoi du contrat.`,
    verify: (agency: string, url: string) =>
      `Le SHA-256 de ce document final est enregistré par ${agency} lors de son scellement et ` +
      `peut être vérifié sur ${url}.`,
  },
} as const;

const LOCALE: Record<DocumentLanguage, string> = { en: 'en-US', fr: 'fr-FR' };

/**
 * A moment of a signing's evidence, to the second in UTC, written by `Intl` in the document's
 * language with the time zone as that language names it: "November 21, 2026 at 08:15:02 AM
 * UTC", "21 novembre 2026 à 08:15:02 UTC" (the short name: it fits under a signature line).
 */
export function evidenceTime(date: string | Date, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(date));
}

/** The UTC day of `date`, written out in the document's language: "November 20, 2026". */
export function documentDay(date: string | Date, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(date),
  );
}
