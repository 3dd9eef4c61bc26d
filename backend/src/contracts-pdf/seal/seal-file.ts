import { join } from 'node:path';

/**
 * Where a generated seal (key and certificate) is kept in the data dir. Apart from identity.ts
 * so the backup can name the file without loading the crypto libraries.
 */
export const sealFilePath = (dataDir: string): string => join(dataDir, 'contract-seal.pem');
