/**
 * The starter catalogue in French (issue 34, "Seed data in both languages"): the French
 * twins of the contract templates (0017_contracts.sql), project templates
 * (0011_project_templates.sql) and invoicing rules (0013_invoice_rules.sql) the migrations seed
 * in English, so a French-speaking agency picks from templates written in French. French
 * typography: curly apostrophes, narrow no-break spaces (U+202F) before : ; % and inside « ».
 * Generated text (amounts) is written through Intl by the seed.
 */
import type { ContractClause, ContractVariable } from '@atelier/shared/contract';

export interface FrenchContractTemplate {
  name: string;
  type: 'service' | 'maintenance' | 'consulting' | 'custom';
  description: string;
  clauses: ContractClause[];
  variables: ContractVariable[];
}

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

export const frenchContractTemplates: FrenchContractTemplate[] = [
  {
    name: 'Contrat de prestation de services',
    type: 'service',
    description:
      'Un projet au périmètre défini : livrables, honoraires, échéancier de paiement, propriété et recette.',
    clauses: [
      {
        title: 'Parties',
        body: 'Le présent contrat de prestation de services est conclu le {{today}} entre {{agency.name}} (l’« Agence ») et {{client.name}}, de {{client.company}} (le « Client »).',
      },
      {
        title: 'Prestations',
        body: 'L’Agence réalise le projet {{project.name}} tel que décrit dans la proposition acceptée et dans toute demande de modification écrite acceptée par les deux parties.',
      },
      {
        title: 'Honoraires et paiement',
        body: 'Le Client verse des honoraires totaux de {{contract.value}}, facturés comme suit : {{payment_terms}}. Les factures sont payables sous 30 jours à compter de leur émission.',
      },
      {
        title: 'Obligations du Client',
        body: 'Le Client fournit les contenus, les accès et ses retours en temps utile. Les retards dus à des éléments manquants décalent d’autant les dates de livraison.',
      },
      {
        title: 'Recette',
        body: 'Chaque livrable est accepté lorsque le Client l’approuve par écrit ou ne signale aucun défaut majeur dans les 10 jours ouvrés suivant sa livraison.',
      },
      {
        title: 'Propriété intellectuelle',
        body: 'Au paiement intégral, la propriété des livrables finaux est transférée au Client. L’Agence conserve ses outils préexistants et peut présenter le travail dans son portfolio, sauf opposition écrite du Client.',
      },
      {
        title: 'Résiliation',
        body: 'Chaque partie peut mettre fin au présent contrat moyennant un préavis écrit de 30 jours. Le Client règle le travail effectué jusqu’à la date de fin.',
      },
      {
        title: 'Limitation de responsabilité',
        body: 'Aucune partie n’est responsable des dommages indirects. La responsabilité totale de l’Agence est limitée aux honoraires perçus au titre du présent contrat.',
      },
    ],
    variables: [
      {
        key: 'payment_terms',
        label: 'Échéancier de paiement',
        default: '50 % à la signature et 50 % à la livraison',
      },
    ],
  },
  {
    name: 'Contrat de maintenance',
    type: 'maintenance',
    description:
      'Le suivi mensuel d’un site ou d’une application en ligne : mises à jour, correctifs, surveillance et un volume d’heures.',
    clauses: [
      {
        title: 'Parties',
        body: 'Le présent contrat de maintenance est conclu le {{today}} entre {{agency.name}} (l’« Agence ») et {{client.name}}, de {{client.company}} (le « Client »).',
      },
      {
        title: 'Périmètre',
        body: 'L’Agence assure la maintenance de {{project.name}} : mises à jour de sécurité et des logiciels, sauvegardes, surveillance de la disponibilité et petits correctifs, dans la limite de {{monthly_hours}} heures par mois.',
      },
      {
        title: 'Délais d’intervention',
        body: 'L’Agence répond à tout incident signalé sous {{response_time}} et intervient sur une panne du site dès son signalement pendant les heures ouvrées.',
      },
      {
        title: 'Honoraires',
        body: 'Le Client verse {{contract.value}} par mois, facturés d’avance au début de chaque mois. Les heures non utilisées ne sont pas reportées ; les heures supplémentaires sont facturées au tarif convenu.',
      },
      {
        title: 'Durée',
        body: 'Le contrat est reconduit de mois en mois à compter de sa signature. Chaque partie peut y mettre fin moyennant un préavis écrit de 30 jours.',
      },
      {
        title: 'Exclusions',
        body: 'Les nouvelles fonctionnalités, les refontes et les pannes de services tiers n’entrent pas dans ce contrat et font l’objet d’un devis séparé.',
      },
    ],
    variables: [
      { key: 'monthly_hours', label: 'Heures incluses par mois', default: '10' },
      { key: 'response_time', label: 'Délai de réponse', default: 'un jour ouvré' },
    ],
  },
  {
    name: 'Contrat de conseil',
    type: 'consulting',
    description:
      'Du conseil et de l’expertise facturés au temps passé : objet de la mission, tarif, confidentialité et indépendance.',
    clauses: [
      {
        title: 'Parties',
        body: 'Le présent contrat de conseil est conclu le {{today}} entre {{agency.name}} (le « Consultant ») et {{client.name}}, de {{client.company}} (le « Client »).',
      },
      { title: 'Mission', body: 'Le Consultant conseille le Client sur {{engagement_scope}}.' },
      {
        title: 'Honoraires',
        body: 'Le Client verse {{hourly_rate}} de l’heure, dans la limite de {{contract.value}} au total, sauf accord écrit du Client pour davantage. Le temps passé est facturé chaque mois et payable sous 30 jours.',
      },
      {
        title: 'Confidentialité',
        body: 'Le Consultant garde confidentielles les informations commerciales du Client pendant et après la mission, et ne les utilise que pour exécuter le présent contrat.',
      },
      {
        title: 'Indépendance',
        body: 'Le Consultant agit en prestataire indépendant. Le présent contrat ne crée aucun lien de subordination, d’association ni de mandat entre les parties.',
      },
      {
        title: 'Résiliation',
        body: 'Chaque partie peut mettre fin à la mission moyennant un préavis écrit de 14 jours. Les heures effectuées jusque-là restent dues.',
      },
    ],
    variables: [
      { key: 'engagement_scope', label: 'Objet du conseil' },
      { key: 'hourly_rate', label: 'Tarif horaire', default: '150 USD' },
    ],
  },
  {
    name: 'Accord de confidentialité mutuel',
    type: 'custom',
    description:
      'Les deux parties protègent ce qu’elles échangent pendant qu’elles envisagent de travailler ensemble.',
    clauses: [
      {
        title: 'Parties',
        body: 'Le présent accord de confidentialité mutuel est conclu le {{today}} entre {{agency.name}} et {{client.name}}, de {{client.company}} (chacune une « Partie »).',
      },
      {
        title: 'Objet',
        body: 'Les Parties échangent des informations confidentielles en vue de {{purpose}}.',
      },
      {
        title: 'Informations confidentielles',
        body: 'Est confidentielle toute information commerciale, technique ou financière non publique qu’une Partie communique, sous quelque forme que ce soit, signalée comme confidentielle ou raisonnablement comprise comme telle.',
      },
      {
        title: 'Obligations',
        body: 'Chaque Partie n’utilise les informations confidentielles de l’autre que pour l’objet ci-dessus, ne les communique qu’aux personnes qui en ont besoin et sont tenues à des obligations similaires, et les protège avec un soin raisonnable.',
      },
      {
        title: 'Exceptions',
        body: 'Ces obligations ne couvrent pas les informations publiques, déjà connues de la Partie qui les reçoit, développées de façon indépendante, ou dont la loi impose la communication.',
      },
      {
        title: 'Durée',
        body: 'Le présent accord s’applique pendant {{term_years}} ans à compter de sa signature. Sur demande, chaque Partie restitue ou détruit les informations confidentielles de l’autre.',
      },
    ],
    variables: [
      {
        key: 'purpose',
        label: 'Objet des discussions',
        default: 'l’évaluation d’une éventuelle relation d’affaires',
      },
      { key: 'term_years', label: 'Durée en années', default: '3' },
    ],
  },
];

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

/** The milestone rule's French twin ("Milestone billing", 50/25/20/5). */
export const frenchMilestoneRule = {
  name: 'Facturation par jalons',
  condition: 'Projet démarré ; jalons terminés',
  description:
    'La moitié à la signature, puis 25 % et 20 % au fil de l’avancement, les 5 % restants au lancement.',
  schedule: [
    { label: 'Signature / début du projet', percent: 50 },
    { label: 'Maquettes validées', percent: 25 },
    { label: 'Développement terminé', percent: 20 },
    { label: 'Lancement', percent: 5 },
  ],
};

/** The monthly retainer's French twin ("Monthly retainer"); its description names the amount. */
export const frenchRetainerRule = {
  name: 'Forfait mensuel',
  condition: 'Le 1er de chaque mois',
  /** "Un forfait de 2 500 $US facturé le premier jour de chaque mois." (amount from Intl) */
  description: (amount: string) =>
    `Un forfait de ${amount} facturé le premier jour de chaque mois.`,
};
