import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, contractInput } from '../../test/contract-pdf-fixtures';
import { pdfSignatures } from '../../test/pdftotext.ts';
import { renderContractPdf } from '../render-contract';
import { renderSignedPdf } from '../render-signed';
import { cryptoEngine } from './identity';
import { loadSealIdentity, TimestampError } from './index';

/**
 * A timestamp authority on loopback, as RFC 3161 describes one: it answers a request with a
 * token (a CMS SignedData over a TSTInfo) signed by its own key, here the seal's test key.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'atelier-tsa-'));
const identity = await loadSealIdentity({ dataDir, agencyName: 'Atelier' });
let requests = 0;
let mode: 'grant' | 'refuse' | 'other-imprint' = 'grant';

async function answer(body: Buffer): Promise<Uint8Array> {
  requests += 1;
  const request = pkijs.TimeStampReq.fromBER(new Uint8Array(body));
  if (mode === 'refuse') {
    return new Uint8Array(
      new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: 2 }) })
        .toSchema()
        .toBER(false),
    );
  }
  const imprint =
    mode === 'other-imprint'
      ? new pkijs.MessageImprint({
          hashAlgorithm: request.messageImprint.hashAlgorithm,
          hashedMessage: new asn1js.OctetString({
            valueHex: createHash('sha256').update('something else').digest(),
          }),
        })
      : request.messageImprint;
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: '1.2.3.4.1',
    messageImprint: imprint,
    serialNumber: new asn1js.Integer({ value: requests }),
    genTime: new Date('2026-11-22T16:05:10Z'),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const certificate = pkijs.Certificate.fromBER(identity.certificate);
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: '1.2.840.113549.1.9.16.1.4',
      eContent: new asn1js.OctetString({ valueHex: info.toSchema().toBER(false) }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signed.sign(identity.privateKey, 0, 'SHA-256', undefined, cryptoEngine);
  const token = new pkijs.ContentInfo({
    contentType: '1.2.840.113549.1.7.2',
    content: signed.toSchema(true),
  });
  return new Uint8Array(
    new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: 0 }),
      timeStampToken: token,
    })
      .toSchema()
      .toBER(false),
  );
}

let server: Server;
let tsaUrl = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(Buffer.concat(chunks)).then(
        (bytes) => {
          res.writeHead(200, { 'Content-Type': 'application/timestamp-reply' });
          res.end(bytes);
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tsaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const original = await renderContractPdf(contractInput());

describe('a seal with a timestamp authority', () => {
  it('adds its token to the signature, which stays valid over the whole file', async () => {
    mode = 'grant';
    const before = requests;
    const sealed = await renderSignedPdf(original, completion(), { identity, tsaUrl });
    expect(requests).toBe(before + 1);
    const { report, code } = await pdfSignatures(sealed);
    expect(code).toBe(0);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    // The token is inside the CMS: the file holds the authority's TSTInfo content type.
    const tstInfoOid = Buffer.from([
      0x06, 0x0b, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x10, 0x01, 0x04,
    ]);
    const cms = Buffer.from(sealed).toString('latin1');
    const contents = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(cms)?.[1] ?? '';
    expect(Buffer.from(contents, 'hex').includes(tstInfoOid)).toBe(true);
  });

  it('refuses a refusal or a token for another request', async () => {
    for (const failing of ['refuse', 'other-imprint'] as const) {
      mode = failing;
      await expect(
        renderSignedPdf(original, completion(), { identity, tsaUrl }),
      ).rejects.toBeInstanceOf(TimestampError);
    }
  });

  it('refuses an authority that cannot be reached', async () => {
    await expect(
      renderSignedPdf(original, completion(), { identity, tsaUrl: 'http://127.0.0.1:9/tsr' }),
    ).rejects.toBeInstanceOf(TimestampError);
  });
});
