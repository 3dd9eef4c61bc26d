/**
 * `@atelier/shared/data/team`: the agency's team members — the function's calls (`calls.ts`),
 * the query keys (`keys.ts`), what a team write refreshes (`effects.ts`) and one hook per query
 * or set of writes (`use-team-*.ts`). No demo answers: the team shows what the server keeps.
 */
export * from './calls';
export { TEAM_WRITE_EFFECTS } from './effects';
export { teamKeys } from './keys';
export { useActiveMembers } from './use-active-members';
export { prefetchTeamList, useTeamList } from './use-team-list';
export { useTeamMemberDetail } from './use-team-member-detail';
export { useTeamWrites } from './use-team-writes';
