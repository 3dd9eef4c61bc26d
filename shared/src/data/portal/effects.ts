import type { QueryKeyPrefix } from '../domain-keys';
import { notificationKeys } from '../notifications/keys';
import { portalKeys } from './keys';

/**
 * What a client's own action in the portal changes (approve, respond, pay, message, upload,
 * profile): any of its pages, and their notifications (a payment notifies them).
 */
export const PORTAL_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  portalKeys.all,
  notificationKeys.all,
];
