import type { PortalContract, PortalProfile } from '../contract/client-portal';
import type { PortalFile, PortalMessage } from '../contract/client-portal-exchange';
import type {
  Deliverable,
  PortalAgency,
  PortalPayment,
  PortalProject,
  PortalProposal,
} from '../contract/client-portal-records';
import type { Invoice } from '../contract/invoices';
import type { LineItem } from '../contract/line-items';

/**
 * The portal's sample client, "Northwind Studio" (contact Jane Cooper), in the exact answer
 * shapes of `client-portal` (docs/portal.md), dated relative to when the module loads. Every
 * part's demo handlers read these constants, so the overview, the lists and the details tell
 * one story when the backend is unreachable.
 */

const DAY_MS = 86_400_000;
const LOADED_AT = Date.now();

/** An instant `days` from now (negative: in the past). */
const at = (days: number) => new Date(LOADED_AT + days * DAY_MS).toISOString();
/** A `YYYY-MM-DD` day `days` from now. */
const day = (days: number) => at(days).slice(0, 10);

export const DEMO_PORTAL_CLIENT_ID = 'demo-portal-client';
export const DEMO_PORTAL_CURRENCY = 'USD';
export const DEMO_PORTAL_AGENCY: PortalAgency = { name: 'Atelier', tax_id: null };

export const DEMO_PORTAL_PROFILE: PortalProfile = {
  name: 'Jane Cooper',
  company: 'Northwind Studio',
  email: 'jane.cooper@northwind.example',
  phone: '+1 555 0142',
  notify_email: true,
};

/** Lines with their amounts, and the totals the server computes from them. */
function priced(prefix: string, lines: [string, number, number][], taxRateBp: number) {
  const items: LineItem[] = lines.map(([description, quantity, unit], index) => ({
    id: `${prefix}-line-${index + 1}`,
    position: index,
    description,
    quantity,
    unit_price_cents: unit,
    amount_cents: Math.round(quantity * unit),
  }));
  const subtotal = items.reduce((sum, item) => sum + item.amount_cents, 0);
  const tax = Math.round((subtotal * taxRateBp) / 10_000);
  return {
    items,
    discount_cents: 0,
    tax_rate_bp: taxRateBp,
    subtotal_cents: subtotal,
    tax_cents: tax,
    total_cents: subtotal + tax,
  };
}

const deliverable = (
  projectId: string,
  id: string,
  title: string,
  status: Deliverable['status'],
  submittedDaysAgo: number,
  comment: string | null = null,
): Deliverable => ({
  id,
  project_id: projectId,
  milestone_id: null,
  title,
  description: null,
  file_path: null,
  status,
  submitted_at: at(-submittedDaysAgo),
  responded_at: status === 'awaiting_approval' ? null : at(-submittedDaysAgo + 1),
  client_comment: comment,
  created_at: at(-submittedDaysAgo - 2),
  updated_at: at(-submittedDaysAgo + 1),
});

const milestone = (id: string, name: string, dueIn: number, percentage: number, done: boolean) => ({
  id,
  name,
  due_date: day(dueIn),
  percentage,
  is_done: done,
  completed_at: done ? at(dueIn - 1) : null,
});

export const DEMO_PORTAL_PROJECTS: PortalProject[] = [
  {
    id: 'demo-portal-project-1',
    name: 'Website redesign',
    description: 'A new marketing site for Northwind Studio, from mock-ups to launch.',
    status: 'in_progress',
    start_date: day(-40),
    due_date: day(35),
    progress: 55,
    next_milestone: { id: 'demo-portal-ms-3', name: 'Build and content', due_date: day(12) },
    deliverables_awaiting: 1,
    milestones: [
      milestone('demo-portal-ms-1', 'Discovery workshop', -30, 15, true),
      milestone('demo-portal-ms-2', 'Design mock-ups', -8, 40, true),
      milestone('demo-portal-ms-3', 'Build and content', 12, 30, false),
      milestone('demo-portal-ms-4', 'Launch', 35, 15, false),
    ],
    deliverables: [
      deliverable(
        'demo-portal-project-1',
        'demo-portal-del-2',
        'Homepage mock-up',
        'awaiting_approval',
        2,
      ),
      deliverable(
        'demo-portal-project-1',
        'demo-portal-del-1',
        'Style guide',
        'approved',
        12,
        'Lovely, thank you',
      ),
    ],
  },
  {
    id: 'demo-portal-project-2',
    name: 'Brand refresh',
    description: 'An updated logo, palette and stationery.',
    status: 'planning',
    start_date: day(5),
    due_date: day(60),
    progress: 0,
    next_milestone: { id: 'demo-portal-ms-5', name: 'Mood boards', due_date: day(20) },
    deliverables_awaiting: 0,
    milestones: [
      milestone('demo-portal-ms-5', 'Mood boards', 20, 30, false),
      milestone('demo-portal-ms-6', 'Logo and palette', 45, 70, false),
    ],
    deliverables: [],
  },
];

const proposal = (
  id: string,
  title: string,
  status: 'sent' | 'accepted',
  sentDaysAgo: number,
  lines: [string, number, number][],
  projectId: string | null,
): PortalProposal => ({
  id,
  client_id: DEMO_PORTAL_CLIENT_ID,
  title,
  summary: `${title} for Northwind Studio, as discussed.`,
  valid_until: day(30 - sentDaysAgo),
  currency: DEMO_PORTAL_CURRENCY,
  ...priced(id, lines, 0),
  status,
  sent_at: at(-sentDaysAgo),
  decided_at: status === 'accepted' ? at(-sentDaysAgo + 3) : null,
  decline_reason: null,
  cover_image_id: null,
  created_at: at(-sentDaysAgo - 1),
  updated_at: at(-sentDaysAgo + (status === 'accepted' ? 3 : 0)),
  clients: { name: DEMO_PORTAL_PROFILE.name, company: DEMO_PORTAL_PROFILE.company },
  project_id: projectId,
  contract_template_id: null,
  deposit_percent: null,
  deposit_cents: null,
  project_template_id: null,
  acceptance: null,
});

export const DEMO_PORTAL_PROPOSALS: PortalProposal[] = [
  proposal(
    'demo-portal-proposal-2',
    'Brand refresh',
    'sent',
    3,
    [
      ['Mood boards and direction', 1, 180_000],
      ['Logo, palette and type', 1, 420_000],
    ],
    null,
  ),
  proposal(
    'demo-portal-proposal-1',
    'Website redesign',
    'accepted',
    45,
    [
      ['Discovery workshop', 1, 150_000],
      ['Design (days)', 8, 65_000],
      ['Build (days)', 10, 60_000],
    ],
    'demo-portal-project-1',
  ),
];

const INVOICE_CLIENT: Invoice['clients'] = {
  name: DEMO_PORTAL_PROFILE.name,
  company: DEMO_PORTAL_PROFILE.company,
  email: DEMO_PORTAL_PROFILE.email,
  address: '12 Harbour Street, Portland, OR 97205',
  tax_id: null,
};

function invoice(
  sequence: number,
  status: 'paid' | 'sent' | 'overdue',
  issuedDaysAgo: number,
  lines: [string, number, number][],
  paidCents: number | 'all',
): Invoice {
  const id = `demo-portal-invoice-${sequence}`;
  const totals = priced(id, lines, 800);
  const paid = paidCents === 'all' ? totals.total_cents : paidCents;
  return {
    id,
    client_id: DEMO_PORTAL_CLIENT_ID,
    project_id: 'demo-portal-project-1',
    notes: 'Thank you for your business.',
    currency: DEMO_PORTAL_CURRENCY,
    ...totals,
    due_date: day(30 - issuedDaysAgo),
    number: `INV-${day(-issuedDaysAgo).slice(0, 4)}-00${sequence}`,
    amount_paid_cents: paid,
    credited_cents: 0,
    balance_cents: totals.total_cents - paid,
    issue_date: day(-issuedDaysAgo),
    status,
    sent_at: at(-issuedDaysAgo),
    paid_at: status === 'paid' ? at(-issuedDaysAgo + 10) : null,
    cancelled_at: null,
    created_at: at(-issuedDaysAgo - 1),
    updated_at: at(-issuedDaysAgo),
    clients: INVOICE_CLIENT,
    projects: { name: 'Website redesign' },
  };
}

export const DEMO_PORTAL_INVOICES: Invoice[] = [
  invoice(3, 'sent', 4, [['Design mock-ups', 1, 260_000]], 0),
  invoice(2, 'overdue', 38, [['Design (days), first half', 4, 65_000]], 100_000),
  invoice(1, 'paid', 42, [['Discovery workshop', 1, 150_000]], 'all'),
];

/** The payments of each sample invoice, by invoice id. */
export const DEMO_PORTAL_PAYMENTS: Record<string, PortalPayment[]> = {
  'demo-portal-invoice-1': [
    {
      id: 'demo-portal-payment-1',
      payment_date: day(-32),
      amount_cents: DEMO_PORTAL_INVOICES[2]?.total_cents ?? 0,
      currency: DEMO_PORTAL_CURRENCY,
      payment_method: 'bank_transfer',
    },
  ],
  'demo-portal-invoice-2': [
    {
      id: 'demo-portal-payment-2',
      payment_date: day(-20),
      amount_cents: 100_000,
      currency: DEMO_PORTAL_CURRENCY,
      payment_method: 'card',
    },
  ],
  'demo-portal-invoice-3': [],
};

export const DEMO_PORTAL_CONTRACTS: PortalContract[] = [
  {
    id: 'demo-portal-contract-2',
    title: 'Brand refresh agreement',
    status: 'sent',
    value_cents: 600_000,
    currency: DEMO_PORTAL_CURRENCY,
    sent_at: at(-2),
    signed_at: null,
    expires_at: at(28),
    my_signer: { status: 'viewed', signed_at: null },
    can_sign: true,
    download: 'original',
  },
  {
    id: 'demo-portal-contract-1',
    title: 'Website redesign agreement',
    status: 'signed',
    value_cents: 1_270_000,
    currency: DEMO_PORTAL_CURRENCY,
    sent_at: at(-44),
    signed_at: at(-43),
    expires_at: at(-14),
    my_signer: { status: 'signed', signed_at: at(-43) },
    can_sign: false,
    download: 'final',
  },
];

const WEBSITE = { id: 'demo-portal-project-1', name: 'Website redesign' };

const message = (
  sequence: number,
  author: 'client' | 'agency',
  daysAgo: number,
  body: string,
): PortalMessage => ({
  id: `demo-portal-message-${sequence}`,
  client_id: DEMO_PORTAL_CLIENT_ID,
  project: WEBSITE,
  author_role: author,
  author_name: author === 'client' ? DEMO_PORTAL_PROFILE.name : 'Ada Admin',
  body,
  attachment: null,
  read_at: at(-daysAgo + 0.1),
  created_at: at(-daysAgo),
});

/** The conversation, oldest first (as `get_messages` answers it). */
export const DEMO_PORTAL_MESSAGES: PortalMessage[] = [
  message(1, 'client', 9, 'Could the homepage lead with our new photography?'),
  message(2, 'agency', 8, 'Yes, we will build the mock-up around it.'),
  message(3, 'agency', 2, 'The homepage mock-up is ready for your approval.'),
  message(4, 'client', 1, 'Thank you! I will review it with the team tomorrow.'),
];

const file = (
  name: string,
  type: string,
  size: number,
  daysAgo: number,
  by: 'client' | 'agency',
): PortalFile => ({
  path: `${DEMO_PORTAL_CLIENT_ID}/${WEBSITE.id}/${name}`,
  name,
  size,
  type,
  uploaded_at: at(-daysAgo),
  uploaded_by: by,
  project: WEBSITE,
  url: null,
  url_expires_at: null,
});

/** The shared files, newest first; the demo has no storage, so no download URL. */
export const DEMO_PORTAL_FILES: PortalFile[] = [
  file('homepage-mockup.pdf', 'application/pdf', 2_480_000, 2, 'agency'),
  file('brand-photos.zip', 'application/zip', 18_200_000, 9, 'client'),
  file('style-guide.pdf', 'application/pdf', 1_150_000, 12, 'agency'),
];
