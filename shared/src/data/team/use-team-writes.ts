import { NO_DEMO } from '../../api/write-options';
import type { NewTeamMember, TeamMemberChanges } from '../../contract/team';
import { useRecordWrites } from '../../query/use-record-writes';
import { createTeamMember, deleteTeamMember, inviteTeamMember, updateTeamMember } from './calls';

/**
 * The team page's writes; each that succeeds refreshes what a team write changes
 * (`effects.ts`: the members, and their names on projects).
 */
export function useTeamWrites() {
  return useRecordWrites(['team'], (write) => ({
    create: (member: NewTeamMember) => write(() => createTeamMember(member, NO_DEMO)),
    update: (changes: TeamMemberChanges) => write(() => updateTeamMember(changes, NO_DEMO)),
    remove: (id: string) => write(() => deleteTeamMember(id, NO_DEMO)),
    invite: (id: string) => write(() => inviteTeamMember(id, NO_DEMO)),
  }));
}
