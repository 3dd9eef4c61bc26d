import type { EmailLocale } from '@atelier/shared/contract';
import type { TemplatedEmail } from '../../mail/templates/index.ts';

/**
 * The e-mails of the signing function, the `contract_signed` and `contract_declined` templates
 * (docs/email.md). None holds a link token: a signer downloads the signed copy from their own
 * signing link.
 */

/** With the sealed copy attached: every signer and admin gets the file itself. */
export function signedCopyEmail(facts: {
  to: string;
  contractId: string;
  title: string;
  agency: string;
  siteUrl: string;
  locale: EmailLocale;
}): TemplatedEmail<'contract_signed'> {
  return {
    to: facts.to,
    key: 'contract_signed',
    locale: facts.locale,
    attachments: [{ kind: 'signed_contract', id: facts.contractId }],
    values: {
      agency: facts.agency,
      contract_title: facts.title,
      verify_link: `${facts.siteUrl}/verify`,
    },
  };
}

export function declinedEmail(facts: {
  to: string;
  title: string;
  signer: string;
  reason: string;
  siteUrl: string;
  locale: EmailLocale;
}): TemplatedEmail<'contract_declined'> {
  return {
    to: facts.to,
    key: 'contract_declined',
    locale: facts.locale,
    values: {
      signer_name: facts.signer,
      contract_title: facts.title,
      reason: facts.reason,
      link: `${facts.siteUrl}/admin/automation?tab=contracts`,
    },
  };
}
