import type { TemplateCategory } from '../../contract/templates';

/**
 * The seeded project templates' words in French (demo.ts shows them to a French reader, by
 * category, one template each): the same texts as the demo agency's French twins
 * (backend/src/seed/demo-catalogue-fr.ts). Numbers, prices and technologies are demo.ts's.
 */
export type TemplateWords = {
  name: string;
  description: string;
  /** Each task's name and role, in the order of the English template's tasks. */
  tasks: readonly (readonly [name: string, role: string])[];
  deliverables: readonly string[];
};

export const FRENCH_TEMPLATE_WORDS: Record<TemplateCategory, TemplateWords> = {
  marketing: {
    name: 'Page d’atterrissage',
    description:
      'Une page unique pensée pour convertir, pour un lancement ou une campagne, avec formulaire de contact et mesure d’audience.',
    tasks: [
      ['Brief et maquette fil de fer', 'Designer'],
      ['Design graphique', 'Designer'],
      ['Intégration et formulaire', 'Développeur'],
      ['Recette et mise en ligne', 'Chef de projet'],
    ],
    deliverables: ['Page d’atterrissage responsive', 'Formulaire de contact', 'Mesure d’audience'],
  },
  corporate: {
    name: 'Site vitrine d’entreprise',
    description:
      'Un site d’entreprise de plusieurs pages, avec un outil de gestion de contenu que le client modifie lui-même.',
    tasks: [
      ['Découverte et arborescence', 'Chef de projet'],
      ['Charte graphique et maquettes', 'Designer'],
      ['Développement du CMS', 'Développeur'],
      ['Saisie des contenus', 'Rédacteur'],
      ['Tests et mise en ligne', 'Développeur'],
    ],
    deliverables: [
      'Jusqu’à 10 gabarits de page',
      'CMS et formation à l’édition',
      'Bases du référencement',
      'Formulaires de contact',
    ],
  },
  ecommerce: {
    name: 'Boutique en ligne',
    description:
      'Une boutique en ligne avec catalogue, panier, paiement, encaissement et gestion des commandes.',
    tasks: [
      ['Découverte et structure du catalogue', 'Chef de projet'],
      ['Design de la boutique', 'Designer'],
      ['Thème et tunnel de commande', 'Développeur'],
      ['Paiements, livraison et taxes', 'Développeur'],
      ['Import des produits', 'Rédacteur'],
      ['Tests et mise en ligne', 'Développeur'],
    ],
    deliverables: [
      'Boutique en ligne',
      'Passerelle de paiement',
      'Import du catalogue produits',
      'E-mails de commande',
    ],
  },
  saas: {
    name: 'Tableau de bord SaaS',
    description:
      'L’application web d’un logiciel\u202f: inscription, abonnement et premières fonctionnalités clés.',
    tasks: [
      ['Découverte produit', 'Chef de projet'],
      ['Parcours UX et kit d’interface', 'Designer'],
      ['Comptes et abonnements', 'Développeur'],
      ['Fonctionnalités clés', 'Développeur'],
      ['Bêta et lancement', 'Chef de projet'],
    ],
    deliverables: [
      'Application web',
      'Facturation par abonnement',
      'Tableau de bord d’administration',
      'Documentation technique',
    ],
  },
  mobile: {
    name: 'Application mobile',
    description: 'Une application iOS et Android avec son backend, publiée sur les deux stores.',
    tasks: [
      ['Découverte et récits utilisateur', 'Chef de projet'],
      ['Design et prototype de l’application', 'Designer'],
      ['API et backend', 'Développeur'],
      ['Développement de l’application', 'Développeur'],
      ['Tests sur appareils', 'Testeur'],
      ['Publication sur les stores', 'Développeur'],
    ],
    deliverables: ['Application iOS', 'Application Android', 'API backend', 'Fiches des stores'],
  },
  redesign: {
    name: 'Refonte de site web',
    description:
      'Un nouveau design et une version plus rapide d’un site existant, qui garde ses contenus et son référencement.',
    tasks: [
      ['Audit du site actuel', 'Chef de projet'],
      ['Nouveau design', 'Designer'],
      ['Reconstruction', 'Développeur'],
      ['Migration des contenus et redirections', 'Rédacteur'],
      ['Mise en ligne', 'Développeur'],
    ],
    deliverables: [
      'Site refondu',
      'Migration des contenus',
      'Plan de redirections',
      'Rapport de performance',
    ],
  },
};
