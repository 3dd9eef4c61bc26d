/**
 * The reorderable lists of the forms (milestones, tasks, clauses, signers, criteria): one move
 * for all, so every "Move up" and "Move down" behaves alike.
 */

/**
 * The list with the item at `index` moved one place up (-1) or down (1); a copy of the list
 * unchanged when it cannot move (the first up, the last down, an index out of range).
 */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}
