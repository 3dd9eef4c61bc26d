import type { ContractDocument, SigningDownload } from '@atelier/shared/contract';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import type { Storage } from '../../storage/storage.ts';

/** Where a contract's PDFs are, as the contract row records them. */
export interface ContractFiles {
  id: string;
  title: string;
  original_path: string | null;
  final_path: string | null;
}

/**
 * One of a contract's stored PDFs, as the downloads answer it (base64, with the SHA-256 of the
 * bytes read, which `verify` compares): the signer's link (e-signature `download`) and the
 * agency's (contracts `download`) read the same file the same way. The caller has checked the
 * document exists; a missing path or object is our fault, not the caller's.
 */
export async function readContractFile(
  storage: Storage | undefined,
  contract: ContractFiles,
  document: ContractDocument,
): Promise<SigningDownload> {
  const path = document === 'final' ? contract.final_path : contract.original_path;
  if (!storage) throw new Error('Reading a contract PDF needs the storage service');
  if (!path) throw new Error(`Contract ${contract.id} has no stored ${document} PDF`);
  const stored = await storage.get('documents', path);
  if (!stored) throw new Error(`The PDF ${path} is missing from storage`);
  return {
    file_name: contractFileName(contract.title, document),
    content_type: 'application/pdf',
    document,
    sha256: sha256Hex(stored.bytes),
    base64: Buffer.from(stored.bytes).toString('base64'),
  };
}

/** `website-agreement.pdf`, or `website-agreement-signed.pdf` for the sealed copy. */
export const contractFileName = (title: string, document: ContractDocument): string =>
  `${slug(title)}${document === 'final' ? '-signed' : ''}.pdf`;

const slug = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'contract';
