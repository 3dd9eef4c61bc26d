import { prefetchClientList } from '@atelier/shared/data/clients';
import { prefetchLeadList, prefetchLeadStats } from '@atelier/shared/data/leads';
import { prefetchProjectList } from '@atelier/shared/data/projects';
import { prefetchProposalList } from '@atelier/shared/data/proposals';
import { prefetchTeamList } from '@atelier/shared/data/team';
import type { QueryClient } from '@tanstack/react-query';
import { clientFilters, toClientListQuery } from './clients/client-filters';
import { leadFilters, toTablePageQuery } from './leads/lead-filters';
import { projectFilters, toProjectListQuery } from './projects/project-filters';
import { proposalFilters, toProposalQuery } from './proposals/proposal-filters';
import { teamFilters, toTeamListQuery } from './team/team-filters';

/**
 * What each list page shows first at its plain address (a sidebar link: no filters in the
 * URL), asked for with the page's own filters parsed from that address and its own hook's
 * query, so the page finds its rows in the shared cache. Loaded with the first hover, not with
 * the routes: the dashboard does not download the lists' calls.
 */
const PLAIN_ADDRESS = new URLSearchParams();

export const prefetchLeads = (client: QueryClient) => {
  const filters = leadFilters.parse(PLAIN_ADDRESS);
  return Promise.all([
    prefetchLeadList(client, toTablePageQuery(filters)),
    prefetchLeadStats(client),
  ]);
};

export const prefetchClients = (client: QueryClient) =>
  prefetchClientList(client, toClientListQuery(clientFilters.parse(PLAIN_ADDRESS)));

export const prefetchProjects = (client: QueryClient) =>
  prefetchProjectList(client, toProjectListQuery(projectFilters.parse(PLAIN_ADDRESS)));

export const prefetchProposals = (client: QueryClient) =>
  prefetchProposalList(client, toProposalQuery(proposalFilters.parse(PLAIN_ADDRESS)));

export const prefetchTeam = (client: QueryClient) =>
  prefetchTeamList(client, toTeamListQuery(teamFilters.parse(PLAIN_ADDRESS)));
