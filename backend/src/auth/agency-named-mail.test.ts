import { beforeEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../db/settings.ts';
import { createTestUser } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { applyEmailChange, requestEmailChange } from './email-change.ts';
import { createPasswordInvitation, createPasswordReset } from './password-reset.ts';

const database = useTestDatabase({ migrate: true });
const SITE = 'https://studio.test';

beforeEach(async () => {
  await database.db.exec(
    `TRUNCATE users CASCADE; DELETE FROM email_outbox;
     DELETE FROM app_settings WHERE key IN ('agency.name', 'agency.default_language');`,
  );
});

/** The subjects and bodies queued so far, oldest first. */
const queued = () =>
  database.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM email_outbox ORDER BY created_at, id',
  );

describe("account e-mails name the agency saved in Settings, not a fixed 'Atelier'", () => {
  it('password reset and team invitation, in English and French', async () => {
    await writeSettings(database.db, { 'agency.name': 'Northwind Studio' });
    const account = await createTestUser(database.db, { role: 'admin', firstName: 'Ada' });
    await createPasswordReset(database.db, account, { siteUrl: SITE, ttlSeconds: 3600 });
    await createPasswordInvitation(database.db, account, { siteUrl: SITE });
    await writeSettings(database.db, { 'agency.default_language': 'fr' });
    await createPasswordReset(database.db, account, { siteUrl: SITE, ttlSeconds: 3600 });
    const [reset, invitation, frenchReset] = await queued();
    expect(reset?.subject).toBe('Reset your Northwind Studio password');
    expect(reset?.body).toContain('your Northwind Studio account');
    expect(invitation?.subject).toBe("You are invited to Northwind Studio's back office");
    expect(frenchReset?.subject).toBe('Réinitialisez votre mot de passe Northwind Studio');
    for (const mail of await queued()) expect(mail.body).not.toContain('Atelier');
  });

  it('a change of sign-in e-mail: the confirmation and the notice to the old address', async () => {
    await writeSettings(database.db, { 'agency.name': 'Northwind Studio' });
    const account = await createTestUser(database.db, { firstName: 'Ada' });
    await requestEmailChange(database.db, account, 'ada.new@example.com', SITE);
    const [confirmation] = await queued();
    expect(confirmation?.subject).toBe('Confirm your new Northwind Studio e-mail');
    const token = /token=([^\s]+)/.exec(confirmation?.body ?? '')?.[1] ?? '';
    await applyEmailChange(database.db, decodeURIComponent(token));
    const [, notice] = await queued();
    expect(notice?.subject).toBe('Your Northwind Studio e-mail was changed');
  });

  it("says 'Atelier' while no name is saved", async () => {
    const account = await createTestUser(database.db, { firstName: 'Ada' });
    await createPasswordReset(database.db, account, { siteUrl: SITE, ttlSeconds: 3600 });
    expect((await queued())[0]?.subject).toBe('Reset your Atelier password');
  });
});
