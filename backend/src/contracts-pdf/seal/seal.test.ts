import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { completion, contractInput } from '../../test/contract-pdf-fixtures';
import { pdfSignatures, pdfText } from '../../test/pdftotext.ts';
import { renderContractPdf } from '../render-contract';
import { renderSignedPdf } from '../render-signed';
import { commonNameOf } from './identity';
import { loadSealIdentity, SealIdentityError, sealFilePath } from './index';

const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), 'atelier-seal-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const original = await renderContractPdf(contractInput());
const agencyName = 'Atelier Lumière';
const identity = await loadSealIdentity({ dataDir, agencyName });
const sealed = await renderSignedPdf(original, completion(), { identity });

describe('the seal of a signed contract', () => {
  it('is a PAdES signature pdfsig finds valid over the whole file', async () => {
    const { report, code } = await pdfSignatures(sealed);
    expect(code).toBe(0);
    expect(report).toContain('Signature #1');
    // A generated certificate is named after the agency: no words of one language in it.
    expect(report).toContain(`Signer Certificate Common Name: ${agencyName}`);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('shows Polish and Cyrillic signers exactly, in a file that stays validly sealed', async () => {
    const names = ['Łukasz Wiśniewski', 'Ярослава Петрова'];
    const signers = completion().signers.map((signer, index) => ({
      ...signer,
      name: names[index] as string,
      signature: { type: 'typed' as const, value: names[index] as string },
    }));
    const input = contractInput({
      signers: signers.map(({ name, email, role }) => ({ name, email, role })),
    });
    const bytes = await renderSignedPdf(await renderContractPdf(input), completion({ signers }), {
      identity,
    });
    const text = await pdfText(bytes, []);
    for (const name of names) {
      expect(text).toContain(`Signed electronically by ${name} on`);
    }
    expect((await pdfSignatures(bytes)).report).toContain('Signature is Valid.');
  });

  it('is broken by one byte changed afterwards', async () => {
    const tampered = new Uint8Array(sealed);
    const text = Buffer.from(tampered).toString('latin1');
    // A character of the certificate page's content, inside the signed byte range.
    const at = text.indexOf('/Contents', text.indexOf('/Type /Page'));
    const index = at > 0 ? at - 20 : 200;
    tampered[index] = (tampered[index] as number) ^ 0x01;
    const { report } = await pdfSignatures(tampered);
    expect(report).not.toContain('Signature is Valid.');
  });

  it('prints the certificate it was sealed with, and seals the same evidence to the same bytes', async () => {
    const text = await pdfText(sealed);
    expect(text).toContain(identity.fingerprint.slice(0, 23));
    expect(await renderSignedPdf(original, completion(), { identity })).toEqual(sealed);
  });

  it('names the seal on a French certificate page in French words and the agency’s name', async () => {
    const text = await pdfText(
      await renderSignedPdf(original, completion({ language: 'fr' }), { identity }),
    );
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Signé par Atelier Studio (certificat « ${agencyName} »)`,
    );
  });

  it('is generated once and kept in the data dir, under the name it was first given', async () => {
    const again = await loadSealIdentity({ dataDir, agencyName: 'Renamed Agency' });
    expect(again.fingerprint).toBe(identity.fingerprint);
    expect(again.subject).toBe(agencyName);
    expect(identity.source).toBe('generated');
    expect(identity.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('refuses a damaged seal file instead of replacing it', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'atelier-seal-'));
    await writeFile(sealFilePath(elsewhere), 'not a key');
    await expect(loadSealIdentity({ dataDir: elsewhere, agencyName })).rejects.toBeInstanceOf(
      SealIdentityError,
    );
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('uses the agency’s own PKCS#12 certificate (as openssl makes it), with its password', async () => {
    const key = join(dataDir, 'agency.key');
    const certificate = join(dataDir, 'agency.crt');
    const path = join(dataDir, 'agency.p12');
    await run('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '365', '-utf8'],
      ...['-keyout', key, '-out', certificate, '-subj', '/CN=Łódź Studio seal'],
    ]);
    await run('openssl', [
      ...['pkcs12', '-export', '-inkey', key, '-in', certificate],
      ...['-out', path, '-passout', 'pass:secret'],
    ]);
    const base64 = (await readFile(path)).toString('base64');

    for (const p12 of [path, base64]) {
      const provided = await loadSealIdentity({ dataDir, agencyName, p12, p12Password: 'secret' });
      expect(provided.source).toBe('provided');
      expect(provided.subject).toBe('Łódź Studio seal');
      const { report, code } = await pdfSignatures(
        await renderSignedPdf(original, completion(), { identity: provided }),
      );
      expect(code).toBe(0);
      expect(report).toContain('Signature is Valid.');
    }
    await expect(
      loadSealIdentity({ dataDir, agencyName, p12: path, p12Password: 'wrong' }),
    ).rejects.toBeInstanceOf(SealIdentityError);
  });
});

describe('commonNameOf', () => {
  it('folds spaces, keeps at most 64 characters and refuses an empty name', () => {
    expect(commonNameOf('  Atelier\n  Lumière ')).toBe('Atelier Lumière');
    expect([...commonNameOf('é'.repeat(80))]).toHaveLength(64);
    expect(() => commonNameOf('   ')).toThrow(SealIdentityError);
  });
});
