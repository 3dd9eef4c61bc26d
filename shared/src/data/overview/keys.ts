export const overviewKeys = {
  all: ['overview'] as const,
  /** The dashboard's one request. */
  dashboard: () => ['overview', 'dashboard'] as const,
};
