/**
 * The words of the sample records of demo-data.ts in French, by their English text: role
 * titles, notes, proposal titles, summaries and lines, project names, descriptions and
 * milestones, invoice lines and notes, payment descriptions. The names of people and
 * companies stay as they are. demo-seed.ts writes a record's words in its language (the
 * client's or lead's, else the agency's default); demo-seed.test.ts checks that every English
 * text has its French twin here, written with French typography (narrow no-break space before
 * : ; ! ? %, apostrophe ’).
 */
export const frenchDemoWords: ReadonlyMap<string, string> = new Map([
  // Team
  ['Creative director', 'Directrice de création'],
  ['Lead developer', 'Développeur principal'],
  ['Product designer', 'Designer produit'],
  ['Front-end developer', 'Développeur front-end'],
  ['Project manager', 'Cheffe de projet'],
  ['Copywriter (freelance)', 'Rédacteur (indépendant)'],
  // Leads’ notes
  [
    'We roast in Portland and sell to 40 cafés; we want to sell beans and subscriptions online.',
    'Nous torréfions à Portland et livrons 40\u00a0cafés\u202f; nous voulons vendre nos grains et des abonnements en ligne.',
  ],
  [
    'Patient intake portal for our clinics, HIPAA-aware hosting, integration with our scheduling system.',
    'Portail d’accueil des patients pour nos cliniques, hébergement conforme HIPAA, intégration à notre outil de prise de rendez-vous.',
  ],
  [
    'Our site is six years old and slow on phones. We need a refresh before the spring season.',
    'Notre site a six ans et il est lent sur mobile. Il nous faut une refonte avant la saison de printemps.',
  ],
  [
    'Bilingual site for our publishing house, with a catalogue of about 80 titles.',
    'Site bilingue pour notre maison d’édition, avec un catalogue d’environ 80\u00a0titres.',
  ],
  [
    'Companion app for our studios: class booking, memberships, push reminders. iOS and Android.',
    'Application pour nos studios\u202f: réservation des cours, abonnements, rappels par notification. iOS et Android.',
  ],
  [
    'Click-and-collect for our 12 stores. Referred by Hannah at Northwind.',
    'Retrait en magasin pour nos 12\u00a0boutiques. Recommandés par Hannah, de Northwind.',
  ],
  [
    'Portfolio site with large imagery and project case studies.',
    'Site portfolio avec de grandes images et des études de cas.',
  ],
  ['Landing page for my podcast.', 'Page d’atterrissage pour mon podcast.'],
  [
    'Meal-kit shop with weekly subscriptions and local delivery zones.',
    'Boutique de paniers-repas avec abonnements hebdomadaires et zones de livraison locales.',
  ],
  [
    'Marketing site and docs for our API. Went with an in-house team in the end.',
    'Site vitrine et documentation de notre API. Finalement confiés à une équipe interne.',
  ],
  [
    'Booking-first redesign across our five properties, multilingual.',
    'Refonte centrée sur la réservation pour nos cinq établissements, en plusieurs langues.',
  ],
  ['Campaign microsite for our back-to-school drive.', 'Mini-site pour notre campagne de rentrée.'],
  // Clients’ notes
  [
    'Prefers e-mail. Wholesale and subscription shop; seasonal spikes in November.',
    'Préfère l’e-mail. Boutique de gros et d’abonnements\u202f; pics saisonniers en novembre.',
  ],
  [
    'On the monthly care plan (hosting, updates, small changes).',
    'Sous contrat de maintenance mensuel (hébergement, mises à jour, petites modifications).',
  ],
  [
    'Security review required before each release.',
    'Revue de sécurité obligatoire avant chaque mise en production.',
  ],
  ['Invoices in English, correspondence in French.', 'Factures en anglais, échanges en français.'],
  [
    'Portfolio site delivered last year; no work planned.',
    'Site portfolio livré l’an dernier\u202f; aucun travail prévu.',
  ],
  // Proposals and projects
  ['Northwind online shop', 'Boutique en ligne Northwind'],
  [
    'A shop for beans and subscriptions, with wholesale ordering for partner cafés.',
    'Une boutique de grains et d’abonnements, avec commandes en gros pour les cafés partenaires.',
  ],
  [
    'Shop for beans and subscriptions, wholesale ordering for cafés.',
    'Boutique de grains et d’abonnements, commandes en gros pour les cafés.',
  ],
  ['Discovery workshops', 'Ateliers de cadrage'],
  ['Design: shop and subscription flows', 'Design\u202f: parcours boutique et abonnement'],
  [
    'Build: storefront, subscriptions, wholesale',
    'Développement\u202f: vitrine, abonnements, vente en gros',
  ],
  ['Launch support (hours)', 'Accompagnement au lancement (heures)'],
  ['Patient intake portal', 'Portail d’accueil des patients'],
  [
    'Secure intake, appointment requests and a staff dashboard, integrated with scheduling.',
    'Accueil sécurisé, demandes de rendez-vous et tableau de bord du personnel, relié à l’agenda.',
  ],
  [
    'Online intake forms, appointment requests and a staff dashboard.',
    'Formulaires d’accueil en ligne, demandes de rendez-vous et tableau de bord du personnel.',
  ],
  ['Discovery and security review', 'Cadrage et revue de sécurité'],
  ['Design system and screens', 'Système de design et écrans'],
  [
    'Build: intake forms and dashboard',
    'Développement\u202f: formulaires d’accueil et tableau de bord',
  ],
  ['Scheduling integration', 'Intégration de l’agenda'],
  ['Scheduling integration and launch', 'Intégration de l’agenda et lancement'],
  ['Intake forms and dashboard', 'Formulaires d’accueil et tableau de bord'],
  ['Bluepeak site redesign', 'Refonte du site Bluepeak'],
  [
    'Mobile-first redesign, faster pages, stories and catalogue.',
    'Refonte pensée pour le mobile, pages plus rapides, récits et catalogue.',
  ],
  [
    'Mobile-first redesign of the catalogue and stories.',
    'Refonte du catalogue et des récits, pensée pour le mobile.',
  ],
  ['Design (days)', 'Design (jours)'],
  ['Build (days)', 'Développement (jours)'],
  ['Content migration', 'Migration des contenus'],
  ['Content migration and launch', 'Migration des contenus et lancement'],
  ['Fable & Co bilingual site', 'Site bilingue de Fable & Co'],
  [
    'Catalogue, authors and events in French and English.',
    'Catalogue, auteurs et événements en français et en anglais.',
  ],
  [
    'Catalogue of titles, author pages, events, in French and English.',
    'Catalogue des titres, pages auteurs, événements, en français et en anglais.',
  ],
  ['Content model and design', 'Modèle de contenu et design'],
  ['Build', 'Développement'],
  ['Build and translation', 'Développement et traduction'],
  ['Translation workflow and launch', 'Processus de traduction et lancement'],
  ['Orbit Fitness companion app', 'Application Orbit Fitness'],
  [
    'Class booking, memberships and reminders for iOS and Android.',
    'Réservation des cours, abonnements et rappels pour iOS et Android.',
  ],
  ['Product discovery', 'Cadrage produit'],
  ['App build, iOS and Android', 'Développement de l’application, iOS et Android'],
  ['Store submission and launch', 'Publication sur les stores et lancement'],
  [
    'Meridian Hotels booking-first redesign',
    'Refonte de Meridian Hotels centrée sur la réservation',
  ],
  [
    'Five properties, one booking flow, four languages.',
    'Cinq établissements, un seul parcours de réservation, quatre langues.',
  ],
  ['Discovery across properties', 'Cadrage dans chaque établissement'],
  ['Design system', 'Système de design'],
  ['Quill marketing site and docs', 'Site vitrine et documentation de Quill'],
  [
    'Marketing site and API documentation portal.',
    'Site vitrine et portail de documentation de l’API.',
  ],
  ['Marketing site', 'Site vitrine'],
  ['Docs portal', 'Portail de documentation'],
  ['Holiday gift box landing page', 'Page d’atterrissage du coffret cadeau des fêtes'],
  [
    'A campaign page and gift-box bundle for the holidays.',
    'Une page de campagne et un coffret cadeau pour les fêtes.',
  ],
  ['Landing page and bundle setup', 'Page d’atterrissage et mise en place du coffret'],
  ['Discovery and design', 'Cadrage et design'],
  ['Shop build', 'Développement de la boutique'],
  ['Launch and training', 'Lancement et formation'],
  ['Design', 'Design'],
  ['Launch', 'Lancement'],
  ['Harbor Legal care plan', 'Maintenance Harbor Legal'],
  [
    'Hosting, security updates and up to six hours of changes a month.',
    'Hébergement, mises à jour de sécurité et jusqu’à six heures de modifications par mois.',
  ],
  ['Loyalty app exploration', 'Étude d’une application de fidélité'],
  [
    'Paused until the shop’s second season results are in.',
    'En pause jusqu’aux résultats de la deuxième saison de la boutique.',
  ],
  ['Research and concepts', 'Recherche et concepts'],
  ['Prototype', 'Prototype'],
  // Invoices and payments
  ['Monthly care plan', 'Maintenance mensuelle'],
  ['Care plan retainer', 'Forfait de maintenance'],
  ['Deposit: discovery and design (30 %)', 'Acompte\u202f: cadrage et design (30\u202f%)'],
  ['Deposit', 'Acompte'],
  ['Deposit (30 %)', 'Acompte (30\u202f%)'],
  ['Shop build (50 %)', 'Développement de la boutique (50\u202f%)'],
  ['Build, first half', 'Développement, première moitié'],
  ['Build, second half', 'Développement, seconde moitié'],
  ['Launch and training (20 %)', 'Lancement et formation (20\u202f%)'],
  ['Discovery and security review (20 %)', 'Cadrage et revue de sécurité (20\u202f%)'],
  ['Milestone 1', 'Étape 1'],
  ['Milestone 2', 'Étape 2'],
  ['Milestone 3, part 1', 'Étape 3, première partie'],
  ['Design system (20 %)', 'Système de design (20\u202f%)'],
  ['Intake forms and dashboard (40 %)', 'Formulaires d’accueil et tableau de bord (40\u202f%)'],
  [
    'Second half due with the scheduling integration review.',
    'Seconde moitié due à la revue de l’intégration de l’agenda.',
  ],
  ['Design (40 %)', 'Design (40\u202f%)'],
  ['Design milestone', 'Étape design'],
  ['Reminder sent.', 'Relance envoyée.'],
  ['Build (40 %)', 'Développement (40\u202f%)'],
  ['Content model and design (40 %)', 'Modèle de contenu et design (40\u202f%)'],
  ['Portfolio site, final payment', 'Site portfolio, solde'],
  ['Final payment', 'Solde'],
  [
    'Cancelled: billed with the next phase instead.',
    'Annulée\u202f: facturée avec la phase suivante.',
  ],
]);

/** `text` in `language`: itself in English, its French twin in French (never English there). */
export function demoWords(text: string, language: 'en' | 'fr'): string {
  if (language === 'en') return text;
  const french = frenchDemoWords.get(text);
  if (french === undefined) throw new Error(`The demo text "${text}" has no French twin`);
  return french;
}
