import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the e2e SMTP sink keeps what the backend sent (support/smtp-sink-server.ts). */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

export interface ReceivedMail {
  recipients: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
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

/**
 * The set-password link (reset or invitation) of the newest message to `email`, waiting up to
 * 10 s for it to arrive: the backend sends mail from its outbox within a second or two.
 */
export async function passwordLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await mailTo(email)).at(-1);
    const link = mail && /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail with a password link reached ${email} (SMTP sink: ${MAIL_DIR})`);
}

/**
 * The signing path (`/sign/<token>`) of the newest e-mail to `email` that holds one, waiting up
 * to 10 s for it; with `previous`, a link other than that one (a reminder's new link).
 */
export async function signingLinkFor(email: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const links = (await mailTo(email))
      .map((mail) => /\/sign\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0])
      .filter((link): link is string => Boolean(link));
    const link = links.at(-1);
    if (link && link !== previous) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail with a new signing link reached ${email} (SMTP sink: ${MAIL_DIR})`);
}

/**
 * The newest newsletter link (`/newsletter/confirm?token=…` or `/newsletter/unsubscribe?token=…`)
 * e-mailed to `email`, as a path, waiting up to 10 s for it.
 */
export async function newsletterLinkFor(
  email: string,
  page: 'confirm' | 'unsubscribe',
): Promise<string> {
  const pattern = new RegExp(`/newsletter/${page}\\?token=[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const link = (await mailTo(email))
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter((found): found is string => Boolean(found))
      .at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `No e-mail with a newsletter ${page} link reached ${email} (SMTP sink: ${MAIL_DIR})`,
  );
}
