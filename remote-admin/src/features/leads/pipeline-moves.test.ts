import type { Lead, LeadStatus } from '@atelier/shared';
import { LEAD_STATUSES } from '@atelier/shared/contract';
import type { PipelineColumns } from '@atelier/shared/data/leads';
import { describe, expect, it } from 'vitest';
import { moveCard } from './pipeline-moves';

const card = (id: string, status: LeadStatus) => ({ id, status, name: id }) as Lead;

function board(): PipelineColumns {
  const columns = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, { leads: [] as Lead[], total: 0 }]),
  ) as PipelineColumns;
  columns.new = { leads: [card('a', 'new'), card('b', 'new')], total: 7 };
  columns.qualified = { leads: [card('c', 'qualified')], total: 1 };
  return columns;
}

describe('moving a pipeline card', () => {
  it('takes it out of its column and puts it on top of the other, counts included', () => {
    const moved = moveCard(board(), 'b', 'qualified');
    expect(moved.new).toEqual({ leads: [card('a', 'new')], total: 6 });
    expect(moved.qualified.leads.map((lead) => [lead.id, lead.status])).toEqual([
      ['b', 'qualified'],
      ['c', 'qualified'],
    ]);
    expect(moved.qualified.total).toBe(2);
  });

  it('moves it back the same way (a rollback)', () => {
    const back = moveCard(moveCard(board(), 'a', 'lost'), 'a', 'new');
    expect(back.lost).toEqual({ leads: [], total: 0 });
    expect(back.new.total).toBe(7);
    expect(back.new.leads.map((lead) => lead.id).sort()).toEqual(['a', 'b']);
  });

  it('changes nothing for an unknown card or its own column', () => {
    const columns = board();
    expect(moveCard(columns, 'zzz', 'lost')).toBe(columns);
    expect(moveCard(columns, 'a', 'new')).toBe(columns);
  });
});
