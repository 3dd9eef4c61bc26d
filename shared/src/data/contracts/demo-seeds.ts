import type { ContractStatus, SigningOrder } from '../../contract/contracts';

/**
 * The built-in contracts of the Contracts tab's demo mode: six contracts of sample clients
 * across every outcome, made from the seeded templates (demo-contract-template-seeds.ts).
 * Contract times are hours before "now" and signer times hours after the sending, so the demo
 * stays current whenever it is shown; demo-contracts.ts turns them into answers.
 */

export type SignerSeed = {
  name: string;
  email: string;
  role: string | null;
  /** Hours after the contract's sending; absent: never e-mailed (not their turn yet). */
  sentAfter?: number;
  viewedAfter?: number;
  signedAfter?: number;
  declinedAfter?: number;
  declineReason?: string;
  /** Automatic reminders, on days 5, 7, 9, … after their e-mail (Documenso's defaults). */
  reminders?: number;
  ip?: string;
  userAgent?: string;
};

export type ContractSeed = {
  id: string;
  title: string;
  /** Its template's name in TEMPLATE_SEEDS. */
  template: string;
  client: { id: string; name: string; company: string; email: string };
  project: { id: string; name: string } | null;
  value: number | null;
  currency: string;
  status: ContractStatus;
  signingOrder: SigningOrder;
  createdHoursAgo: number;
  /** Absent for a draft. */
  sentHoursAgo?: number;
  /** The template's own variables given at creation (the others take its defaults). */
  variables: Record<string, string>;
  signers: SignerSeed[];
};

const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DAY = 24;

/** Newest first is the list's order; here they are oldest first, as they happened. */
export const CONTRACT_SEEDS: readonly ContractSeed[] = [
  {
    id: 'demo-contract-1',
    title: 'Online shop — Service Agreement',
    template: 'Service Agreement',
    client: {
      id: 'demo-client-1',
      name: 'Amélie Laurent',
      company: 'Maison Laurent',
      email: 'amelie@maisonlaurent.fr',
    },
    project: { id: 'demo-project-1', name: 'Online shop' },
    value: 2_400_000,
    currency: 'EUR',
    status: 'signed',
    signingOrder: 'parallel',
    createdHoursAgo: 74 * DAY,
    sentHoursAgo: 73 * DAY,
    variables: { payment_terms: '50% on signature, 25% on design approval, 25% on launch' },
    signers: [
      {
        name: 'Amélie Laurent',
        email: 'amelie@maisonlaurent.fr',
        role: 'Managing director',
        sentAfter: 0,
        viewedAfter: 3,
        signedAfter: 5,
        ip: '203.0.113.24',
        userAgent: DESKTOP,
      },
      {
        name: 'Marc Laurent',
        email: 'marc@maisonlaurent.fr',
        role: 'Finance',
        sentAfter: 0,
        viewedAfter: 20,
        signedAfter: 30,
        ip: '203.0.113.25',
        userAgent: WINDOWS,
      },
    ],
  },
  {
    id: 'demo-contract-2',
    title: 'Harbour & Co care plan — Maintenance Retainer',
    template: 'Maintenance Retainer',
    client: {
      id: 'demo-client-2',
      name: 'Ruth Harbour',
      company: 'Harbour & Co',
      email: 'ruth@harbourco.com',
    },
    project: { id: 'demo-project-3', name: 'Harbour & Co care plan' },
    value: 250_000,
    currency: 'USD',
    status: 'signed',
    signingOrder: 'parallel',
    createdHoursAgo: 45 * DAY,
    sentHoursAgo: 44 * DAY,
    variables: { monthly_hours: '8' },
    signers: [
      {
        name: 'Ruth Harbour',
        email: 'ruth@harbourco.com',
        role: 'Owner',
        sentAfter: 0,
        viewedAfter: 26,
        signedAfter: 52,
        ip: '198.51.100.41',
        userAgent: PHONE,
      },
    ],
  },
  {
    id: 'demo-contract-3',
    title: 'Brand strategy — Consulting Agreement',
    template: 'Consulting Agreement',
    client: {
      id: 'demo-client-5',
      name: 'Sofia Rossi',
      company: 'Studio Rossi',
      email: 'sofia@studiorossi.it',
    },
    project: null,
    value: 900_000,
    currency: 'USD',
    status: 'expired',
    signingOrder: 'parallel',
    createdHoursAgo: 41 * DAY,
    sentHoursAgo: 40 * DAY,
    variables: { engagement_scope: 'the positioning and visual identity of the studio' },
    signers: [
      {
        name: 'Sofia Rossi',
        email: 'sofia@studiorossi.it',
        role: 'Founder',
        sentAfter: 0,
        viewedAfter: 50,
        reminders: 5,
        ip: '198.51.100.77',
        userAgent: DESKTOP,
      },
    ],
  },
  {
    id: 'demo-contract-4',
    title: 'Mutual Non-Disclosure Agreement',
    template: 'Mutual Non-Disclosure Agreement',
    client: {
      id: 'demo-client-6',
      name: 'Daniel Weber',
      company: 'Nordlicht GmbH',
      email: 'd.weber@nordlicht.de',
    },
    project: null,
    value: null,
    currency: 'EUR',
    status: 'declined',
    signingOrder: 'parallel',
    createdHoursAgo: 22 * DAY,
    sentHoursAgo: 21 * DAY,
    variables: {},
    signers: [
      {
        name: 'Daniel Weber',
        email: 'd.weber@nordlicht.de',
        role: 'Managing director',
        sentAfter: 0,
        viewedAfter: 2,
        declinedAfter: 4,
        declineReason:
          'Our legal team needs a two-year term instead of three; please send a new version.',
        ip: '203.0.113.90',
        userAgent: WINDOWS,
      },
    ],
  },
  {
    id: 'demo-contract-5',
    title: 'Tracking portal — Service Agreement',
    template: 'Service Agreement',
    client: {
      id: 'demo-client-4',
      name: 'James Okafor',
      company: 'Okafor Logistics',
      email: 'james@okaforlogistics.com',
    },
    project: { id: 'demo-project-2', name: 'Tracking portal' },
    value: 4_800_000,
    currency: 'USD',
    status: 'sent',
    signingOrder: 'sequential',
    createdHoursAgo: 6 * DAY + 2,
    sentHoursAgo: 6 * DAY,
    variables: {},
    signers: [
      {
        name: 'James Okafor',
        email: 'james@okaforlogistics.com',
        role: 'Chief executive',
        sentAfter: 0,
        viewedAfter: 30,
        reminders: 1,
        ip: '198.51.100.12',
        userAgent: WINDOWS,
      },
      { name: 'Priya Shah', email: 'priya@okaforlogistics.com', role: 'Head of operations' },
    ],
  },
  {
    id: 'demo-contract-6',
    title: 'Fitness app — Service Agreement',
    template: 'Service Agreement',
    client: {
      id: 'demo-client-7',
      name: 'Lina Park',
      company: 'Parkside Fitness',
      email: 'lina@parksidefitness.com',
    },
    project: { id: 'demo-project-4', name: 'Fitness app' },
    value: 3_200_000,
    currency: 'USD',
    status: 'draft',
    signingOrder: 'parallel',
    createdHoursAgo: 20,
    variables: {},
    signers: [{ name: 'Lina Park', email: 'lina@parksidefitness.com', role: 'Owner' }],
  },
];
