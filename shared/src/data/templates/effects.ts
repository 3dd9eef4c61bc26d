import type { QueryKeyPrefix } from '../domain-keys';
import { templateKeys } from './keys';

/** What a template write changes: the templates only ("Use Template" is also a projects write). */
export const TEMPLATE_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [templateKeys.all];
