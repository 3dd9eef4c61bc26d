import { moveItem, type ScoringCriterion, type StoredScoringCriterion } from '@atelier/shared';
import { create } from 'zustand';

/**
 * The criteria editor's unsaved set: the saved criteria until the first edit, then the admin's
 * copy, kept here (not in the component) so it survives a failed save, a preview and a visit
 * to another view. The helpers are pure; the order of the list is the position.
 */

/** The set as `save_criteria` takes it: the stored rows without their position. */
export const toEditable = (stored: readonly StoredScoringCriterion[]): ScoringCriterion[] =>
  stored.map(({ position: _position, ...criterion }) => criterion);

/** A weight being typed (not a number yet) counts as 0 until it is one. */
export const activeWeightTotal = (criteria: readonly ScoringCriterion[]): number =>
  criteria
    .filter((criterion) => criterion.is_active)
    .reduce((sum, c) => sum + (Number.isFinite(c.weight) ? c.weight : 0), 0);

/** Whether every weight is a whole number from 0 to 100 (the inline inputs allow anything). */
export const hasValidWeights = (criteria: readonly ScoringCriterion[]): boolean =>
  criteria.every((c) => Number.isInteger(c.weight) && c.weight >= 0 && c.weight <= 100);

export const moveCriterion = moveItem;

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));

/** No decay given and decay `null` are the same thing, whichever way a criterion says it. */
const comparable = (criteria: readonly ScoringCriterion[]) =>
  JSON.stringify(
    criteria.map((criterion) => ({ ...criterion, decay_days: criterion.decay_days ?? null })),
  );

export const isSameSet = (a: readonly ScoringCriterion[], b: readonly ScoringCriterion[]) =>
  comparable(a) === comparable(b);

/** The server's field messages split up: the set's own, and each criterion's by its index. */
export function splitFieldMessages(fields: Record<string, string> | undefined) {
  const set: string[] = [];
  const byIndex = new Map<number, string[]>();
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^criteria\.(\d+)(?:\.|$)/.exec(path);
    if (!match) {
      set.push(message);
      continue;
    }
    const index = Number(match[1]);
    byIndex.set(index, [...(byIndex.get(index) ?? []), message]);
  }
  return { set, byIndex };
}

/** A key for a new criterion from its name ("Pages viewed" → `pages_viewed`), unused so far. */
export function keyForName(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 32) || 'criterion';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}_${n}`;
  return key;
}

type CriteriaDraftState = {
  /** null: no unsaved edit, the editor shows the saved set. */
  draft: ScoringCriterion[] | null;
  setDraft: (draft: ScoringCriterion[]) => void;
  reset: () => void;
};

export const useCriteriaDraftStore = create<CriteriaDraftState>()((set) => ({
  draft: null,
  setDraft: (draft) => set({ draft }),
  reset: () => set({ draft: null }),
}));
