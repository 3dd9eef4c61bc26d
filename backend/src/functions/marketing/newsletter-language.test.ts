import { afterEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../../db/settings.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sendNewsletterBatch } from './newsletter-sender.ts';

/**
 * The newsletter's e-mails come from the e-mail templates (issue 30): in the language of the
 * page the reader subscribed from (else the agency's default), with the agency's name from
 * Settings, and always with their confirm or unsubscribe link.
 */
const kit = useFunctionKit({
  truncate: [
    'newsletter_subscribers',
    'newsletter_issues',
    'email_outbox',
    'rate_limit_hits',
    'email_templates',
  ],
});

afterEach(async () => {
  await kit.db.query(
    `DELETE FROM app_settings WHERE key IN ('agency.name', 'agency.default_language')`,
  );
});

let ipSequence = 0;
const subscribe = (email: string, language?: string) =>
  kit.call(
    'marketing',
    { action: 'subscribe', email, ...(language ? { language } : {}) },
    'anonymous',
    { ip: `203.0.113.${++ipSequence % 250}` },
  );

interface Mail {
  subject: string;
  body: string;
  locale: string | null;
  template_key: string | null;
}
const mailsTo = (email: string) =>
  kit.db.query<Mail>(
    `SELECT subject, body, locale, template_key FROM email_outbox WHERE to_email = $1
     ORDER BY created_at, id`,
    [email],
  );

const confirmToken = (body: string) => {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no confirm link in: ${body}`);
  return match[1];
};

describe('newsletter e-mails in the reader’s language, with the agency’s name', () => {
  it('a sign-up from a French page: confirmation, welcome and issue in French', async () => {
    expect((await subscribe('lea@example.com', 'fr')).status).toBe(200);
    const [confirmation] = await mailsTo('lea@example.com');
    expect(confirmation).toMatchObject({ locale: 'fr', template_key: 'newsletter_confirmation' });
    expect(confirmation?.subject).toBe(
      'Confirmez votre abonnement à la lettre d’information d’Atelier',
    );
    expect(confirmation?.body).toContain(
      'Confirmez votre abonnement\u202f: http://localhost:3000/',
    );
    const confirmed = await kit.call(
      'marketing',
      { action: 'confirm_subscription', token: confirmToken(confirmation?.body ?? '') },
      'anonymous',
    );
    expect(confirmed.status).toBe(200);
    const [, welcome] = await mailsTo('lea@example.com');
    expect(welcome).toMatchObject({ locale: 'fr', template_key: 'newsletter_welcome' });
    expect(welcome?.body).toContain(
      'Se désabonner en un clic\u202f: http://localhost:3000/newsletter/',
    );

    const sent = await kit.call('marketing', {
      action: 'send_issue',
      subject: 'Nouvelles',
      body: 'Ce que nous avons fait',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await sendNewsletterBatch(kit.db, { siteUrl: 'http://localhost:3000' });
    const [, , issue] = await mailsTo('lea@example.com');
    expect(issue).toMatchObject({ locale: 'fr', template_key: 'newsletter_issue' });
    expect(issue?.subject).toBe('Nouvelles');
    expect(issue?.body).toMatch(/^Ce que nous avons fait\n\n--\nVous recevez la lettre/);
    expect(issue?.body).toContain('/newsletter/unsubscribe?token=');
  });

  it('without a page language: the agency’s default; a bad one is a 400 on the field', async () => {
    await writeSettings(kit.db, { 'agency.default_language': 'fr' });
    await subscribe('sans@example.com');
    expect((await mailsTo('sans@example.com'))[0]?.locale).toBe('fr');
    await subscribe('page@example.com', 'en');
    expect((await mailsTo('page@example.com'))[0]?.locale).toBe('en');
    const bad = await subscribe('bad@example.com', 'de');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.language).toEqual(expect.any(String));
  });

  it('names the renamed agency, never "Atelier"', async () => {
    const renamed = await kit.call('site-settings', {
      action: 'update_settings',
      name: 'Studio Nord',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await subscribe('en@example.com', 'en');
    await subscribe('fr@example.com', 'fr');
    const [english] = await mailsTo('en@example.com');
    const [french] = await mailsTo('fr@example.com');
    expect(english?.subject).toBe('Confirm your subscription to the Studio Nord newsletter');
    expect(french?.subject).toContain('Studio Nord');
    for (const mail of [english, french]) {
      expect(`${mail?.subject}\n${mail?.body}`).not.toContain('Atelier');
    }
  });

  it('uses the agency’s edited template, and keeps the link an older edit left out', async () => {
    // Written straight to the table: update_template itself refuses a body without the link.
    await kit.db.query(
      `INSERT INTO email_templates (key, locale, subject, body)
       VALUES ('newsletter_confirmation', 'en', 'One click for {{agency}}', 'Please confirm.')`,
    );
    await subscribe('edited@example.com', 'en');
    const [mail] = await mailsTo('edited@example.com');
    expect(mail?.subject).toBe('One click for Atelier');
    expect(mail?.body).toMatch(
      /^Please confirm\.\n\nhttp:\/\/localhost:3000\/newsletter\/confirm\?token=/,
    );
  });
});
