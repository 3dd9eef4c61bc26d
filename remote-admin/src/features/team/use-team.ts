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
import { useServerQuery } from '../../common/use-server-query';
import { recordWrite } from '../clients/use-clients';
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

const noDemo = { demoFallback: false };

export const teamWrites = {
  create: (member: NewTeamMember) => recordWrite(() => createTeamMember(member, noDemo)),
  update: (changes: TeamMemberChanges) => recordWrite(() => updateTeamMember(changes, noDemo)),
  remove: (id: string) => recordWrite(() => deleteTeamMember(id, noDemo)),
  invite: (id: string) => recordWrite(() => inviteTeamMember(id, noDemo)),
};
