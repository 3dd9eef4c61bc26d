import type { QueryKeyPrefix } from '../domain-keys';
import { contractKeys } from './keys';

/**
 * What a contract write changes: the tab alone (its lists, templates, signatures and figures);
 * signing happens on the public page, outside this cache.
 */
export const CONTRACT_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [contractKeys.all];
