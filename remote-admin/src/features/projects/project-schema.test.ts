import type { Project } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  addMilestone,
  emptyProjectForm,
  isProjectFormField,
  moveMilestone,
  percentageSum,
  projectToForm,
  removeMilestone,
  toNewProject,
  toProjectChanges,
  validateProjectForm,
} from './project-schema';

const CLIENT = 'c0000000-0000-4000-8000-000000000001';

function withMilestones(...rows: Array<[string, string]>) {
  let milestones = emptyProjectForm().milestones;
  for (const [name, percentage] of rows) {
    milestones = addMilestone(milestones);
    const last = milestones.length - 1;
    milestones[last] = { ...(milestones[last] as (typeof milestones)[number]), name, percentage };
  }
  return { ...emptyProjectForm(CLIENT), name: 'Shop redesign', milestones };
}

describe('the project form', () => {
  it('needs a client and a name', () => {
    expect(validateProjectForm(emptyProjectForm())).toEqual({
      client_id: { code: 'choose' },
      name: { code: 'required' },
    });
    expect(validateProjectForm(withMilestones())).toEqual({});
  });

  it('refuses a due date before the start, and a budget that is not an amount', () => {
    const values = {
      ...withMilestones(),
      start_date: '2026-03-01',
      due_date: '2026-02-01',
      budget_cents: '12,00.5.0',
    };
    expect(validateProjectForm(values)).toEqual({
      due_date: { code: 'dueBeforeStart' },
      budget_cents: { code: 'money' },
    });
  });

  it('refuses days that do not exist or lie outside 1900-2200, in the project and its milestones', () => {
    const base = withMilestones(['Design', '40']);
    const [first] = base.milestones;
    if (!first) throw new Error('withMilestones gives milestones');
    const values = {
      ...base,
      start_date: '2026-02-30',
      due_date: '2201-01-01',
      milestones: [{ ...first, due_date: '1899-12-31' }],
    };
    expect(validateProjectForm(values)).toEqual({
      start_date: { code: 'date' },
      due_date: { code: 'date' },
      'milestones.0.due_date': { code: 'date' },
    });
  });

  it('adds up the milestone percentages and refuses more than 100', () => {
    const values = withMilestones(['Design', '40'], ['Build', '50'], ['Launch', '20']);
    expect(percentageSum(values.milestones)).toBe(110);
    expect(validateProjectForm(values)).toEqual({ milestones: { code: 'percentTotal' } });
    const fixed = { ...values, milestones: removeMilestone(values.milestones, 2) };
    expect(percentageSum(fixed.milestones)).toBe(90);
    expect(validateProjectForm(fixed)).toEqual({});
  });

  it('names the milestone row that is wrong, as the server does', () => {
    const values = withMilestones(['Design', '40'], ['', '101']);
    expect(validateProjectForm(values)).toEqual({
      'milestones.1.name': { code: 'required' },
      'milestones.1.percentage': { code: 'percentage' },
    });
    expect(isProjectFormField('milestones.1.percentage')).toBe(true);
    expect(isProjectFormField('proposal_id')).toBe(false);
  });

  it('reorders milestones and keeps them in place at the ends', () => {
    const { milestones } = withMilestones(['A', '10'], ['B', '20'], ['C', '30']);
    expect(moveMilestone(milestones, 2, -1).map((row) => row.name)).toEqual(['A', 'C', 'B']);
    expect(moveMilestone(milestones, 0, -1).map((row) => row.name)).toEqual(['A', 'B', 'C']);
    expect(moveMilestone(milestones, 2, 1).map((row) => row.name)).toEqual(['A', 'B', 'C']);
  });

  it('sends cents, the member set and the milestones in order', () => {
    const values = {
      ...withMilestones(['Design', '40']),
      budget_cents: '12,000.50',
      member_ids: ['m1'],
      start_date: '2026-01-05',
    };
    expect(toNewProject(values)).toEqual({
      client_id: CLIENT,
      name: 'Shop redesign',
      status: 'planning',
      start_date: '2026-01-05',
      budget_cents: 1200050,
      member_ids: ['m1'],
      milestones: [{ name: 'Design', due_date: null, percentage: 40, is_done: false }],
    });
  });

  it('edits a project keeping its milestone ids, and clears emptied fields', () => {
    const project = {
      id: 'p1',
      client_id: CLIENT,
      name: 'Shop',
      description: 'Old',
      status: 'in_progress',
      start_date: null,
      due_date: '2026-03-31',
      budget_cents: 120000,
      members: [{ id: 'm1', name: 'Sam', role_title: null }],
      milestones: [
        { id: 'ms2', position: 2, name: 'Build', due_date: null, percentage: 60, is_done: false },
        { id: 'ms1', position: 1, name: 'Design', due_date: null, percentage: 40, is_done: true },
      ],
    } as unknown as Project;
    const values = { ...projectToForm(project), description: '' };
    expect(values.budget_cents).toBe('1200.00');
    const changes = toProjectChanges('p1', values);
    expect(changes.description).toBeNull();
    expect(changes.budget_cents).toBe(120000);
    expect(changes.milestones?.map((m) => [m.id, m.name, m.is_done])).toEqual([
      ['ms1', 'Design', true],
      ['ms2', 'Build', false],
    ]);
  });
});
