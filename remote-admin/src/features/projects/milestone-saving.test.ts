import type { Project } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { withClicks, withMilestoneOf, without } from './milestone-saving';

const milestone = (id: string, is_done: boolean) => ({
  id,
  name: id,
  percentage: 25,
  position: Number(id.slice(1)),
  is_done,
  due_date: null,
  completed_at: is_done ? '2026-01-01T00:00:00Z' : null,
});
const project = (...done: boolean[]) =>
  ({
    id: 'p1',
    milestones: done.map((isDone, index) => milestone(`m${index + 1}`, isDone)),
    progress: done.filter(Boolean).length * 25,
  }) as unknown as Project;
const states = (shown: Project) => shown.milestones.map((m) => m.is_done);

describe('milestones being saved', () => {
  it('shows a milestone being saved as clicked, whatever the cache says', () => {
    const shown = withClicks(project(true, false, false, false), new Map([['m2', true]]));
    expect(states(shown)).toEqual([true, true, false, false]);
    expect(shown.progress).toBe(50);
    const unticked = withClicks(project(true, true, false, false), new Map([['m1', false]]));
    expect(states(unticked)).toEqual([false, true, false, false]);
    expect(unticked.milestones[0]?.completed_at).toBeNull();
  });

  it('leaves the project as it is when nothing is being saved', () => {
    const cached = project(true, false, false, false);
    expect(withClicks(cached, new Map())).toBe(cached);
  });

  it('takes only the answered milestone from an answer: a late, older answer cannot untick the next', () => {
    // m4 and m3 ticked in a row; m3's answer (m4 not yet done on the server) comes last.
    const shown = project(true, true, true, true);
    const older = project(true, true, true, false);
    const next = withMilestoneOf(shown, older, 'm3');
    expect(states(next)).toEqual([true, true, true, true]);
    expect(next.progress).toBe(100);
    // A refusal's reload or an answer that unticks its own milestone is taken.
    expect(states(withMilestoneOf(shown, project(true, true, false, true), 'm3'))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('removes a key without touching the map it was given', () => {
    const map = new Map([['m1', true]]);
    expect(without(map, 'm1').size).toBe(0);
    expect(map.size).toBe(1);
    expect(without(map, 'm9')).toBe(map);
  });
});
