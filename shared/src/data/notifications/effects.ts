import type { QueryKeyPrefix } from '../domain-keys';
import { notificationKeys } from './keys';

/** What marking notifications read changes: the notifications alone. */
export const NOTIFICATION_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [notificationKeys.all];
