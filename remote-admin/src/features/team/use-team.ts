import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  getTeamMembers,
  inviteTeamMember,
  type NewTeamMember,
  type TeamMemberChanges,
  updateTeamMember,
} from '@atelier/shared';
import { NO_DEMO, recordWrite } from '../../common/record-write';
import { useServerQuery } from '../../common/use-server-query';
import { type TeamFilters, toTeamListQuery } from './team-filters';

export function useTeamList(filters: TeamFilters) {
  const query = toTeamListQuery(filters);
  return useServerQuery(
    `team:${JSON.stringify(query)}`,
    (signal) => getTeamMembers(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useTeamMemberDetail(id: string | null) {
  return useServerQuery(id === null ? null : `member:${id}`, (signal) =>
    getTeamMember(id ?? '', { signal }),
  );
}

export const teamWrites = {
  create: (member: NewTeamMember) => recordWrite(() => createTeamMember(member, NO_DEMO)),
  update: (changes: TeamMemberChanges) => recordWrite(() => updateTeamMember(changes, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deleteTeamMember(id, NO_DEMO)),
  invite: (id: string) => recordWrite(() => inviteTeamMember(id, NO_DEMO)),
};
