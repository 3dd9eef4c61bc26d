import type { QueryKeyPrefix } from '../domain-keys';
import { projectKeys } from '../projects/keys';
import { teamKeys } from './keys';

/** What a team write changes: the members, and their names on projects. */
export const TEAM_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [teamKeys.all, projectKeys.all];
