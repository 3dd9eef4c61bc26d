import { listQuery } from '../../query/prefetchable-query';
import { getTeamMembers } from './calls';
import { teamKeys } from './keys';

const teamList = listQuery(teamKeys.list, getTeamMembers);

/** One page of team members with the view's filters; the previous page stays shown while the next loads. */
export const useTeamList = teamList.use;

/** The same query as `useTeamList`, asked for ahead (a sidebar link hovered). */
export const prefetchTeamList = teamList.prefetch;
