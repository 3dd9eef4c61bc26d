/**
 * A record the action has just written, read back for its answer: missing is a bug (a 500),
 * never an answer without it (the action's output schema requires it).
 */
export function readBack<T>(row: T | null | undefined, what: string): T {
  if (row === undefined || row === null)
    throw new Error(`${what}, just written, cannot be read back`);
  return row;
}
