import { beforeEach, describe, expect, it } from 'vitest';
import { answerFromDemo } from '../../demo/demo-registry';
import { DEMO_PORTAL_READ_ONLY } from './demo-core';
import { DEMO_PORTAL_PROJECTS, DEMO_PORTAL_PROPOSALS } from './demo-sample';
import { registerPortalWorkDemo } from './demo-work';

beforeEach(() => registerPortalWorkDemo());

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('client-portal', action, payload) as Record<string, unknown>;

describe('the projects of the sample client', () => {
  it('lists each project as get_projects does, without the detail', () => {
    const answer = call('get_projects');
    expect(answer.success).toBe(true);
    const projects = answer.projects as Array<Record<string, unknown>>;
    expect(projects.map((item) => item.id)).toEqual(DEMO_PORTAL_PROJECTS.map((item) => item.id));
    expect(projects[0]).not.toHaveProperty('milestones');
    expect(projects[0]).toHaveProperty('deliverables_awaiting', 1);
  });

  it('opens one project with its milestones and deliverables; an unknown id is not found', () => {
    const answer = call('get_project', { id: 'demo-portal-project-1' });
    const project = answer.project as (typeof DEMO_PORTAL_PROJECTS)[number];
    expect(project.milestones).toHaveLength(4);
    expect(project.deliverables.map((item) => item.status)).toContain('awaiting_approval');
    expect(call('get_project', { id: 'someone-else' })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: 'Project not found',
    });
  });

  it('hands out copies: a page changing its answer leaves the sample as it was', () => {
    const project = call('get_project', { id: 'demo-portal-project-1' }).project as {
      name: string;
    };
    project.name = 'Changed';
    expect(DEMO_PORTAL_PROJECTS[0]?.name).toBe('Website redesign');
  });

  it('refuses an answer to a deliverable', () => {
    expect(call('approve_deliverable', { id: 'demo-portal-del-2' })).toEqual(DEMO_PORTAL_READ_ONLY);
  });
});

describe('the proposals of the sample client', () => {
  it('lists them with their status, total and validity', () => {
    const proposals = call('get_proposals').proposals as Array<Record<string, unknown>>;
    expect(proposals).toHaveLength(DEMO_PORTAL_PROPOSALS.length);
    expect(Object.keys(proposals[0] ?? {}).sort()).toEqual([
      'currency',
      'decided_at',
      'id',
      'sent_at',
      'status',
      'title',
      'total_cents',
      'valid_until',
    ]);
  });

  it('opens one as the document with the agency; an unknown id is not found', () => {
    const answer = call('get_proposal', { id: 'demo-portal-proposal-2' });
    expect(answer).toMatchObject({ success: true, agency: { name: 'Atelier' } });
    expect((answer.proposal as { items: unknown[] }).items).toHaveLength(2);
    expect(call('get_proposal', { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses accepting or declining', () => {
    const refused = call('respond_to_proposal', {
      id: 'demo-portal-proposal-2',
      decision: 'accept',
    });
    expect(refused).toEqual(DEMO_PORTAL_READ_ONLY);
    expect(String(refused.error)).toMatch(/^Not available in demo mode: /);
  });
});
