import { clientKeys } from '../clients/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { insightsKeys } from '../insights/keys';
import { leadKeys } from '../leads/keys';
import { overviewKeys } from '../overview/keys';
import { projectKeys } from '../projects/keys';
import { proposalKeys } from './keys';

/**
 * What a proposal write changes: a client's detail; accepting one creates a project (and a
 * lead's client); the dashboard's open proposals and activity; the insights' win rate and deal
 * sizes.
 */
export const PROPOSAL_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  proposalKeys.all,
  clientKeys.all,
  projectKeys.all,
  leadKeys.all,
  overviewKeys.all,
  insightsKeys.all,
];
