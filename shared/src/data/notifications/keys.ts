export const notificationKeys = {
  all: ['notifications'] as const,
  list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
};
