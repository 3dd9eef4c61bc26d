import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { integrityOf } from '../../scripts/lib/releases';
import { ADMIN, expect, signInThroughForm, test } from '../support/auth';
import { getContract, newSigners, sentServiceAgreement } from '../support/contracts';
import { solidPng } from '../support/images';
import { findLeadByEmail, uniqueContact } from '../support/leads';
import { mailTo, signingLinkFor } from '../support/mail';
import { takeOver } from '../support/measure';
import { callRecords } from '../support/records';
import {
  deployNextPublicRelease,
  NEXT_SKIP_LINK,
  type ReleasesConfig,
  readReleasesConfig,
  SKIP_LINK,
} from '../support/releases';
import { REMOTE_ERROR_TITLE } from '../support/stack';
import { topologyDir } from './topology-stack';

/**
 * The product as deployed from its artifacts (topology-stack.ts): two backends on one
 * PostgreSQL behind a proxy, files on S3, mail over SMTP, the shell host, the remotes' releases
 * on a plain static server. Then a release of remote-public rolled forward and back by editing
 * config.json, and code that does not match its integrity refused without a blank page.
 */

const CONSENT = /I agree to sign this document electronically/;

const configFile = () => path.join(topologyDir(), 'shell-host/public/config.json');
const readConfig = () => readReleasesConfig(configFile());
const writeConfig = (config: ReleasesConfig) =>
  writeFile(configFile(), JSON.stringify(config, null, 2));

async function rawHtml(pathname: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:3000${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function signAsSigner(browser: Browser, link: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel(CONSENT).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(`Thank you, you signed “${title}”.`)).toBeVisible();
  await context.close();
}

test('an admin works through the deployed product: a lead, a file, an invoice mailed, a contract signed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  expect(token).not.toBe('');

  // A lead, through the admin's form.
  const contact = uniqueContact('Tove');
  await page.goto('/admin/leads');
  await page.getByRole('button', { name: 'New lead' }).click();
  const form = page.getByRole('dialog', { name: 'New lead' });
  await form.getByLabel('Name').fill(contact.name);
  await form.getByLabel('E-mail').fill(contact.email);
  await form.getByRole('button', { name: 'Create lead' }).click();
  await expect(page.getByText(`${contact.name} was added.`)).toBeVisible();
  expect(await findLeadByEmail(request, token, contact.email)).toMatchObject({ source: 'manual' });

  // A file, stored on the S3 server.
  const fileName = `topology-${Date.now()}.png`;
  await page.goto('/admin/images');
  await page
    .getByLabel('Choose images')
    .setInputFiles([
      { name: fileName, mimeType: 'image/png', buffer: solidPng(400, 300, [9, 99, 199]) },
    ]);
  await expect(
    page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: fileName }),
  ).toContainText('Added to the library', { timeout: 30_000 });

  // An invoice, sent: it reaches the client's mailbox through SMTP.
  const client = uniqueContact('Ines');
  const { client: created } = (await callRecords(
    request,
    token,
    'client-management',
    'create_client',
    {
      name: client.name,
      email: client.email,
    },
  )) as { client: { id: string } };
  await page.goto(`/admin/clients/${created.id}`);
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  const invoiceForm = page.getByRole('dialog', { name: 'New invoice' });
  await invoiceForm.getByLabel('Description, line 1').fill('Launch support');
  await invoiceForm.getByLabel('Quantity, line 1').fill('1');
  await invoiceForm.getByLabel('Unit price, line 1').fill('1,200');
  await invoiceForm.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\/invoices\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Send this invoice?' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-/ })).toBeVisible();
  await expect
    .poll(async () => (await mailTo(client.email)).map((mail) => mail.subject).join('\n'), {
      timeout: 30_000,
    })
    .toMatch(/INV-/);

  // A contract, signed by its signer from the e-mailed link.
  const [signer] = newSigners(1);
  if (!signer) throw new Error('one signer');
  const contract = await sentServiceAgreement(request, token, { signers: [signer] });
  await signAsSigner(browser, await signingLinkFor(signer.email), contract.title);
  await expect
    .poll(async () => (await getContract(request, token, contract.id)).status, { timeout: 30_000 })
    .toBe('signed');
  expect((await getContract(request, token, contract.id)).final_sha256).toMatch(/^[0-9a-f]{64}$/);
});

test.describe('releases', () => {
  test.describe.configure({ mode: 'serial' });
  let original = '';

  test.beforeAll(async () => {
    original = await readFile(configFile(), 'utf8');
  });

  test.afterEach(async () => {
    await writeFile(configFile(), original);
  });

  test("remote-public's next release is deployed beside the current one; config.json flips to it and back", async ({
    page,
  }) => {
    const config = await readConfig();
    const releases = path.join(topologyDir(), 'releases/remote-public');
    const deployed = await deployNextPublicRelease(releases, config);
    try {
      await writeConfig(deployed.config);
      await expect.poll(() => rawHtml('/'), { timeout: 15_000 }).toContain(NEXT_SKIP_LINK);
      await page.goto('/');
      await takeOver(page);
      await expect(page.getByRole('link', { name: NEXT_SKIP_LINK })).toBeAttached();

      await writeFile(configFile(), original);
      await expect.poll(() => rawHtml('/'), { timeout: 15_000 }).toContain(SKIP_LINK);
      await page.goto('/');
      await takeOver(page);
      await expect(page.getByRole('link', { name: SKIP_LINK })).toBeAttached();
    } finally {
      await rm(deployed.folder, { recursive: true, force: true });
    }
  });

  test('a wrong integrity is refused without a blank page', async ({ page }) => {
    const config = await readConfig();
    config.integrity.remote_public = {
      entry: integrityOf('not the released entry'),
      render: integrityOf('not the released render bundle'),
    };
    await writeConfig(config);
    await expect
      .poll(async () => (await rawHtml('/services')).includes('data-server-rendered'), {
        timeout: 15_000,
      })
      .toBe(false);
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
