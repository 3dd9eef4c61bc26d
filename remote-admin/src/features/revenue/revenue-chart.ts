/** Month-over-month change as text, never colour alone: an arrow and a sign. */
export type Change = { direction: 'up' | 'down' | 'flat'; arrow: '▲' | '▼' | '→'; value: number };

export function describeChange(percent: number | null): Change | null {
  if (percent === null) return null;
  if (percent > 0) return { direction: 'up', arrow: '▲', value: percent };
  if (percent < 0) return { direction: 'down', arrow: '▼', value: -percent };
  return { direction: 'flat', arrow: '→', value: 0 };
}
