import { getOverviewInput, overviewSchema } from '../overview';
import { defineActions } from './define';

/** `POST /functions/v1/dashboard` (docs/dashboard.md). */
export const dashboard = defineActions('dashboard', {
  /** Every figure of the admin dashboard in one answer. */
  get_overview: { access: 'admin', input: getOverviewInput, output: overviewSchema },
});
