import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';

/** The function behind the admin dashboard; its contract is docs/dashboard.md. */
export const DASHBOARD_FUNCTION = 'dashboard' as const;

const call = actionCaller(DASHBOARD_FUNCTION);

/** Every figure of the dashboard in one request. */
export const getOverview = (options?: CallOptions) => call('get_overview', {}, options);

/**
 * The built-in overview (the demo leads and revenue, and a few sample records), so the
 * dashboard still reads as an agency's day, with the demo banner, when the server cannot
 * answer. Downloaded only when a dashboard call falls back to it.
 */
export function registerOverviewDemo(): void {
  registerDemoLoader(DASHBOARD_FUNCTION, async () => {
    const { registerOverviewDemoHandlers } = await import('./demo');
    registerOverviewDemoHandlers();
  });
}
