import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** Where outgoing messages go: an SMTP server, or a folder on the local stack. */
export interface MailTransport {
  /** For the start-up line: `smtp://host:port` (no credentials) or the drop folder. */
  readonly description: string;
  /** Resolves when the message is accepted; throws as nodemailer does when it is not. */
  send(message: Mail.Options, outboxId: string): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: `smtp://user:pass@host:port`, or `smtps://` for TLS from the start. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const parsed = new URL(url);
  return {
    description: `${parsed.protocol}//${parsed.host}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * The local stand-in for an SMTP server: each message, exactly as it would be sent, becomes
 * `<outbox id>.eml` in `dir`, which any mail client opens.
 */
export function dropTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: dir,
    async send(message, outboxId) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${outboxId}.eml`), info.message);
    },
    close: () => transporter.close(),
  };
}

/**
 * A refusal that no retry will change: the server answered 5xx about the message or its
 * recipients. Connection problems, 4xx and a failed sign-in (fixable by the operator) are retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { responseCode, code } = error as Error & { responseCode?: number; code?: string };
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
}
