import type { SignerFields } from '../../db/contracts.ts';

interface SignerInput {
  name: string;
  email: string;
  role?: string | null | undefined;
  order?: number | undefined;
}

/** Each signer's position: the `order` sent, or their place in the list (from 1). */
export const toSignerFields = (signers: readonly SignerInput[]): SignerFields[] =>
  signers.map((signer, index) => ({
    name: signer.name,
    email: signer.email,
    role: signer.role ?? null,
    position: signer.order ?? index + 1,
  }));
