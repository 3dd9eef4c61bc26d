export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (from: string, to: string) => ['analytics', from, to] as const,
};
