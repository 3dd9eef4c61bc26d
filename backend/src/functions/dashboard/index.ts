import { dashboard as dashboardActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getOverview } from './get-overview.ts';

/** `POST /functions/v1/dashboard`; the contract is in docs/dashboard.md. */
export const dashboard = defineFunction(dashboardActions, {
  get_overview: getOverview,
});
