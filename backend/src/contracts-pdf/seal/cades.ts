import { createHash, randomBytes } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine, type SealIdentity } from './identity';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/** How long a timestamp authority may take before the seal is refused (and retried later). */
const TSA_TIMEOUT_MS = 15_000;

export class TimestampError extends Error {
  override readonly name = 'TimestampError';
}

export interface CadesOptions {
  /** `ATELIER_TSA_URL`: an RFC 3161 authority whose token is added to the signature. */
  tsaUrl?: string | undefined;
}

const sha256 = (bytes: Uint8Array | ArrayBuffer): Uint8Array =>
  new Uint8Array(
    createHash('sha256')
      .update(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
      .digest(),
  );

const attribute = (type: string, value: asn1js.AsnType) =>
  new pkijs.Attribute({ type, values: [value] });

/**
 * ESS signing-certificate-v2 (RFC 5035): binds the signature to the certificate's hash, as
 * CAdES and PAdES baseline require. SHA-256 is the default hash, so it is not written.
 */
const signingCertificateV2 = (certificate: Uint8Array) =>
  new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [new asn1js.OctetString({ valueHex: sha256(certificate) })],
          }),
        ],
      }),
    ],
  });

/**
 * A detached CMS signature in the CAdES form PAdES baseline (ETSI EN 319 142-1, B-B) asks for:
 * content type, message digest and signing-certificate-v2 signed; no signing-time attribute
 * (the time is the PDF signature's `M`); with a timestamp authority, its token over the
 * signature as an unsigned attribute (B-T). Without a timestamp the bytes are deterministic
 * (RSA PKCS#1 v1.5), so sealing the same document again gives the same file.
 */
export class CadesSigner extends Signer {
  constructor(
    private readonly identity: SealIdentity,
    private readonly options: CadesOptions = {},
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const certificate = pkijs.Certificate.fromBER(this.identity.certificate);
    const chain = this.identity.chain.map((der) => pkijs.Certificate.fromBER(der));
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({
        issuer: certificate.issuer,
        serialNumber: certificate.serialNumber,
      }),
      // In DER order (SET OF sorts by encoding; these sort by length).
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
          attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: sha256(pdfBuffer) })),
          attribute(OID.signingCertificateV2, signingCertificateV2(this.identity.certificate)),
        ],
      }),
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [signerInfo],
      certificates: [certificate, ...chain],
    });
    await signedData.sign(this.identity.privateKey, 0, 'SHA-256', undefined, cryptoEngine);
    if (this.options.tsaUrl) {
      const token = await requestTimestamp(
        this.options.tsaUrl,
        signerInfo.signature.valueBlock.valueHexView,
      );
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [attribute(OID.timeStampToken, token)],
      });
    }
    const contentInfo = new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}

/** An unsigned big-endian integer, whatever leading zero bytes its encoding kept. */
const asInteger = (value: asn1js.Integer | Uint8Array): bigint => {
  const bytes = value instanceof Uint8Array ? value : value.valueBlock.valueHexView;
  return BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
};

/** An RFC 3161 token over `signature` (SHA-256), checked to answer this request. */
export async function requestTimestamp(
  url: string,
  signature: Uint8Array,
): Promise<asn1js.AsnType> {
  const digest = sha256(signature);
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0] as number) & 0x7f;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  let body: ArrayBuffer;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query' },
      body: new Uint8Array(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new TimestampError(`HTTP ${response.status}`);
    body = await response.arrayBuffer();
  } catch (error) {
    throw new TimestampError(`The timestamp authority ${url} did not answer: ${String(error)}`);
  }
  let answer: pkijs.TimeStampResp;
  try {
    answer = pkijs.TimeStampResp.fromBER(body);
  } catch {
    throw new TimestampError(`The timestamp authority ${url} answered something else`);
  }
  const status = answer.status.status;
  if ((status !== 0 && status !== 1) || !answer.timeStampToken) {
    throw new TimestampError(`The timestamp authority ${url} refused (status ${status})`);
  }
  const token = answer.timeStampToken;
  const info = pkijs.TSTInfo.fromBER(
    new pkijs.SignedData({ schema: token.content }).encapContentInfo.eContent?.getValue() ??
      new ArrayBuffer(0),
  );
  const imprint = new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  const sameNonce = info.nonce !== undefined && asInteger(info.nonce) === asInteger(nonce);
  if (!Buffer.from(imprint).equals(Buffer.from(digest)) || !sameNonce) {
    throw new TimestampError(`The timestamp authority ${url} answered for another request`);
  }
  return token.toSchema();
}
