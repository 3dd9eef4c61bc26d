/** The project templates of 0011_project_templates.sql in French (see catalogue-fr.ts). */

export interface FrenchProjectTemplate {
  name: string;
  category: 'ecommerce' | 'corporate' | 'saas' | 'marketing' | 'mobile' | 'redesign';
  description: string;
  duration_weeks: number;
  price_min_cents: number;
  price_max_cents: number;
  tasks: { name: string; offset_days: number; duration_days: number; role: string }[];
  deliverables: string[];
  technologies: string[];
  complexity: 'basic' | 'intermediate' | 'advanced';
}

export const frenchProjectTemplates: FrenchProjectTemplate[] = [
  {
    name: 'Page d’atterrissage',
    category: 'marketing',
    description:
      'Une page unique pensée pour convertir, pour un lancement ou une campagne, avec formulaire de contact et mesure d’audience.',
    duration_weeks: 2,
    price_min_cents: 150_000,
    price_max_cents: 300_000,
    tasks: [
      { name: 'Brief et maquette fil de fer', offset_days: 0, duration_days: 2, role: 'Designer' },
      { name: 'Design graphique', offset_days: 2, duration_days: 3, role: 'Designer' },
      { name: 'Intégration et formulaire', offset_days: 5, duration_days: 4, role: 'Développeur' },
      {
        name: 'Recette et mise en ligne',
        offset_days: 10,
        duration_days: 2,
        role: 'Chef de projet',
      },
    ],
    deliverables: ['Page d’atterrissage responsive', 'Formulaire de contact', 'Mesure d’audience'],
    technologies: ['HTML', 'CSS', 'JavaScript', 'Google Analytics'],
    complexity: 'basic',
  },
  {
    name: 'Site vitrine d’entreprise',
    category: 'corporate',
    description:
      'Un site d’entreprise de plusieurs pages, avec un outil de gestion de contenu que le client modifie lui-même.',
    duration_weeks: 6,
    price_min_cents: 500_000,
    price_max_cents: 1_000_000,
    tasks: [
      {
        name: 'Découverte et arborescence',
        offset_days: 0,
        duration_days: 5,
        role: 'Chef de projet',
      },
      { name: 'Charte graphique et maquettes', offset_days: 5, duration_days: 8, role: 'Designer' },
      { name: 'Développement du CMS', offset_days: 13, duration_days: 14, role: 'Développeur' },
      { name: 'Saisie des contenus', offset_days: 27, duration_days: 5, role: 'Rédacteur' },
      { name: 'Tests et mise en ligne', offset_days: 34, duration_days: 5, role: 'Développeur' },
    ],
    deliverables: [
      'Jusqu’à 10 gabarits de page',
      'CMS et formation à l’édition',
      'Bases du référencement',
      'Formulaires de contact',
    ],
    technologies: ['WordPress', 'PHP', 'MySQL'],
    complexity: 'intermediate',
  },
  {
    name: 'Boutique en ligne',
    category: 'ecommerce',
    description:
      'Une boutique en ligne avec catalogue, panier, paiement, encaissement et gestion des commandes.',
    duration_weeks: 10,
    price_min_cents: 1_200_000,
    price_max_cents: 2_500_000,
    tasks: [
      {
        name: 'Découverte et structure du catalogue',
        offset_days: 0,
        duration_days: 7,
        role: 'Chef de projet',
      },
      { name: 'Design de la boutique', offset_days: 7, duration_days: 10, role: 'Designer' },
      {
        name: 'Thème et tunnel de commande',
        offset_days: 17,
        duration_days: 21,
        role: 'Développeur',
      },
      {
        name: 'Paiements, livraison et taxes',
        offset_days: 38,
        duration_days: 10,
        role: 'Développeur',
      },
      { name: 'Import des produits', offset_days: 48, duration_days: 7, role: 'Rédacteur' },
      { name: 'Tests et mise en ligne', offset_days: 62, duration_days: 7, role: 'Développeur' },
    ],
    deliverables: [
      'Boutique en ligne',
      'Passerelle de paiement',
      'Import du catalogue produits',
      'E-mails de commande',
    ],
    technologies: ['Shopify', 'Liquid', 'Stripe'],
    complexity: 'advanced',
  },
  {
    name: 'Tableau de bord SaaS',
    category: 'saas',
    description:
      'L’application web d’un logiciel : inscription, abonnement et premières fonctionnalités clés.',
    duration_weeks: 12,
    price_min_cents: 1_500_000,
    price_max_cents: 3_000_000,
    tasks: [
      { name: 'Découverte produit', offset_days: 0, duration_days: 7, role: 'Chef de projet' },
      {
        name: 'Parcours UX et kit d’interface',
        offset_days: 7,
        duration_days: 14,
        role: 'Designer',
      },
      { name: 'Comptes et abonnements', offset_days: 21, duration_days: 14, role: 'Développeur' },
      { name: 'Fonctionnalités clés', offset_days: 35, duration_days: 35, role: 'Développeur' },
      { name: 'Bêta et lancement', offset_days: 77, duration_days: 7, role: 'Chef de projet' },
    ],
    deliverables: [
      'Application web',
      'Facturation par abonnement',
      'Tableau de bord d’administration',
      'Documentation technique',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    complexity: 'advanced',
  },
  {
    name: 'Application mobile',
    category: 'mobile',
    description: 'Une application iOS et Android avec son backend, publiée sur les deux stores.',
    duration_weeks: 16,
    price_min_cents: 2_000_000,
    price_max_cents: 3_500_000,
    tasks: [
      {
        name: 'Découverte et récits utilisateur',
        offset_days: 0,
        duration_days: 10,
        role: 'Chef de projet',
      },
      {
        name: 'Design et prototype de l’application',
        offset_days: 10,
        duration_days: 18,
        role: 'Designer',
      },
      { name: 'API et backend', offset_days: 28, duration_days: 28, role: 'Développeur' },
      {
        name: 'Développement de l’application',
        offset_days: 28,
        duration_days: 56,
        role: 'Développeur',
      },
      { name: 'Tests sur appareils', offset_days: 84, duration_days: 14, role: 'Testeur' },
      {
        name: 'Publication sur les stores',
        offset_days: 105,
        duration_days: 7,
        role: 'Développeur',
      },
    ],
    deliverables: ['Application iOS', 'Application Android', 'API backend', 'Fiches des stores'],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'Firebase'],
    complexity: 'advanced',
  },
  {
    name: 'Refonte de site web',
    category: 'redesign',
    description:
      'Un nouveau design et une version plus rapide d’un site existant, qui garde ses contenus et son référencement.',
    duration_weeks: 5,
    price_min_cents: 400_000,
    price_max_cents: 800_000,
    tasks: [
      { name: 'Audit du site actuel', offset_days: 0, duration_days: 4, role: 'Chef de projet' },
      { name: 'Nouveau design', offset_days: 4, duration_days: 8, role: 'Designer' },
      { name: 'Reconstruction', offset_days: 12, duration_days: 12, role: 'Développeur' },
      {
        name: 'Migration des contenus et redirections',
        offset_days: 24,
        duration_days: 5,
        role: 'Rédacteur',
      },
      { name: 'Mise en ligne', offset_days: 31, duration_days: 2, role: 'Développeur' },
    ],
    deliverables: [
      'Site refondu',
      'Migration des contenus',
      'Plan de redirections',
      'Rapport de performance',
    ],
    technologies: ['Next.js', 'Tailwind CSS', 'Headless CMS'],
    complexity: 'intermediate',
  },
];
