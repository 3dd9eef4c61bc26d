export const insightsKeys = {
  all: ['insights'] as const,
  range: (from: string, to: string) => ['insights', from, to] as const,
};
