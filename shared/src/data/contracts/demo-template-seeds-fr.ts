import type { ContractTemplateType } from '../../contract/contract-templates';
import { demoLanguage } from '../../demo/demo-language';
import type { TemplateSeed } from './demo-template-seeds';

/**
 * The seeded contract templates in French, by type (demo.ts shows them to a French reader):
 * the texts of the demo agency's French twins (backend/src/seed/demo-catalogue-fr.ts), with the
 * same variables as the English ones, French typography (narrow no-break spaces, « »).
 */
const clause = (title: string, body: string) => ({ title, body });

export const FRENCH_TEMPLATE_SEEDS: Partial<Record<ContractTemplateType, TemplateSeed>> = {
  service: {
    name: 'Contrat de prestation de services',
    type: 'service',
    description:
      'Un projet au périmètre défini\u202f: livrables, honoraires, échéancier de paiement, propriété et recette.',
    clauses: [
      clause(
        'Parties',
        'Le présent contrat de prestation de services est conclu le {{today}} entre {{agency.name}} (l’«\u202fAgence\u202f») et {{client.name}}, de {{client.company}} (le «\u202fClient\u202f»).',
      ),
      clause(
        'Prestations',
        'L’Agence réalise le projet {{project.name}} tel que décrit dans la proposition acceptée et dans toute demande de modification écrite acceptée par les deux parties.',
      ),
      clause(
        'Honoraires et paiement',
        'Le Client verse des honoraires totaux de {{contract.value}}, facturés comme suit\u202f: {{payment_terms}}. Les factures sont payables sous 30 jours à compter de leur émission.',
      ),
      clause(
        'Obligations du Client',
        'Le Client fournit les contenus, les accès et ses retours en temps utile. Les retards dus à des éléments manquants décalent d’autant les dates de livraison.',
      ),
      clause(
        'Recette',
        'Chaque livrable est accepté lorsque le Client l’approuve par écrit ou ne signale aucun défaut majeur dans les 10 jours ouvrés suivant sa livraison.',
      ),
      clause(
        'Propriété intellectuelle',
        'Au paiement intégral, la propriété des livrables finaux est transférée au Client. L’Agence conserve ses outils préexistants et peut présenter le travail dans son portfolio, sauf opposition écrite du Client.',
      ),
      clause(
        'Résiliation',
        'Chaque partie peut mettre fin au présent contrat moyennant un préavis écrit de 30 jours. Le Client règle le travail effectué jusqu’à la date de fin.',
      ),
      clause(
        'Limitation de responsabilité',
        'Aucune partie n’est responsable des dommages indirects. La responsabilité totale de l’Agence est limitée aux honoraires perçus au titre du présent contrat.',
      ),
    ],
    variables: [
      {
        key: 'payment_terms',
        label: 'Échéancier de paiement',
        default: '50\u202f% à la signature et 50\u202f% à la livraison',
      },
    ],
  },
  maintenance: {
    name: 'Contrat de maintenance',
    type: 'maintenance',
    description:
      'Le suivi mensuel d’un site ou d’une application en ligne\u202f: mises à jour, correctifs, surveillance et un volume d’heures.',
    clauses: [
      clause(
        'Parties',
        'Le présent contrat de maintenance est conclu le {{today}} entre {{agency.name}} (l’«\u202fAgence\u202f») et {{client.name}}, de {{client.company}} (le «\u202fClient\u202f»).',
      ),
      clause(
        'Périmètre',
        'L’Agence assure la maintenance de {{project.name}}\u202f: mises à jour de sécurité et des logiciels, sauvegardes, surveillance de la disponibilité et petits correctifs, dans la limite de {{monthly_hours}} heures par mois.',
      ),
      clause(
        'Délais d’intervention',
        'L’Agence répond à tout incident signalé sous {{response_time}} et intervient sur une panne du site dès son signalement pendant les heures ouvrées.',
      ),
      clause(
        'Honoraires',
        'Le Client verse {{contract.value}} par mois, facturés d’avance au début de chaque mois. Les heures non utilisées ne sont pas reportées\u202f; les heures supplémentaires sont facturées au tarif convenu.',
      ),
      clause(
        'Durée',
        'Le contrat est reconduit de mois en mois à compter de sa signature. Chaque partie peut y mettre fin moyennant un préavis écrit de 30 jours.',
      ),
      clause(
        'Exclusions',
        'Les nouvelles fonctionnalités, les refontes et les pannes de services tiers n’entrent pas dans ce contrat et font l’objet d’un devis séparé.',
      ),
    ],
    variables: [
      { key: 'monthly_hours', label: 'Heures incluses par mois', default: '10' },
      { key: 'response_time', label: 'Délai de réponse', default: 'un jour ouvré' },
    ],
  },
  consulting: {
    name: 'Contrat de conseil',
    type: 'consulting',
    description:
      'Du conseil et de l’expertise facturés au temps passé\u202f: objet de la mission, tarif, confidentialité et indépendance.',
    clauses: [
      clause(
        'Parties',
        'Le présent contrat de conseil est conclu le {{today}} entre {{agency.name}} (le «\u202fConsultant\u202f») et {{client.name}}, de {{client.company}} (le «\u202fClient\u202f»).',
      ),
      clause('Mission', 'Le Consultant conseille le Client sur {{engagement_scope}}.'),
      clause(
        'Honoraires',
        'Le Client verse {{hourly_rate}} de l’heure, dans la limite de {{contract.value}} au total, sauf accord écrit du Client pour davantage. Le temps passé est facturé chaque mois et payable sous 30 jours.',
      ),
      clause(
        'Confidentialité',
        'Le Consultant garde confidentielles les informations commerciales du Client pendant et après la mission, et ne les utilise que pour exécuter le présent contrat.',
      ),
      clause(
        'Indépendance',
        'Le Consultant agit en prestataire indépendant. Le présent contrat ne crée aucun lien de subordination, d’association ni de mandat entre les parties.',
      ),
      clause(
        'Résiliation',
        'Chaque partie peut mettre fin à la mission moyennant un préavis écrit de 14 jours. Les heures effectuées jusque-là restent dues.',
      ),
    ],
    variables: [
      { key: 'engagement_scope', label: 'Objet du conseil' },
      { key: 'hourly_rate', label: 'Tarif horaire', default: '150 USD' },
    ],
  },
  custom: {
    name: 'Accord de confidentialité mutuel',
    type: 'custom',
    description:
      'Les deux parties protègent ce qu’elles échangent pendant qu’elles envisagent de travailler ensemble.',
    clauses: [
      clause(
        'Parties',
        'Le présent accord de confidentialité mutuel est conclu le {{today}} entre {{agency.name}} et {{client.name}}, de {{client.company}} (chacune une «\u202fPartie\u202f»).',
      ),
      clause(
        'Objet',
        'Les Parties échangent des informations confidentielles en vue de {{purpose}}.',
      ),
      clause(
        'Informations confidentielles',
        'Est confidentielle toute information commerciale, technique ou financière non publique qu’une Partie communique, sous quelque forme que ce soit, signalée comme confidentielle ou raisonnablement comprise comme telle.',
      ),
      clause(
        'Obligations',
        'Chaque Partie n’utilise les informations confidentielles de l’autre que pour l’objet ci-dessus, ne les communique qu’aux personnes qui en ont besoin et sont tenues à des obligations similaires, et les protège avec un soin raisonnable.',
      ),
      clause(
        'Exceptions',
        'Ces obligations ne couvrent pas les informations publiques, déjà connues de la Partie qui les reçoit, développées de façon indépendante, ou dont la loi impose la communication.',
      ),
      clause(
        'Durée',
        'Le présent accord s’applique pendant {{term_years}} ans à compter de sa signature. Sur demande, chaque Partie restitue ou détruit les informations confidentielles de l’autre.',
      ),
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
};

/** A seeded template in the reader's language: its French twin of the same type in French. */
export const wordedTemplate = (seed: TemplateSeed): TemplateSeed =>
  (demoLanguage() === 'fr' ? FRENCH_TEMPLATE_SEEDS[seed.type] : undefined) ?? seed;
