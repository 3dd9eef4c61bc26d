import type { LeadFields, LeadStatus } from '../../contract/leads';
import type { DemoWords } from '../../demo/demo-language';

/**
 * The built-in sample leads shown when the server cannot answer: a small agency's recent
 * enquiries, covering every status, grade, source and most project types. Dates are relative
 * (`daysAgo`), so the sample always looks recent and "this month" is never empty.
 */
export type DemoLeadSample = { id: string; daysAgo: number } & Pick<LeadFields, 'name' | 'email'> &
  Omit<Partial<LeadFields>, 'notes'> & {
    /** The enquiry's words in both languages: the reader's are shown (demo-language.ts). */
    notes?: DemoWords;
  };

const id = (n: number) => `5a3e1c00-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_LEAD_SAMPLES: DemoLeadSample[] = [
  {
    id: id(1),
    daysAgo: 1,
    name: 'Sophie Martin',
    email: 'sophie@maisonlumiere.fr',
    language: 'fr',
    phone: '+33 1 42 68 53 00',
    company: 'Maison Lumière',
    company_size: '51-200',
    source: 'estimator',
    status: 'new',
    project_type: 'ecommerce',
    budget: 25_000,
    timeline: 'oneToThree',
    utm_source: 'newsletter',
    utm_campaign: 'spring',
    notes: {
      en: 'We sell handmade ceramics in three boutiques and want an online shop that feels like them: a journal, gift cards, and shipping to the EU and the UK. Our current site is a template we outgrew. We would like to launch before the summer collection.',
      fr: 'Nous vendons de la céramique artisanale dans trois boutiques et voulons une boutique en ligne qui leur ressemble\u202f: un journal, des cartes cadeaux et la livraison dans l’UE et au Royaume-Uni. Notre site actuel est un modèle devenu trop petit. Nous aimerions lancer avant la collection d’été.',
    },
  },
  {
    id: id(2),
    daysAgo: 3,
    name: 'Léa Dubois',
    email: 'lea.dubois@gmail.com',
    language: 'fr',
    source: 'direct',
    status: 'new',
    project_type: 'landing',
    budget: 0,
    timeline: 'flexible',
    notes: {
      en: 'A page for my yoga classes.',
      fr: 'Une page pour mes cours de yoga.',
    },
  },
  {
    id: id(3),
    daysAgo: 5,
    name: 'Nora Ahmed',
    email: 'nora@greenleafcoop.org',
    phone: '+44 20 7946 0958',
    company: 'Greenleaf Co-op',
    source: 'direct',
    status: 'new',
    project_type: 'ecommerce',
    budget: 10_000,
    timeline: 'oneToThree',
    notes: {
      en: 'We are a cooperative of twelve organic farms. Members would order weekly boxes online, pick a delivery slot and pay by card or direct debit. We also need a simple back office to manage what each farm has available that week.',
      fr: 'Nous sommes une coopérative de douze fermes bio. Les adhérents commanderaient leur panier de la semaine en ligne, choisiraient un créneau de livraison et paieraient par carte ou prélèvement. Il nous faut aussi un back-office simple pour gérer ce que chaque ferme propose cette semaine-là.',
    },
  },
  {
    id: id(4),
    daysAgo: 8,
    name: 'Tom Becker',
    email: 'tom@beckerbakery.de',
    company: 'Becker & Sons Bakery',
    company_size: '1-10',
    source: 'campaign',
    status: 'contacted',
    project_type: 'corporate',
    budget: 5_000,
    timeline: 'threeToSix',
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'local-business',
    notes: {
      en: 'New website for our two bakeries, with opening hours and a catering menu.',
      fr: 'Nouveau site pour nos deux boulangeries, avec les horaires et une carte traiteur.',
    },
  },
  {
    id: id(5),
    daysAgo: 12,
    name: 'Hannah Lee',
    email: 'hannah@fieldnote.studio',
    company: 'Fieldnote Studio',
    company_size: '1-10',
    source: 'referral',
    status: 'contacted',
    project_type: 'marketing',
    budget: 10_000,
    timeline: 'threeToSix',
    notes: {
      en: 'SEO audit and landing pages for our autumn workshops.',
      fr: 'Audit SEO et pages d’atterrissage pour nos ateliers d’automne.',
    },
  },
  {
    id: id(6),
    daysAgo: 16,
    name: 'Priya Raman',
    email: 'priya@lumenhealth.com',
    phone: '+1 415 555 0132',
    company: 'Lumen Health',
    company_size: '11-50',
    source: 'estimator',
    status: 'qualified',
    project_type: 'mobile',
    budget: 50_000,
    timeline: 'oneToThree',
    notes: {
      en: 'A patient companion app for iOS and Android: appointment reminders, secure messaging with the care team, and exercises with video. We have designs for the first flows and a backend team; we need the apps built and shipped to both stores.',
      fr: 'Une application d’accompagnement des patients pour iOS et Android\u202f: rappels de rendez-vous, messagerie sécurisée avec l’équipe soignante et exercices en vidéo. Nous avons les maquettes des premiers parcours et une équipe backend\u202f; il nous faut les applications développées et publiées sur les deux stores.',
    },
  },
  {
    id: id(7),
    daysAgo: 21,
    name: 'Daniel Kim',
    email: 'd.kim@brightpath.edu',
    phone: '+1 617 555 0190',
    company: 'Brightpath Academy',
    company_size: '51-200',
    source: 'estimator',
    status: 'qualified',
    project_type: 'saas',
    budget: 25_000,
    timeline: 'flexible',
    notes: {
      en: 'A course portal for our tutors and 2,000 students, with schedules and payments.',
      fr: 'Un portail de cours pour nos tuteurs et 2\u202f000 élèves, avec plannings et paiements.',
    },
  },
  {
    id: id(8),
    daysAgo: 27,
    name: 'James Okafor',
    email: 'james.okafor@northwind.io',
    phone: '+44 161 555 0147',
    company: 'Northwind Logistics',
    company_size: '201-1000',
    source: 'referral',
    status: 'proposal',
    project_type: 'saas',
    budget: 50_000,
    timeline: 'asap',
    notes: {
      en: 'A customer portal to track shipments and download invoices, replacing e-mails.',
      fr: 'Un portail client pour suivre les envois et télécharger les factures, à la place des e-mails.',
    },
  },
  {
    id: id(9),
    daysAgo: 34,
    name: 'Olivier Girard',
    email: 'olivier@girard-immo.fr',
    company: 'Girard Immobilier',
    company_size: '11-50',
    source: 'referral',
    status: 'proposal',
    project_type: 'corporate',
    budget: 25_000,
    timeline: 'threeToSix',
    notes: {
      en: 'Property listings with search, map and a contact form for each agency.',
      fr: 'Annonces immobilières avec recherche, carte et formulaire de contact pour chaque agence.',
    },
  },
  {
    id: id(10),
    daysAgo: 45,
    name: 'Amélie Laurent',
    email: 'amelie@verrerie-lumen.fr',
    phone: '+33 4 78 55 21 09',
    company: 'Verrerie Lumen',
    company_size: '11-50',
    source: 'manual',
    status: 'converted',
    project_type: 'corporate',
    budget: 10_000,
    timeline: 'oneToThree',
    notes: {
      en: 'Met at the Lyon design fair. Signed for a new site in French and English.',
      fr: 'Rencontrée au salon du design de Lyon. A signé pour un nouveau site en français et en anglais.',
    },
  },
  {
    id: id(11),
    daysAgo: 52,
    name: 'Marco Rossi',
    email: 'marco.rossi@outlook.com',
    company: 'Trattoria Rossi',
    source: 'direct',
    status: 'lost',
    project_type: 'redesign',
    budget: 5_000,
    timeline: 'asap',
    notes: {
      en: 'Went with a website builder instead.',
      fr: 'A préféré un créateur de sites.',
    },
  },
  {
    id: id(12),
    daysAgo: 63,
    name: 'Chris Walker',
    email: 'chris.walker@yahoo.com',
    source: 'campaign',
    status: 'lost',
    project_type: 'landing',
    budget: 0,
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'launch-offer',
    notes: {
      en: 'Wanted a quote for a page.',
      fr: 'Voulait un devis pour une page.',
    },
  },
];

/** The way a lead usually travels through the pipeline, to give samples a history. */
export function pathTo(status: LeadStatus): LeadStatus[] {
  const forward: LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'converted'];
  if (status === 'lost') return ['new', 'contacted', 'lost'];
  return forward.slice(0, forward.indexOf(status) + 1);
}
