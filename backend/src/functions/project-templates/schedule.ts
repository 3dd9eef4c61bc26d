import type { TemplateTask } from '@atelier/shared/contract';
import { addDays } from '../invoice-management/today.ts';

/**
 * How a template's tasks become dated milestones (docs/automation.md, "Dates"). Offsets and
 * durations are calendar days, as people plan them ("two weeks in"); only the dates that
 * land on a Saturday or a Sunday move forward to the Monday, so nothing is due on a weekend.
 */

/** `day` itself on a weekday, else the Monday after. */
export function nextWorkingDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

export interface ScheduledTask {
  name: string;
  /** The working day the task starts on. */
  start_date: string;
  due_date: string;
}

/**
 * Each task starts `offset_days` after the project's start (moved off a weekend) and is due
 * `duration_days` after its own start (moved off a weekend). The project is due when its last
 * task is, or at the end of the template's duration if that is later.
 */
export function scheduleTasks(
  startDate: string,
  tasks: readonly TemplateTask[],
  durationWeeks: number,
): { tasks: ScheduledTask[]; due_date: string } {
  const scheduled = tasks.map((task) => {
    const start = nextWorkingDay(addDays(startDate, task.offset_days));
    return {
      name: task.name,
      start_date: start,
      due_date: nextWorkingDay(addDays(start, task.duration_days)),
    };
  });
  const end = nextWorkingDay(addDays(startDate, durationWeeks * 7));
  // YYYY-MM-DD strings sort as the days they name.
  const latest = [end, ...scheduled.map((task) => task.due_date)].sort().at(-1) ?? end;
  return { tasks: scheduled, due_date: latest };
}

/** The budget a project gets when none is chosen: the middle of the range, in whole cents. */
export const midpointCents = (min: number, max: number): number => Math.round((min + max) / 2);
