import { defineFunction } from '../registry.ts';
import { getOverview } from './get-overview.ts';

/**
 * `POST /functions/v1/client-portal`: the signed-in client's own records (docs/portal.md).
 * Every action resolves the caller's client with `portalClient` and reads or writes only its
 * records; another client's id answers 404 like an unknown one.
 */
export const clientPortal = defineFunction('client-portal', {
  get_overview: getOverview,
});
