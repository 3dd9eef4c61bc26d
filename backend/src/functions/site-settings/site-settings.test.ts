import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oversizedPng, pngBytes } from '../../storage/test-files.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['clients', 'invoices'], storage: true, seal: true });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);

/** The settings as the migrations left them; each test starts from them. */
let seeded: { key: string; value: unknown }[] = [];

beforeAll(async () => {
  seeded = await kit.db.query('SELECT key, value FROM app_settings');
});

beforeEach(async () => {
  await kit.db.exec('DELETE FROM app_settings');
  for (const { key, value } of seeded) {
    await kit.db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)', [
      key,
      JSON.stringify(value),
    ]);
  }
});

describe('get_settings', () => {
  it('answers only how to reach the agency without an admin session', async () => {
    await call({ action: 'update_settings', tax_id: 'FR123', email: 'hello@agency.example' });
    for (const as of ['anonymous', 'client'] as const) {
      const { status, body } = await call({ action: 'get_settings' }, as);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        scope: 'public',
        settings: {
          agency: {
            name: 'Atelier',
            email: 'hello@agency.example',
            phone: null,
            address: null,
            logo_url: null,
            logo_alt: null,
          },
        },
      });
    }
  });

  it('gives an admin everything, with the defaults of what was never set', async () => {
    const { status, body } = await call({ action: 'get_settings' });
    expect(status).toBe(200);
    expect(body.scope).toBe('admin');
    expect(body.settings).toEqual({
      agency: {
        name: 'Atelier',
        email: null,
        phone: null,
        address: null,
        logo_url: null,
        logo_alt: null,
        logo_path: null,
        logo_image_id: null,
        tax_id: null,
        currency: 'USD',
        time_zone: 'UTC',
        default_language: 'en',
      },
      invoicing: {
        payment_terms_days: 30,
        default_tax_rate_bp: 0,
        number_pattern: 'INV-{YYYY}-{SEQ:4}',
        reminders_enabled: false,
        allow_partial_payments: false,
        // No bank details until an account number is set; the reference's default pattern.
        bank_account_holder: null,
        bank_account_number: null,
        bank_bic: null,
        payment_reference: '{number}',
      },
      updated_at: expect.any(String),
      updated_by: null,
    });
  });

  it('shows an admin the certificate that seals signed contracts, and no one else', async () => {
    const { body } = await call({ action: 'get_settings' });
    expect(body.seal).toEqual({
      // Generated on a first start (no ATELIER_SIGNING_P12), named after the agency, kept for
      // ten years.
      subject: 'Atelier',
      fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
      not_after: expect.any(String),
      source: 'generated',
    });
    expect(Date.parse(body.seal.not_after)).toBeGreaterThan(Date.now() + 365 * 86_400_000);
    for (const as of ['anonymous', 'client'] as const) {
      expect((await call({ action: 'get_settings' }, as)).body).not.toHaveProperty('seal');
    }
  });
});

describe('update_settings', () => {
  it('changes only the fields sent and records who changed them', async () => {
    const { status, body } = await call({
      action: 'update_settings',
      name: '  Studio Nord ',
      address: '1 rue de la Paix\n75002 Paris',
      currency: 'eur',
      time_zone: 'Europe/Paris',
      default_language: 'fr',
      allow_partial_payments: true,
      reminders_enabled: true,
      payment_terms_days: 14,
    });
    expect(status).toBe(200);
    expect(body.settings.agency).toMatchObject({
      name: 'Studio Nord',
      address: '1 rue de la Paix\n75002 Paris',
      currency: 'EUR',
      time_zone: 'Europe/Paris',
      default_language: 'fr',
      phone: null,
    });
    expect(body.settings.invoicing).toMatchObject({
      payment_terms_days: 14,
      allow_partial_payments: true,
      reminders_enabled: true,
      number_pattern: 'INV-{YYYY}-{SEQ:4}',
    });
    expect(body.settings.updated_by).toEqual({ id: kit.adminId, name: 'Ada Admin' });
    // The keys the rest of the product reads.
    const stored = await kit.db.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM app_settings
       WHERE key IN ('payments.allow_partial', 'invoice.reminders.enabled', 'agency.currency')
       ORDER BY key`,
    );
    expect(stored).toEqual([
      { key: 'agency.currency', value: 'EUR' },
      { key: 'invoice.reminders.enabled', value: true },
      { key: 'payments.allow_partial', value: true },
    ]);
    const visitor = await call({ action: 'get_settings' }, 'anonymous');
    expect(visitor.body.settings.agency.name).toBe('Studio Nord');

    const cleared = await call({ action: 'update_settings', address: '', email: null });
    expect(cleared.body.settings.agency).toMatchObject({ address: null, email: null });
    expect(cleared.body.settings.agency.name).toBe('Studio Nord');
  });

  it('says what is wrong with each field and changes nothing', async () => {
    const { status, body } = await call({
      action: 'update_settings',
      name: ' ',
      address: 'x'.repeat(501),
      email: 'not-an-address',
      phone: 'a\u0000b',
      currency: 'EURO',
      time_zone: 'Mars/Olympus',
      default_language: 'de',
      payment_terms_days: 1.5,
      default_tax_rate_bp: 10_001,
      number_pattern: 'INV',
      reminders_enabled: 'yes',
      allow_partial_payments: 1,
      logo_path: 'elsewhere/logo.png',
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      name: 'Agency name is required',
      address: 'Address must be at most 500 characters',
      email: 'Enter a valid e-mail address',
      phone: 'Phone must not contain control characters or line breaks',
      currency: 'Currency must be an ISO 4217 code, such as EUR or USD',
      time_zone: 'Time zone must be an IANA time zone, such as Europe/Paris',
      default_language: 'Default language must be one of: en, fr',
      payment_terms_days: 'Payment terms must be a whole number of days',
      default_tax_rate_bp: 'Tax rate is at most 10000 basis points (100 %)',
      number_pattern: expect.stringContaining('The pattern needs {SEQ}'),
      reminders_enabled: 'Payment reminders must be on or off (true or false)',
      allow_partial_payments: 'Partial payments must be allowed or not (true or false)',
      logo_path: 'Logo must be a file of the branding folder',
    });
    const after = await call({ action: 'get_settings' });
    expect(after.body.settings.agency.name).toBe('Atelier');
    expect(after.body.settings.updated_by).toBeNull();
  });

  it('gives new invoices the default tax rate', async () => {
    await call({ action: 'update_settings', default_tax_rate_bp: 2000 });
    const client = await kit.call('client-management', {
      action: 'create_client',
      name: 'Ana',
      email: 'ana@example.com',
    });
    const invoice = await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: client.body.client.id,
      items: [{ description: 'Design', quantity: 1, unit_price_cents: 10_000 }],
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoice).toMatchObject({ tax_rate_bp: 2000, total_cents: 12_000 });
  });

  it('takes a logo uploaded to media/branding/ and refuses what is missing or too large', async () => {
    await kit.storage.put('media', 'branding/logo.png', pngBytes());
    const { status, body } = await call({
      action: 'update_settings',
      logo_path: 'branding/logo.png',
    });
    expect(status).toBe(200);
    expect(body.settings.agency.logo_url).toBe('/storage/v1/object/public/media/branding/logo.png');
    const visitor = await call({ action: 'get_settings' }, 'anonymous');
    expect(visitor.body.settings.agency.logo_url).toBe(body.settings.agency.logo_url);

    const missing = await call({ action: 'update_settings', logo_path: 'branding/none.png' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.logo_path).toBe(
      'No uploaded file at media/branding/none.png; upload the logo first',
    );
    await kit.storage.put('media', 'branding/big.png', oversizedPng(1024 * 1024 + 1));
    const big = await call({ action: 'update_settings', logo_path: 'branding/big.png' });
    expect(big.body.fields).toEqual({ logo_path: 'The logo must be at most 1 MB' });
    const odd = await call({ action: 'update_settings', logo_path: 'branding/../x.png' });
    expect(odd.status).toBe(400);

    const removed = await call({ action: 'update_settings', logo_path: null });
    expect(removed.body.settings.agency.logo_url).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await call({ action: 'update_settings', name: 'X' }, 'client')).status).toBe(403);
    expect((await call({ action: 'update_settings', name: 'X' }, 'anonymous')).status).toBe(401);
  });
});
