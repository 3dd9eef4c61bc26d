/** The contract templates of 0017_contracts.sql in French (see catalogue-fr.ts). */
import type { ContractClause, ContractVariable } from '@atelier/shared/contract';

export interface FrenchContractTemplate {
  name: string;
  type: 'service' | 'maintenance' | 'consulting' | 'custom';
  description: string;
  clauses: ContractClause[];
  variables: ContractVariable[];
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
