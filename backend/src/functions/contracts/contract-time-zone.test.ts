import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAtTime } from '../../test/admin-at-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { dayText } from '../e-signature/signing-link.ts';
import { sampleContract, sampleTemplate } from './contracts-test-data.ts';

/**
 * What a contract says about dates follows the agency's time zone (setting `agency.time_zone`):
 * the signing e-mail writes the expiry in that zone and names it, the text is dated the
 * agency's day.
 */

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox'],
  storage: true,
});
const { at, ok } = adminAtTime(kit);

const setSettings = async (settings: Record<string, unknown>) =>
  await ok('site-settings', { action: 'update_settings', ...settings });

async function draft(expiresAt?: string) {
  const { template } = await ok('contracts', {
    action: 'create_template',
    ...sampleTemplate({ clauses: [{ title: 'Parties', body: 'Agreed on {{today}}.' }] }),
  });
  const { client } = await ok('client-management', {
    action: 'create_client',
    name: 'Jane Doe',
    email: `signer-${crypto.randomUUID()}@studio.com`,
    company: 'Studio',
  });
  const { contract } = await ok('contracts', {
    action: 'create_contract',
    ...sampleContract(template.id, client.id, expiresAt ? { expires_at: expiresAt } : {}),
  });
  return contract as { id: string; body: { body: string }[] };
}

const mailBodies = async () =>
  (
    await kit.db.query<{ body: string }>(
      `SELECT body FROM email_outbox WHERE template_key = 'contract_to_sign' ORDER BY created_at`,
    )
  ).map((row) => row.body);

beforeEach(async () => {
  await kit.db.query(
    `DELETE FROM app_settings WHERE key IN ('agency.time_zone', 'agency.default_language')`,
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  await at('2030-03-01T10:00:00Z');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the contract e-mail', () => {
  it("writes the link's expiry in the agency's time zone and names it, in English and French", async () => {
    await setSettings({ time_zone: 'Europe/Paris' });
    const first = await draft('2030-03-12T16:00:00Z');
    await ok('contracts', { action: 'send_contract', id: first.id });
    expect((await mailBodies())[0]).toContain(
      'March 12, 2030 at 17:00 (Central European Standard Time)',
    );

    await setSettings({ time_zone: 'Pacific/Kiritimati', default_language: 'fr' });
    const second = await draft('2030-03-12T16:00:00Z');
    await ok('contracts', { action: 'send_contract', id: second.id });
    expect((await mailBodies()).join('\n')).toContain(
      '13 mars 2030 à 06:00 (heure des îles de la Ligne)',
    );
  });

  it('says UTC, named, while no time zone is set', async () => {
    const contract = await draft('2030-03-12T16:00:00Z');
    await ok('contracts', { action: 'send_contract', id: contract.id });
    expect((await mailBodies())[0]).toContain(
      'March 12, 2030 at 16:00 (Coordinated Universal Time)',
    );
  });
});

describe("the contract's text", () => {
  it("is dated the agency's day", async () => {
    await at('2030-03-10T23:30:00Z');
    expect((await draft()).body[0]?.body).toMatch(/^Agreed on March 10, 2030\.$/);
    await setSettings({ time_zone: 'Pacific/Kiritimati' });
    expect((await draft()).body[0]?.body).toMatch(/^Agreed on March 11, 2030\.$/);
  });
});

describe('a signing answer', () => {
  it("names the day of an expiry or a signature in the agency's time zone", () => {
    expect(dayText('2030-03-10T23:30:00Z', 'UTC')).toBe('March 10, 2030');
    expect(dayText('2030-03-10T23:30:00Z', 'Pacific/Kiritimati')).toBe('March 11, 2030');
    expect(dayText('2030-03-11T05:00:00Z', 'Pacific/Pago_Pago')).toBe('March 10, 2030');
  });
});
