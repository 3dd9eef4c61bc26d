import { demoLanguage } from '../../demo/demo-language';
import type { ContractSeed } from './demo-seeds';

/**
 * The demo contracts' words in French, by contract id (demo.ts shows them to a French reader):
 * title, project name, the values given to the template's variables, each signer's role (in
 * the order of demo-seeds.ts) and a decline's reason. The names of people and firms stay.
 */
export type ContractWords = {
  title: string;
  project?: string;
  variables?: Record<string, string>;
  roles: readonly (string | null)[];
  declineReason?: string;
};

export const FRENCH_CONTRACT_WORDS: Record<string, ContractWords> = {
  'demo-contract-1': {
    title: 'Boutique en ligne — Contrat de prestation de services',
    project: 'Boutique en ligne',
    variables: {
      payment_terms:
        '50\u202f% à la signature, 25\u202f% à la validation du design, 25\u202f% à la mise en ligne',
    },
    roles: ['Gérante', 'Finances'],
  },
  'demo-contract-2': {
    title: 'Maintenance Harbour & Co — Contrat de maintenance',
    project: 'Maintenance Harbour & Co',
    roles: ['Dirigeante'],
  },
  'demo-contract-3': {
    title: 'Stratégie de marque — Contrat de conseil',
    variables: { engagement_scope: 'le positionnement et l’identité visuelle du studio' },
    roles: ['Fondatrice'],
  },
  'demo-contract-4': {
    title: 'Accord de confidentialité mutuel',
    roles: ['Directeur général'],
    declineReason:
      'Notre service juridique demande une durée de deux ans au lieu de trois\u202f; merci d’envoyer une nouvelle version.',
  },
  'demo-contract-5': {
    title: 'Portail de suivi — Contrat de prestation de services',
    project: 'Portail de suivi',
    roles: ['Directeur général', 'Responsable des opérations'],
  },
  'demo-contract-6': {
    title: 'Application de fitness — Contrat de prestation de services',
    project: 'Application de fitness',
    roles: ['Dirigeante'],
  },
};

/** A demo contract's seed in the reader's language: its French words for a French reader. */
export function wordedContract(seed: ContractSeed): ContractSeed {
  const words = demoLanguage() === 'fr' ? FRENCH_CONTRACT_WORDS[seed.id] : undefined;
  if (!words) return seed;
  return {
    ...seed,
    title: words.title,
    project: seed.project && { ...seed.project, name: words.project ?? seed.project.name },
    variables: { ...seed.variables, ...words.variables },
    signers: seed.signers.map((signer, index) => ({
      ...signer,
      role: words.roles[index] ?? signer.role,
      ...(signer.declineReason && words.declineReason
        ? { declineReason: words.declineReason }
        : {}),
    })),
  };
}
