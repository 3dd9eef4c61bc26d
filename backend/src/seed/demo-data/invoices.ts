import type { DemoItem } from './proposals.ts';

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
