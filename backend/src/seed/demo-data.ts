/**
 * The sample agency of `ATELIER_SEED=demo`: a small studio with a year of history. Dates are
 * offsets from the day the seed runs, so the dashboard and revenue pages always look current.
 * Amounts are in cents.
 */

import type { LeadFields, UtmField } from '@atelier/shared/contract';

export interface DemoTeamMember {
  key: string;
  name: string;
  email: string;
  role_title: string;
  hourly_rate_cents: number;
  is_active: boolean;
}

export const demoTeam: DemoTeamMember[] = [
  {
    key: 'maya',
    name: 'Maya Chen',
    email: 'maya@atelier.example',
    role_title: 'Creative director',
    hourly_rate_cents: 14_000,
    is_active: true,
  },
  {
    key: 'leo',
    name: 'Léo Martin',
    email: 'leo@atelier.example',
    role_title: 'Lead developer',
    hourly_rate_cents: 12_000,
    is_active: true,
  },
  {
    key: 'priya',
    name: 'Priya Nair',
    email: 'priya@atelier.example',
    role_title: 'Product designer',
    hourly_rate_cents: 9_500,
    is_active: true,
  },
  {
    key: 'sam',
    name: 'Sam Okafor',
    email: 'sam@atelier.example',
    role_title: 'Front-end developer',
    hourly_rate_cents: 10_000,
    is_active: true,
  },
  {
    key: 'elena',
    name: 'Elena Rossi',
    email: 'elena@atelier.example',
    role_title: 'Project manager',
    hourly_rate_cents: 9_000,
    is_active: true,
  },
  {
    key: 'tom',
    name: 'Tom Becker',
    email: 'tom.becker@freelance.example',
    role_title: 'Copywriter (freelance)',
    hourly_rate_cents: 7_000,
    is_active: false,
  },
];

type EstimateField = 'estimate_low' | 'estimate_high' | 'estimate_pace';

/** A sample lead: the contract's fields (shared/src/contract/leads.ts), campaign tags optional. */
export type DemoLead = Omit<LeadFields, UtmField | 'language' | EstimateField> & {
  key: string;
  /** Not given: the agency's default language. */
  language?: LeadFields['language'];
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  daysAgo: number;
};

export const demoLeads: DemoLead[] = [
  {
    key: 'northwind',
    name: 'Hannah Lee',
    email: 'hannah@northwindcoffee.com',
    phone: '+1 503 555 0142',
    company: 'Northwind Coffee',
    company_size: '11-50',
    source: 'referral',
    status: 'converted',
    project_type: 'ecommerce',
    budget: 25000,
    timeline: 'oneToThree',
    notes:
      'We roast in Portland and sell to 40 cafés; we want to sell beans and subscriptions online.',
    daysAgo: 330,
  },
  {
    key: 'lumen',
    name: 'Omar Haddad',
    email: 'omar.haddad@lumenhealth.com',
    phone: '+1 617 555 0199',
    company: 'Lumen Health',
    company_size: '51-200',
    source: 'estimator',
    status: 'converted',
    project_type: 'saas',
    budget: 50000,
    timeline: 'asap',
    notes:
      'Patient intake portal for our clinics, HIPAA-aware hosting, integration with our scheduling system.',
    daysAgo: 210,
  },
  {
    key: 'bluepeak',
    name: 'Sofia García',
    email: 'sofia@bluepeakoutdoor.com',
    phone: null,
    company: 'Bluepeak Outdoor',
    company_size: '11-50',
    source: 'campaign',
    status: 'converted',
    project_type: 'redesign',
    budget: 10000,
    timeline: 'oneToThree',
    notes:
      'Our site is six years old and slow on phones. We need a refresh before the spring season.',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-refresh',
    daysAgo: 120,
  },
  {
    key: 'fable',
    name: 'Marc Dubois',
    email: 'marc@fableandco.fr',
    language: 'fr',
    phone: '+33 1 84 88 12 40',
    company: 'Fable & Co',
    company_size: '1-10',
    source: 'direct',
    status: 'converted',
    project_type: 'corporate',
    budget: 10000,
    timeline: 'threeToSix',
    notes: 'Bilingual site for our publishing house, with a catalogue of about 80 titles.',
    daysAgo: 75,
  },
  {
    key: 'orbit',
    name: 'Grace Kim',
    email: 'grace@orbitfitness.io',
    phone: '+1 415 555 0111',
    company: 'Orbit Fitness',
    company_size: '51-200',
    source: 'estimator',
    status: 'proposal',
    project_type: 'mobile',
    budget: 50000,
    timeline: 'oneToThree',
    notes:
      'Companion app for our studios: class booking, memberships, push reminders. iOS and Android.',
    daysAgo: 18,
  },
  {
    key: 'verde',
    name: 'Lucas Ferreira',
    email: 'lucas@verdegrocers.com',
    phone: null,
    company: 'Verde Grocers',
    company_size: '201-1000',
    source: 'referral',
    status: 'qualified',
    project_type: 'ecommerce',
    budget: 25000,
    timeline: 'threeToSix',
    notes: 'Click-and-collect for our 12 stores. Referred by Hannah at Northwind.',
    daysAgo: 9,
  },
  {
    key: 'atlas',
    name: 'Nina Petrova',
    email: 'nina@atlasarchitects.com',
    phone: '+44 20 7946 0321',
    company: 'Atlas Architects',
    company_size: '11-50',
    source: 'campaign',
    status: 'contacted',
    project_type: 'corporate',
    budget: 10000,
    timeline: 'flexible',
    notes: 'Portfolio site with large imagery and project case studies.',
    utm_source: 'linkedin',
    utm_medium: 'social',
    utm_campaign: 'q4-portfolio',
    daysAgo: 6,
  },
  {
    key: 'pixel',
    name: 'Daniel Wright',
    email: 'dan.wright@gmail.com',
    phone: null,
    company: null,
    company_size: null,
    source: 'direct',
    status: 'new',
    project_type: 'landing',
    budget: 0,
    timeline: 'asap',
    notes: 'Landing page for my podcast.',
    daysAgo: 2,
  },
  {
    key: 'harvest',
    name: 'Amara Okeke',
    email: 'amara@harvesttable.co',
    phone: '+1 312 555 0175',
    company: 'Harvest Table',
    company_size: '1-10',
    source: 'estimator',
    status: 'new',
    project_type: 'ecommerce',
    budget: 5000,
    timeline: 'oneToThree',
    notes: 'Meal-kit shop with weekly subscriptions and local delivery zones.',
    daysAgo: 1,
  },
  {
    key: 'quill',
    name: 'Oliver Grant',
    email: 'oliver@quillsoftware.dev',
    phone: null,
    company: 'Quill Software',
    company_size: '11-50',
    source: 'direct',
    status: 'lost',
    project_type: 'saas',
    budget: 25000,
    timeline: 'asap',
    notes: 'Marketing site and docs for our API. Went with an in-house team in the end.',
    daysAgo: 44,
  },
  {
    key: 'meridian',
    name: 'Chloé Bernard',
    email: 'chloe@meridianhotels.com',
    phone: '+33 4 93 55 20 10',
    company: 'Meridian Hotels',
    company_size: '201-1000',
    source: 'referral',
    status: 'qualified',
    project_type: 'redesign',
    budget: 50000,
    timeline: 'threeToSix',
    notes: 'Booking-first redesign across our five properties, multilingual.',
    daysAgo: 13,
  },
  {
    key: 'sprout',
    name: 'Ben Carter',
    email: 'ben@sproutlearning.org',
    phone: null,
    company: 'Sprout Learning',
    company_size: '11-50',
    source: 'campaign',
    status: 'contacted',
    project_type: 'marketing',
    budget: 5000,
    timeline: 'flexible',
    notes: 'Campaign microsite for our back-to-school drive.',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'nonprofit-sites',
    daysAgo: 24,
  },
];

export interface DemoClient {
  key: string;
  /** The lead it was converted from, if any. */
  leadKey?: string;
  name: string;
  company: string;
  email: string;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  notes: string | null;
  status: 'active' | 'inactive';
  /** Not given: the agency's default language. */
  language?: 'en' | 'fr';
  daysAgo: number;
}

export const demoClients: DemoClient[] = [
  {
    key: 'northwind',
    leadKey: 'northwind',
    name: 'Hannah Lee',
    company: 'Northwind Coffee',
    email: 'hannah@northwindcoffee.com',
    phone: '+1 503 555 0142',
    address: '1120 SE Water Ave, Portland, OR 97214, USA',
    tax_id: 'US-93-4415721',
    notes: 'Prefers e-mail. Wholesale and subscription shop; seasonal spikes in November.',
    status: 'active',
    daysAgo: 320,
  },
  {
    key: 'harbor',
    name: 'James Whitfield',
    company: 'Harbor Legal',
    email: 'james@harborlegal.com',
    phone: '+1 206 555 0188',
    address: '500 Union St, Suite 800, Seattle, WA 98101, USA',
    tax_id: 'US-91-2087733',
    notes: 'On the monthly care plan (hosting, updates, small changes).',
    status: 'active',
    daysAgo: 365,
  },
  {
    key: 'lumen',
    leadKey: 'lumen',
    name: 'Omar Haddad',
    company: 'Lumen Health',
    email: 'omar.haddad@lumenhealth.com',
    phone: '+1 617 555 0199',
    address: '200 Clarendon St, Boston, MA 02116, USA',
    tax_id: 'US-04-3389120',
    notes: 'Security review required before each release.',
    status: 'active',
    daysAgo: 200,
  },
  {
    key: 'bluepeak',
    leadKey: 'bluepeak',
    name: 'Sofia García',
    company: 'Bluepeak Outdoor',
    email: 'sofia@bluepeakoutdoor.com',
    phone: null,
    address: '88 Canyon Rd, Boulder, CO 80302, USA',
    tax_id: null,
    notes: null,
    status: 'active',
    daysAgo: 110,
  },
  {
    key: 'fable',
    leadKey: 'fable',
    name: 'Marc Dubois',
    company: 'Fable & Co',
    email: 'marc@fableandco.fr',
    language: 'fr',
    phone: '+33 1 84 88 12 40',
    address: '14 rue des Écoles, 75005 Paris, France',
    tax_id: 'FR 40 812 345 678',
    notes: 'Invoices in English, correspondence in French.',
    status: 'active',
    daysAgo: 70,
  },
  {
    key: 'kiln',
    name: 'Aiko Tanaka',
    company: 'Kiln Studio',
    email: 'aiko@kilnstudio.jp',
    phone: null,
    address: '3-12-1 Jingumae, Shibuya, Tokyo 150-0001, Japan',
    tax_id: null,
    notes: 'Portfolio site delivered last year; no work planned.',
    status: 'inactive',
    daysAgo: 360,
  },
];

export interface DemoItem {
  description: string;
  quantity: number;
  unit_price_cents: number;
}

export interface DemoMilestone {
  name: string;
  /** Days from today (negative: in the past). */
  dueIn: number;
  percentage: number;
  is_done: boolean;
}

export interface DemoProject {
  key: string;
  clientKey: string;
  proposalKey?: string;
  name: string;
  description: string;
  status: 'planning' | 'in_progress' | 'review' | 'completed' | 'on_hold' | 'cancelled';
  startIn: number;
  dueIn: number;
  budget_cents: number;
  members: string[];
  milestones: DemoMilestone[];
  daysAgo: number;
}

export const demoProjects: DemoProject[] = [
  {
    key: 'northwind-shop',
    clientKey: 'northwind',
    proposalKey: 'northwind-shop',
    name: 'Northwind online shop',
    description: 'Shop for beans and subscriptions, wholesale ordering for cafés.',
    status: 'completed',
    startIn: -300,
    dueIn: -200,
    budget_cents: 2_400_000,
    members: ['maya', 'leo', 'priya', 'elena'],
    milestones: [
      { name: 'Discovery and design', dueIn: -270, percentage: 30, is_done: true },
      { name: 'Shop build', dueIn: -225, percentage: 50, is_done: true },
      { name: 'Launch and training', dueIn: -200, percentage: 20, is_done: true },
    ],
    daysAgo: 305,
  },
  {
    key: 'lumen-portal',
    clientKey: 'lumen',
    proposalKey: 'lumen-portal',
    name: 'Patient intake portal',
    description: 'Online intake forms, appointment requests and a staff dashboard.',
    status: 'in_progress',
    startIn: -180,
    dueIn: 40,
    budget_cents: 4_800_000,
    members: ['leo', 'sam', 'priya', 'elena'],
    milestones: [
      { name: 'Discovery and security review', dueIn: -150, percentage: 20, is_done: true },
      { name: 'Design system', dueIn: -110, percentage: 20, is_done: true },
      { name: 'Intake forms and dashboard', dueIn: -20, percentage: 40, is_done: true },
      { name: 'Scheduling integration and launch', dueIn: 40, percentage: 20, is_done: false },
    ],
    daysAgo: 185,
  },
  {
    key: 'bluepeak-redesign',
    clientKey: 'bluepeak',
    proposalKey: 'bluepeak-redesign',
    name: 'Bluepeak site redesign',
    description: 'Mobile-first redesign of the catalogue and stories.',
    status: 'review',
    startIn: -95,
    dueIn: 10,
    budget_cents: 1_150_000,
    members: ['priya', 'sam'],
    milestones: [
      { name: 'Design', dueIn: -60, percentage: 40, is_done: true },
      { name: 'Build', dueIn: -15, percentage: 40, is_done: true },
      { name: 'Content migration and launch', dueIn: 10, percentage: 20, is_done: false },
    ],
    daysAgo: 100,
  },
  {
    key: 'fable-site',
    clientKey: 'fable',
    proposalKey: 'fable-site',
    name: 'Fable & Co bilingual site',
    description: 'Catalogue of titles, author pages, events, in French and English.',
    status: 'planning',
    startIn: 7,
    dueIn: 90,
    budget_cents: 1_260_000,
    members: ['maya', 'sam', 'tom'],
    milestones: [
      { name: 'Content model and design', dueIn: 35, percentage: 40, is_done: false },
      { name: 'Build and translation', dueIn: 75, percentage: 45, is_done: false },
      { name: 'Launch', dueIn: 90, percentage: 15, is_done: false },
    ],
    daysAgo: 40,
  },
  {
    key: 'harbor-care',
    clientKey: 'harbor',
    name: 'Harbor Legal care plan',
    description: 'Hosting, security updates and up to six hours of changes a month.',
    status: 'in_progress',
    startIn: -365,
    dueIn: 180,
    budget_cents: 3_000_000,
    members: ['sam', 'elena'],
    milestones: [],
    daysAgo: 365,
  },
  {
    key: 'northwind-app',
    clientKey: 'northwind',
    name: 'Loyalty app exploration',
    description: 'Paused until the shop’s second season results are in.',
    status: 'on_hold',
    startIn: -60,
    dueIn: 120,
    budget_cents: 900_000,
    members: ['maya'],
    milestones: [
      { name: 'Research and concepts', dueIn: -30, percentage: 50, is_done: true },
      { name: 'Prototype', dueIn: 120, percentage: 50, is_done: false },
    ],
    daysAgo: 62,
  },
];

export interface DemoProposal {
  key: string;
  clientKey?: string;
  leadKey?: string;
  title: string;
  summary: string;
  items: DemoItem[];
  discount_cents: number;
  tax_rate_bp: number;
  /** Days from today. */
  validIn: number;
  status: 'draft' | 'sent' | 'accepted' | 'declined';
  daysAgo: number;
}

export const demoProposals: DemoProposal[] = [
  {
    key: 'northwind-shop',
    clientKey: 'northwind',
    title: 'Northwind online shop',
    summary: 'A shop for beans and subscriptions, with wholesale ordering for partner cafés.',
    items: [
      { description: 'Discovery workshops', quantity: 2, unit_price_cents: 150_000 },
      {
        description: 'Design: shop and subscription flows',
        quantity: 1,
        unit_price_cents: 600_000,
      },
      {
        description: 'Build: storefront, subscriptions, wholesale',
        quantity: 1,
        unit_price_cents: 1_350_000,
      },
      { description: 'Launch support (hours)', quantity: 15, unit_price_cents: 10_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 0,
    validIn: -280,
    status: 'accepted',
    daysAgo: 310,
  },
  {
    key: 'lumen-portal',
    clientKey: 'lumen',
    title: 'Patient intake portal',
    summary:
      'Secure intake, appointment requests and a staff dashboard, integrated with scheduling.',
    items: [
      { description: 'Discovery and security review', quantity: 1, unit_price_cents: 900_000 },
      { description: 'Design system and screens', quantity: 1, unit_price_cents: 960_000 },
      {
        description: 'Build: intake forms and dashboard',
        quantity: 1,
        unit_price_cents: 1_920_000,
      },
      { description: 'Scheduling integration', quantity: 1, unit_price_cents: 1_020_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 0,
    validIn: -160,
    status: 'accepted',
    daysAgo: 190,
  },
  {
    key: 'bluepeak-redesign',
    clientKey: 'bluepeak',
    title: 'Bluepeak site redesign',
    summary: 'Mobile-first redesign, faster pages, stories and catalogue.',
    items: [
      { description: 'Design (days)', quantity: 6, unit_price_cents: 80_000 },
      { description: 'Build (days)', quantity: 8, unit_price_cents: 80_000 },
      { description: 'Content migration', quantity: 1, unit_price_cents: 90_000 },
    ],
    discount_cents: 60_000,
    tax_rate_bp: 0,
    validIn: -80,
    status: 'accepted',
    daysAgo: 105,
  },
  {
    key: 'fable-site',
    clientKey: 'fable',
    title: 'Fable & Co bilingual site',
    summary: 'Catalogue, authors and events in French and English.',
    items: [
      { description: 'Content model and design', quantity: 1, unit_price_cents: 420_000 },
      { description: 'Build', quantity: 1, unit_price_cents: 480_000 },
      { description: 'Translation workflow and launch', quantity: 1, unit_price_cents: 150_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 2000,
    validIn: -20,
    status: 'accepted',
    daysAgo: 45,
  },
  {
    key: 'orbit-app',
    leadKey: 'orbit',
    title: 'Orbit Fitness companion app',
    summary: 'Class booking, memberships and reminders for iOS and Android.',
    items: [
      { description: 'Product discovery', quantity: 1, unit_price_cents: 600_000 },
      { description: 'Design (days)', quantity: 12, unit_price_cents: 85_000 },
      { description: 'App build, iOS and Android', quantity: 1, unit_price_cents: 2_800_000 },
      { description: 'Store submission and launch', quantity: 1, unit_price_cents: 180_000 },
    ],
    discount_cents: 150_000,
    tax_rate_bp: 0,
    validIn: 21,
    status: 'sent',
    daysAgo: 8,
  },
  {
    key: 'meridian-redesign',
    leadKey: 'meridian',
    title: 'Meridian Hotels booking-first redesign',
    summary: 'Five properties, one booking flow, four languages.',
    items: [
      { description: 'Discovery across properties', quantity: 1, unit_price_cents: 750_000 },
      { description: 'Design system', quantity: 1, unit_price_cents: 1_100_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 2000,
    validIn: 30,
    status: 'draft',
    daysAgo: 3,
  },
  {
    key: 'quill-docs',
    leadKey: 'quill',
    title: 'Quill marketing site and docs',
    summary: 'Marketing site and API documentation portal.',
    items: [
      { description: 'Marketing site', quantity: 1, unit_price_cents: 1_200_000 },
      { description: 'Docs portal', quantity: 1, unit_price_cents: 900_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 0,
    validIn: -10,
    status: 'declined',
    daysAgo: 40,
  },
  {
    key: 'northwind-holiday',
    clientKey: 'northwind',
    title: 'Holiday gift box landing page',
    summary: 'A campaign page and gift-box bundle for the holidays.',
    items: [
      { description: 'Landing page and bundle setup', quantity: 1, unit_price_cents: 280_000 },
    ],
    discount_cents: 0,
    tax_rate_bp: 0,
    validIn: -5,
    status: 'sent',
    daysAgo: 35,
  },
];

export interface DemoPayment {
  /** Days after the invoice's issue date. */
  after: number;
  /** Share of the invoice total; the last payment of a paid invoice takes what is left. */
  share: number;
  method: 'bank_transfer' | 'card' | 'cash' | 'check' | 'paypal' | 'stripe' | 'other';
  description: string;
}

export interface DemoInvoice {
  clientKey: string;
  projectKey?: string;
  items: DemoItem[];
  tax_rate_bp: number;
  /** Days from today; null for a draft. */
  issuedDaysAgo: number | null;
  /** Issued on the 1st of the month this many months ago (takes precedence over the days). */
  issuedMonthsAgo?: number;
  termsDays: number;
  status: 'draft' | 'sent' | 'paid' | 'cancelled';
  payments: DemoPayment[];
  notes?: string;
}

const careInvoice = (monthsAgo: number, status: 'sent' | 'paid'): DemoInvoice => ({
  clientKey: 'harbor',
  projectKey: 'harbor-care',
  items: [{ description: 'Monthly care plan', quantity: 1, unit_price_cents: 250_000 }],
  tax_rate_bp: 0,
  issuedDaysAgo: null,
  issuedMonthsAgo: monthsAgo,
  termsDays: 15,
  status,
  payments:
    status === 'paid'
      ? [{ after: 9, share: 1, method: 'bank_transfer', description: 'Care plan retainer' }]
      : [],
});

export const demoInvoices: DemoInvoice[] = [
  // The $2,500 monthly retainer (spec §9), paid every month but the current one.
  ...[11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((monthsAgo) => careInvoice(monthsAgo, 'paid')),
  careInvoice(0, 'sent'),
  {
    clientKey: 'northwind',
    projectKey: 'northwind-shop',
    items: [
      {
        description: 'Deposit: discovery and design (30 %)',
        quantity: 1,
        unit_price_cents: 720_000,
      },
    ],
    tax_rate_bp: 0,
    issuedDaysAgo: 300,
    termsDays: 14,
    status: 'paid',
    payments: [{ after: 6, share: 1, method: 'bank_transfer', description: 'Deposit' }],
  },
  {
    clientKey: 'northwind',
    projectKey: 'northwind-shop',
    items: [{ description: 'Shop build (50 %)', quantity: 1, unit_price_cents: 1_200_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 225,
    termsDays: 30,
    status: 'paid',
    payments: [
      { after: 12, share: 0.5, method: 'bank_transfer', description: 'Build, first half' },
      { after: 40, share: 1, method: 'bank_transfer', description: 'Build, second half' },
    ],
  },
  {
    clientKey: 'northwind',
    projectKey: 'northwind-shop',
    items: [{ description: 'Launch and training (20 %)', quantity: 1, unit_price_cents: 480_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 198,
    termsDays: 30,
    status: 'paid',
    payments: [{ after: 20, share: 1, method: 'card', description: 'Launch' }],
  },
  {
    clientKey: 'lumen',
    projectKey: 'lumen-portal',
    items: [
      {
        description: 'Discovery and security review (20 %)',
        quantity: 1,
        unit_price_cents: 960_000,
      },
    ],
    tax_rate_bp: 0,
    issuedDaysAgo: 150,
    termsDays: 30,
    status: 'paid',
    payments: [{ after: 21, share: 1, method: 'bank_transfer', description: 'Milestone 1' }],
  },
  {
    clientKey: 'lumen',
    projectKey: 'lumen-portal',
    items: [{ description: 'Design system (20 %)', quantity: 1, unit_price_cents: 960_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 108,
    termsDays: 30,
    status: 'paid',
    payments: [{ after: 25, share: 1, method: 'bank_transfer', description: 'Milestone 2' }],
  },
  {
    clientKey: 'lumen',
    projectKey: 'lumen-portal',
    items: [
      {
        description: 'Intake forms and dashboard (40 %)',
        quantity: 1,
        unit_price_cents: 1_920_000,
      },
    ],
    tax_rate_bp: 0,
    issuedDaysAgo: 18,
    termsDays: 30,
    status: 'sent',
    payments: [
      { after: 10, share: 0.5, method: 'bank_transfer', description: 'Milestone 3, part 1' },
    ],
    notes: 'Second half due with the scheduling integration review.',
  },
  {
    clientKey: 'bluepeak',
    projectKey: 'bluepeak-redesign',
    items: [{ description: 'Design (40 %)', quantity: 1, unit_price_cents: 460_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 58,
    termsDays: 14,
    status: 'paid',
    payments: [{ after: 5, share: 1, method: 'stripe', description: 'Design milestone' }],
  },
  {
    clientKey: 'bluepeak',
    projectKey: 'bluepeak-redesign',
    items: [{ description: 'Build (40 %)', quantity: 1, unit_price_cents: 460_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 44,
    termsDays: 14,
    status: 'sent',
    payments: [],
    notes: 'Reminder sent.',
  },
  {
    clientKey: 'fable',
    projectKey: 'fable-site',
    items: [{ description: 'Deposit (30 %)', quantity: 1, unit_price_cents: 315_000 }],
    tax_rate_bp: 2000,
    issuedDaysAgo: 12,
    termsDays: 30,
    status: 'paid',
    payments: [{ after: 4, share: 1, method: 'bank_transfer', description: 'Deposit' }],
  },
  {
    clientKey: 'fable',
    projectKey: 'fable-site',
    items: [
      { description: 'Content model and design (40 %)', quantity: 1, unit_price_cents: 420_000 },
    ],
    tax_rate_bp: 2000,
    issuedDaysAgo: null,
    termsDays: 30,
    status: 'draft',
    payments: [],
  },
  {
    clientKey: 'kiln',
    items: [
      { description: 'Portfolio site, final payment', quantity: 1, unit_price_cents: 180_000 },
    ],
    tax_rate_bp: 0,
    issuedDaysAgo: 340,
    termsDays: 30,
    status: 'paid',
    payments: [{ after: 15, share: 1, method: 'paypal', description: 'Final payment' }],
  },
  {
    clientKey: 'northwind',
    projectKey: 'northwind-app',
    items: [{ description: 'Research and concepts', quantity: 18, unit_price_cents: 14_000 }],
    tax_rate_bp: 0,
    issuedDaysAgo: 30,
    termsDays: 30,
    status: 'cancelled',
    payments: [],
    notes: 'Cancelled: billed with the next phase instead.',
  },
];

export interface DemoEvent {
  title: string;
  /** Days from today (negative: in the past, then done). */
  inDays: number;
  time: string;
  type: 'meeting' | 'deadline' | 'call' | 'presentation';
  priority: 'high' | 'medium' | 'low';
  clientKey?: string;
  projectKey?: string;
  description?: string;
  /** The same event in French: the seed writes events in the agency's default language. */
  fr: { title: string; description?: string };
}

export const demoEvents: DemoEvent[] = [
  {
    title: 'Weekly check-in: Lumen Health',
    fr: { title: 'Point hebdomadaire : Lumen Health' },
    inDays: 1,
    time: '15:30',
    type: 'call',
    priority: 'medium',
    clientKey: 'lumen',
    projectKey: 'lumen-portal',
  },
  {
    title: 'Kick-off: Fable & Co bilingual site',
    fr: {
      title: 'Lancement : site bilingue de Fable & Co',
      description: 'Modèle de contenu, processus de traduction, qui valide chaque langue.',
    },
    inDays: 2,
    time: '10:00',
    type: 'meeting',
    priority: 'high',
    clientKey: 'fable',
    projectKey: 'fable-site',
    description: 'Content model, translation workflow, who signs off each language.',
  },
  {
    title: 'Discovery call: Orbit Fitness',
    fr: {
      title: 'Appel de découverte : Orbit Fitness',
      description: 'Relance sur la proposition d’application envoyée la semaine dernière.',
    },
    inDays: 3,
    time: '09:30',
    type: 'call',
    priority: 'high',
    description: 'Follow-up on the app proposal sent last week.',
  },
  {
    title: 'Design review: Bluepeak launch',
    fr: { title: 'Revue du design : lancement Bluepeak' },
    inDays: 4,
    time: '11:00',
    type: 'presentation',
    priority: 'medium',
    clientKey: 'bluepeak',
    projectKey: 'bluepeak-redesign',
  },
  {
    title: 'Quarterly planning',
    fr: { title: 'Planification trimestrielle' },
    inDays: 9,
    time: '14:00',
    type: 'meeting',
    priority: 'low',
  },
  {
    title: 'Retrospective: Northwind online shop',
    fr: { title: 'Rétrospective : boutique en ligne Northwind' },
    inDays: -5,
    time: '16:00',
    type: 'meeting',
    priority: 'low',
    clientKey: 'northwind',
    projectKey: 'northwind-shop',
  },
];
