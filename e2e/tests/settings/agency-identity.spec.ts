import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, publicKey, test } from '../../support/auth';
import { solidPng } from '../../support/images';
import { pdfShownText } from '../../support/pdf';
import { homeHtmlShowing } from '../../support/public-html';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

type AgencyFields = { name: string; address: string | null; tax_id: string | null };

/** A library logo (uploaded as the Images page does) with alt text in both languages. */
async function libraryLogo(request: APIRequestContext, token: string, run: string) {
  const path = `uploads/${randomUUID()}/identity-logo-${run}.png`;
  const stored = await request.post(`${BACKEND_URL}/storage/v1/object/media/${path}`, {
    headers: {
      apikey: await publicKey(request),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'image/png',
    },
    data: solidPng(400, 120, [30, 60, 120]),
  });
  expect(stored.status()).toBe(200);
  const { image } = (await callRecords(request, token, 'media', 'register_image', { path })) as {
    image: { id: string };
  };
  await callRecords(request, token, 'media', 'update_image', {
    id: image.id,
    alt: { en: `Northwind logo ${run}`, fr: `Logo de Northwind ${run}` },
  });
  return image.id;
}

test("the agency's name and logo from Settings head the public site (server-rendered too) and its invoices", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const run = randomUUID().slice(0, 6);
  const name = `Northwind ${run}`;
  const { settings } = (await callRecords(request, token, 'site-settings', 'get_settings')) as {
    settings: { agency: AgencyFields };
  };
  const before = settings.agency;
  const logoId = await libraryLogo(request, token, run);
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Identity client ${run}`,
    email: `identity-${run}@example.com`,
  })) as { client: { id: string } };
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.id,
    items: [{ description: 'Brand audit', quantity: 1, unit_price_cents: 80_000 }],
  })) as { invoice: { id: string } };

  try {
    // The name typed on the settings page, the logo picked in the library.
    await page.goto('/admin/settings');
    const agency = page.getByRole('region', { name: 'Agency' });
    await agency.getByLabel('Agency name').fill(name);
    await agency.getByLabel('Tax ID').fill(`FR${run}`);
    await agency.getByLabel('Address').fill('48 Harbor Street\nPortland, OR 97209');
    await agency.getByRole('button', { name: 'Save agency details' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page
      .getByRole('button', { name: /Choose the logo in the library|Change the logo/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('searchbox').fill(run);
    await picker.getByRole('button', { name: `Choose identity-logo-${run}.png` }).click();
    await expect(page.getByRole('img', { name: `Northwind logo ${run}` })).toBeVisible();

    // The public home page's HTML, before any script: the name and the logo with its alt text.
    const html = await homeHtmlShowing(`<span>${name}</span>`);
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="[^"]*/media/${logoId}/[^"]*"[^>]*alt="Northwind logo ${run}"`),
    );
    const french = await homeHtmlShowing(`Logo de Northwind ${run}`, {
      'Accept-Language': 'fr-FR,fr;q=0.9',
    });
    expect(french).toContain(`<span>${name}</span>`);
    // The footer's contact block gives the address saved, line by line.
    expect(html).toContain('<span>48 Harbor Street</span><span>Portland, OR 97209</span>');

    // The page as a visitor sees it: header and footer.
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: `Northwind logo ${run}` })).toBeVisible();
    await expect(banner.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ${name}`,
    );
    await expect(page.getByRole('contentinfo').locator('address')).toContainText(
      'Portland, OR 97209',
    );

    // The invoice is issued by the agency: on screen and in its PDF.
    await page.goto(`/admin/payments/invoices/${invoice.id}`);
    const document = page.getByRole('article');
    await expect(document.getByRole('img', { name: `Northwind logo ${run}` })).toBeVisible();
    await expect(document).toContainText(name);
    await expect(document).toContainText('Portland, OR 97209');
    await expect(document).toContainText(`Tax ID: FR${run}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await readFile(await (await download).path());
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const printed = pdfShownText(pdf);
    expect(printed).toContain(name);
    expect(printed).toContain('48 Harbor Street');
    expect(printed).toContain(`Tax ID: FR${run}`);
  } finally {
    // Other specs expect the agency as it was ("Atelier", no logo).
    await callRecords(request, token, 'site-settings', 'update_settings', {
      name: before.name,
      address: before.address ?? '',
      tax_id: before.tax_id ?? '',
      logo_image_id: null,
      logo_path: null,
    });
    await callRecords(request, token, 'invoice-management', 'delete_invoice', { id: invoice.id });
  }
  await callRecords(request, token, 'media', 'delete_image', { id: logoId });
});
