import type { PortalProposal } from '../../contract/client-portal-records';
import {
  at,
  DEMO_PORTAL_CLIENT_ID,
  DEMO_PORTAL_CURRENCY,
  DEMO_PORTAL_PROFILE,
  day,
  priced,
} from './demo-sample-client';

/** The sample client's proposals, one waiting, one accepted (demo-sample.ts). */

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
