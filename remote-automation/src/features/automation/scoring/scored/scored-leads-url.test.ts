import { describe, expect, it } from 'vitest';
import {
  nextSort,
  readScoredLeadsState,
  toScoredLeadQuery,
  writeScoredLeadsState,
} from './scored-leads-url';

const params = (query: string) => new URLSearchParams(query);

describe('the Scored Leads URL', () => {
  it('reads a deep link, ignoring values it does not know', () => {
    expect(
      readScoredLeadsState(
        params('tab=scoring&grade=B&source=referral&sort=name&order=asc&page=3'),
      ),
    ).toEqual({
      grade: 'B',
      source: 'referral',
      sort: 'name',
      order: 'asc',
      page: 3,
    });
    expect(readScoredLeadsState(params('grade=Z&source=x&sort=drop&order=up&page=-2'))).toEqual({
      grade: null,
      source: null,
      sort: 'score',
      order: 'desc',
      page: 1,
    });
  });

  it('asks the server for one page of the filtered, sorted list', () => {
    expect(toScoredLeadQuery(readScoredLeadsState(params('grade=A&page=2')))).toEqual({
      grade: 'A',
      sort: 'score',
      order: 'desc',
      page: 2,
      pageSize: 20,
    });
  });

  it('keeps the tab and view, drops defaults and goes back to page 1 on a new filter', () => {
    const next = writeScoredLeadsState(params('tab=scoring&view=scored&page=4&sort=name'), {
      grade: 'C',
    });
    expect(next.toString()).toBe('tab=scoring&view=scored&sort=name&grade=C');
    expect(writeScoredLeadsState(next, { page: 2 }).get('page')).toBe('2');
    expect(writeScoredLeadsState(next, { grade: null }).has('grade')).toBe(false);
  });

  it('flips the order on the same column and starts a new one its natural way', () => {
    const state = readScoredLeadsState(params(''));
    expect(nextSort(state, 'score')).toEqual({ sort: 'score', order: 'asc' });
    expect(nextSort(state, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort(state, 'budget')).toEqual({ sort: 'budget', order: 'desc' });
  });
});
