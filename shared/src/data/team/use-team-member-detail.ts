import { useApiQuery } from '../../query/use-api-query';
import { getTeamMember } from './calls';
import { teamKeys } from './keys';

/** One team member; `null` loads nothing (no member open). */
export function useTeamMemberDetail(id: string | null) {
  return useApiQuery(id === null ? null : teamKeys.detail(id), (signal) =>
    getTeamMember(id ?? '', { signal }),
  );
}
