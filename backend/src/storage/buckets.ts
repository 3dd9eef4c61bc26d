/** The buckets of Atelier's storage: fixed in code, so their rules are reviewed like code. */
export const bucketNames = ['media', 'documents', 'client-files'] as const;

export type BucketName = (typeof bucketNames)[number];

export const isBucketName = (value: unknown): value is BucketName =>
  typeof value === 'string' && (bucketNames as readonly string[]).includes(value);

export const TEXT_PLAIN = 'text/plain';

export interface BucketRules {
  /** Largest object, in bytes. */
  maxBytes: number;
  /** Content types (sniffed from the bytes) the bucket accepts; `text/plain` is validated UTF-8. */
  allowedTypes: readonly string[];
  /** Anyone may read its objects, also without the public key (`/object/public/...`). */
  isPublic: boolean;
}

const MiB = 1024 * 1024;

const webImages = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];
const officeDocuments = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export const buckets: Readonly<Record<BucketName, BucketRules>> = {
  // Site images shown to every visitor. No SVG: it can carry scripts and we do not sanitize it.
  media: { maxBytes: 10 * MiB, allowedTypes: webImages, isPublic: true },
  // Contracts, invoices and exports made or received by the agency.
  documents: {
    maxBytes: 25 * MiB,
    allowedTypes: ['application/pdf', ...officeDocuments, TEXT_PLAIN],
    isPublic: false,
  },
  // What a client and the agency exchange, in `client-files/<client id>/...`.
  'client-files': {
    maxBytes: 50 * MiB,
    allowedTypes: [
      ...webImages,
      'image/heic',
      'application/pdf',
      ...officeDocuments,
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
      TEXT_PLAIN,
    ],
    isPublic: false,
  },
};

/** The largest object any bucket takes: no request body may be longer (plus form overhead). */
export const largestBucketBytes = Math.max(...Object.values(buckets).map((b) => b.maxBytes));
