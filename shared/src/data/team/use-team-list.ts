import type { TeamListQuery } from '../../contract/team';
import { useApiQuery } from '../../query/use-api-query';
import { getTeamMembers } from './calls';
import { teamKeys } from './keys';

/** One page of team members with the view's filters; the previous page stays shown while the next loads. */
export function useTeamList(query: TeamListQuery) {
  return useApiQuery(teamKeys.list(query), (signal) => getTeamMembers(query, { signal }), {
    keepPreviousData: true,
  });
}
