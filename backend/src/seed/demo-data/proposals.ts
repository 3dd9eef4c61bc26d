/** A line of a sample proposal or invoice. */
export interface DemoItem {
  description: string;
  quantity: number;
  unit_price_cents: number;
}

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
