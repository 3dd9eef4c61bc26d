import type { NewTeamMember, TeamMemberChanges } from '@atelier/shared';
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  getTeamMembers,
  inviteTeamMember,
  updateTeamMember,
} from '@atelier/shared/api';
import { recordWriter, teamKeys, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';
import { type TeamFilters, toTeamListQuery } from './team-filters';

export function useTeamList(filters: TeamFilters) {
  const query = toTeamListQuery(filters);
  return useApiQuery(teamKeys.list(query), (signal) => getTeamMembers(query, { signal }), {
    keepPreviousData: true,
  });
}

export function useTeamMemberDetail(id: string | null) {
  return useApiQuery(id === null ? null : teamKeys.detail(id), (signal) =>
    getTeamMember(id ?? '', { signal }),
  );
}

export function useTeamWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'team');
    return {
      create: (member: NewTeamMember) => write(() => createTeamMember(member, NO_DEMO)),
      update: (changes: TeamMemberChanges) => write(() => updateTeamMember(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteTeamMember(id, NO_DEMO)),
      invite: (id: string) => write(() => inviteTeamMember(id, NO_DEMO)),
    };
  }, [queryClient]);
}
