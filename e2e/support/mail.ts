import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e SMTP sink keeps what the backend sent (support/smtp-sink-server.ts). */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

export interface ReceivedMail {
  recipients: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** A text attachment's content (a `.ics` invitation); empty for other kinds. */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export async function receivedMail(): Promise<ReceivedMail[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).sort();
  return await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(MAIL_DIR, file), 'utf8'))),
  );
}

/** The messages delivered to `email` so far, oldest first. */
export async function mailTo(email: string): Promise<ReceivedMail[]> {
  return (await receivedMail()).filter((mail) => mail.recipients.includes(email));
}

/** The newest message to `email` whose subject matches, waiting up to 15 s for the outbox. */
export async function mailArriving(email: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(email)).findLast((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `an e-mail to ${email} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/**
 * The newest match of `pattern` in the messages to `email`, waiting up to 10 s for one other
 * than `previous`: the backend sends mail from its outbox within a second or two.
 */
async function newestLink(
  email: string,
  pattern: RegExp,
  what: string,
  previous?: string,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const link = (await mailTo(email))
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter((found): found is string => Boolean(found))
      .at(-1);
    if (link && link !== previous) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail with ${what} reached ${email} (SMTP sink: ${MAIL_DIR})`);
}

/** The set-password link (reset or invitation) of the newest message to `email` that has one. */
export const passwordLinkFor = (email: string): Promise<string> =>
  newestLink(email, /https?:\/\/\S+\/auth\/reset-password\?\S*token=\S+/, 'a password link');

/** The path of the newest proposal link (`/proposal/<id>?access=<token>`) e-mailed to `email`. */
export const proposalLinkFor = (email: string): Promise<string> =>
  newestLink(email, /\/proposal\/[0-9a-f-]{36}\?access=[A-Za-z0-9_-]+/, 'a proposal link');

/** The path of the newest "confirm your new e-mail" link sent to `email`. */
export const confirmEmailLinkFor = (email: string): Promise<string> =>
  newestLink(email, /\/auth\/confirm-email\?token=[A-Za-z0-9_%-]+/, 'an e-mail change link');

/** The signing path (`/sign/<token>`) newest in the mail to `email`, other than `previous`. */
export const signingLinkFor = (email: string, previous?: string): Promise<string> =>
  newestLink(email, /\/sign\/[A-Za-z0-9_-]+/, 'a new signing link', previous);

/**
 * The newest newsletter link (`/newsletter/confirm?token=…` or `/newsletter/unsubscribe?token=…`)
 * e-mailed to `email`, as a path.
 */
export const newsletterLinkFor = (email: string, page: 'confirm' | 'unsubscribe') =>
  newestLink(
    email,
    new RegExp(`/newsletter/${page}\\?token=[A-Za-z0-9_-]+`),
    `a newsletter ${page} link`,
  );
