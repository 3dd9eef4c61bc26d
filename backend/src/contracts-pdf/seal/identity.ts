import { createHash, createPrivateKey, randomBytes, webcrypto } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { createFileOnce } from '../../data-dir/create-file-once.ts';
import { sealFilePath } from './seal-file';

type CryptoKey = webcrypto.CryptoKey;

/** The key and certificate that seal signed contracts (docs/contracts.md#the-seal). */
export interface SealIdentity {
  /** RSA, for RSASSA-PKCS1-v1_5 with SHA-256. */
  privateKey: CryptoKey;
  /** The signing certificate, DER. */
  certificate: Uint8Array;
  /** Its issuers, DER, when the agency's file carries them (none for a generated one). */
  chain: Uint8Array[];
  /** The certificate's common name. */
  subject: string;
  /** SHA-256 of the certificate, upper-case hex pairs joined by ":" (as browsers show it). */
  fingerprint: string;
  /** ISO date-time after which the certificate is no longer valid. */
  notAfter: string;
  /** `generated`: made on first start and kept in the data dir; `provided`: `ATELIER_SIGNING_P12`. */
  source: 'generated' | 'provided';
}

export class SealIdentityError extends Error {
  override readonly name = 'SealIdentityError';
}

export interface LoadSealOptions {
  dataDir: string;
  /**
   * The name a certificate generated now carries: the agency's (setting `agency.name`). An
   * e-seal names the organisation that seals, and a name reads the same in every language —
   * PDF readers and the French certificate page say "Signé par Atelier", never English words.
   * A certificate already in the data dir keeps its name (sealed contracts cite its fingerprint).
   */
  agencyName: string;
  /** `ATELIER_SIGNING_P12`: a PKCS#12 file's path, or its content in base64. */
  p12?: string | undefined;
  /** `ATELIER_SIGNING_P12_PASSWORD`. */
  p12Password?: string | undefined;
}

/** pkijs on Node's Web Crypto, handed to each call (no global engine to set). */
export const cryptoEngine = new pkijs.CryptoEngine({
  name: 'node',
  crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'],
});

const SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
/** X.520's upper bound on a Common Name. */
const COMMON_NAME_MAX = 64;
const GENERATED_YEARS = 10;

/** The agency's certificate when it gave one, else the one generated and kept in the data dir. */
export async function loadSealIdentity(options: LoadSealOptions): Promise<SealIdentity> {
  if (options.p12) return await fromP12(await p12Bytes(options.p12), options.p12Password ?? '');
  const path = sealFilePath(options.dataDir);
  const existing = await readPem(path);
  if (existing !== null) return await fromPem(existing, path);
  await createFileOnce(path, await generatePem(commonNameOf(options.agencyName)));
  // Whoever created it, everyone reads the same file.
  const created = await readPem(path);
  if (created === null) throw new SealIdentityError(`${path} vanished while it was being created`);
  return await fromPem(created, path);
}

async function p12Bytes(value: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(value));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !/^[A-Za-z0-9+/=\s]+$/.test(value)) {
      throw new SealIdentityError(`ATELIER_SIGNING_P12: cannot read ${value}`);
    }
    return new Uint8Array(Buffer.from(value, 'base64'));
  }
}

async function readPem(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function pemBlocks(text: string, label: string): Uint8Array[] {
  const pattern = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`, 'g');
  return [...text.matchAll(pattern)].map(
    (match) => new Uint8Array(Buffer.from((match[1] as string).replace(/\s+/g, ''), 'base64')),
  );
}

const pem = (label: string, der: Uint8Array | ArrayBuffer): string => {
  const lines = Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der))
    .toString('base64')
    .match(/.{1,64}/g);
  return `-----BEGIN ${label}-----\n${(lines ?? []).join('\n')}\n-----END ${label}-----\n`;
};

/** The agency's name as a certificate's Common Name: spaces folded, at most 64 characters. */
export function commonNameOf(agencyName: string): string {
  const name = [...agencyName.replace(/\s+/g, ' ').trim()].slice(0, COMMON_NAME_MAX).join('');
  if (!name) throw new SealIdentityError('The seal certificate needs the agency’s name');
  return name.trim();
}

/** A new RSA key and a self-signed certificate for it, as one PEM file (key, then certificate). */
async function generatePem(commonName: string): Promise<string> {
  const keys = await webcrypto.subtle.generateKey(
    { ...SIGNING, modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  serial[0] = (serial[0] as number) & 0x7f; // a positive INTEGER
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial });
  for (const name of [certificate.subject, certificate.issuer]) {
    name.typesAndValues.push(
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.3',
        value: new asn1js.Utf8String({ value: commonName }),
      }),
    );
  }
  const now = new Date();
  certificate.notBefore.value = now;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + GENERATED_YEARS);
  certificate.notAfter.value = until;
  certificate.extensions = [
    new pkijs.Extension({
      extnID: '2.5.29.19', // basicConstraints: not a CA
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: '2.5.29.15', // keyUsage: digitalSignature, nonRepudiation
      critical: true,
      extnValue: new asn1js.BitString({
        valueHex: new Uint8Array([0xc0]),
        unusedBits: 6,
      }).toBER(false),
    }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, cryptoEngine);
  await certificate.sign(keys.privateKey, 'SHA-256', cryptoEngine);
  const key = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return pem('PRIVATE KEY', key) + pem('CERTIFICATE', certificate.toSchema().toBER(false));
}

async function fromPem(text: string, path: string): Promise<SealIdentity> {
  const [key] = pemBlocks(text, 'PRIVATE KEY');
  const [certificate, ...chain] = pemBlocks(text, 'CERTIFICATE');
  if (!key || !certificate) {
    // Never replaced silently: sealed contracts name this certificate's fingerprint.
    throw new SealIdentityError(`${path} is damaged (no key or certificate); restore or delete it`);
  }
  return await identity(key, certificate, chain, 'generated');
}

/** A PKCS#12 file: its RSA key, the certificate of that key, and the others as its chain. */
async function fromP12(bytes: Uint8Array, password: string): Promise<SealIdentity> {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.createBuffer(Buffer.from(bytes).toString('binary'));
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, password);
  } catch {
    throw new SealIdentityError(
      'ATELIER_SIGNING_P12 is not a PKCS#12 file this password opens (ATELIER_SIGNING_P12_PASSWORD)',
    );
  }
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const oids = forge.pki.oids as Record<string, string>;
  const keyBags = [...bags(oids.pkcs8ShroudedKeyBag ?? ''), ...bags(oids.keyBag ?? '')];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SealIdentityError('ATELIER_SIGNING_P12 holds no RSA private key');
  const certificates = bags(oids.certBag ?? '').flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own) throw new SealIdentityError('ATELIER_SIGNING_P12 has no certificate for its key');
  const der = (cert: forge.pki.Certificate) =>
    new Uint8Array(
      Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'),
    );
  const pkcs8 = createPrivateKey(forge.pki.privateKeyToPem(key)).export({
    format: 'der',
    type: 'pkcs8',
  });
  const chain = certificates.filter((cert) => cert !== own).map(der);
  return await identity(new Uint8Array(pkcs8), der(own), chain, 'provided');
}

async function identity(
  pkcs8: Uint8Array,
  certificateDer: Uint8Array,
  chain: Uint8Array[],
  source: SealIdentity['source'],
): Promise<SealIdentity> {
  const privateKey = await webcrypto.subtle.importKey('pkcs8', pkcs8, SIGNING, false, ['sign']);
  const certificate = pkijs.Certificate.fromBER(certificateDer);
  const commonName = certificate.subject.typesAndValues.find((each) => each.type === '2.5.4.3');
  const fingerprint = createHash('sha256')
    .update(certificateDer)
    .digest('hex')
    .toUpperCase()
    .match(/../g);
  return {
    privateKey,
    certificate: certificateDer,
    chain,
    subject: commonName
      ? String(commonName.value.valueBlock.value)
      : certificate.subject.toString(),
    fingerprint: (fingerprint ?? []).join(':'),
    notAfter: certificate.notAfter.value.toISOString(),
    source,
  };
}
