import { milestoneProgress, type Project } from '@atelier/shared';

/**
 * The project with the milestones still being saved shown as they were clicked: an answer or
 * a reload that left before the click (ticking two in a row, the first answer) cannot untick them.
 */
export function withClicks(project: Project, saving: ReadonlyMap<string, boolean>): Project {
  if (saving.size === 0) return project;
  const milestones = project.milestones.map((milestone) => {
    const wanted = saving.get(milestone.id);
    return wanted === undefined || wanted === milestone.is_done
      ? milestone
      : { ...milestone, is_done: wanted, completed_at: wanted ? milestone.completed_at : null };
  });
  return { ...project, milestones, progress: milestoneProgress(milestones) };
}

/**
 * `shown` with one milestone as `answer` has it: answers can come back in any order, so an
 * answer only speaks for its own milestone (the reload after each write brings the rest).
 */
export function withMilestoneOf(shown: Project, answer: Project, milestoneId: string): Project {
  const answered = answer.milestones.find((milestone) => milestone.id === milestoneId);
  if (!answered) return shown;
  const milestones = shown.milestones.map((milestone) =>
    milestone.id === milestoneId ? answered : milestone,
  );
  return { ...shown, milestones, progress: milestoneProgress(milestones) };
}

/** The map without `key` (a new one, for React state). */
export function without<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
