import type { OutgoingEmail } from '../../mail/outbox.ts';

/**
 * The e-mails of the signing function, in English like every e-mail the server sends. None
 * holds a link token: a signer downloads the signed copy from their own signing link.
 */

export function signedCopyEmail(facts: {
  to: string;
  title: string;
  agency: string;
  siteUrl: string;
}): OutgoingEmail {
  return {
    to: facts.to,
    subject: `Signed by everyone: ${facts.title}`,
    body: [
      'Hello,',
      '',
      `Every party has signed "${facts.title}" with ${facts.agency}.`,
      'Signers: download the signed copy, with its completion certificate, from the signing',
      'link you received. The agency finds it in the Contracts tab.',
      '',
      `Anyone can check a copy against the records at ${facts.siteUrl}/verify.`,
    ].join('\n'),
  };
}

export function declinedEmail(facts: {
  to: string;
  title: string;
  signer: string;
  reason: string;
  siteUrl: string;
}): OutgoingEmail {
  return {
    to: facts.to,
    subject: `Declined: ${facts.title}`,
    body: [
      `${facts.signer} declined to sign "${facts.title}".`,
      '',
      'Their reason:',
      facts.reason,
      '',
      `The contract is now declined: ${facts.siteUrl}/admin/automation?tab=contracts`,
    ].join('\n'),
  };
}
