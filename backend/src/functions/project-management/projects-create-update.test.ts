import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice } from '../client-management/records-test-data.ts';
import { missingId, projectCalls } from './projects-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });
const { call, createClient, createMember, createProject } = projectCalls(kit);

describe('create_project', () => {
  it('stores the project with its milestones and team, and answers its progress', async () => {
    const clientId = await createClient();
    const sam = await createMember('Sam Lee', 'Designer');
    const { status, body } = await call({
      action: 'create_project',
      client_id: clientId,
      name: ' Shop redesign ',
      status: 'in_progress',
      start_date: '2026-01-05',
      due_date: '2026-03-31',
      budget_cents: 1_200_000,
      member_ids: [sam, sam],
      milestones: [
        { name: 'Design', due_date: '2026-02-01', percentage: 40, is_done: true },
        { name: 'Build', percentage: 60 },
      ],
    });
    expect(status).toBe(200);
    expect(body.project).toEqual({
      id: expect.any(String),
      client_id: clientId,
      proposal_id: null,
      name: 'Shop redesign',
      description: null,
      status: 'in_progress',
      start_date: '2026-01-05',
      due_date: '2026-03-31',
      budget_cents: 1_200_000,
      currency: 'USD',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      clients: { name: 'Jane Doe', company: 'Studio' },
      milestones: [
        {
          id: expect.any(String),
          position: 1,
          name: 'Design',
          due_date: '2026-02-01',
          percentage: 40,
          is_done: true,
          completed_at: expect.stringMatching(/Z$/),
        },
        {
          id: expect.any(String),
          position: 2,
          name: 'Build',
          due_date: null,
          percentage: 60,
          is_done: false,
          completed_at: null,
        },
      ],
      members: [{ id: sam, name: 'Sam Lee', role_title: 'Designer' }],
      progress: 40,
      invoiced_cents: 0,
      paid_cents: 0,
    });
  });

  it('starts in planning without milestones, at 0 %', async () => {
    const project = await createProject({ client_id: await createClient(), name: 'Blog' });
    expect(project).toMatchObject({ status: 'planning', milestones: [], members: [], progress: 0 });
  });

  it('says what is wrong with each field', async () => {
    const { status, body } = await call({
      action: 'create_project',
      name: '',
      description: 'x'.repeat(5001),
      status: 'done',
      start_date: '2026-02-30',
      due_date: 'soon',
      budget_cents: -5,
      member_ids: 'sam',
      milestones: [
        { name: '', percentage: 101 },
        { name: 'B', percentage: 1.5 },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      client_id: 'client_id must be an id',
      name: 'Name is required',
      description: 'Description must be at most 5000 characters',
      status: 'Status must be one of: planning, in_progress, review, completed, on_hold, cancelled',
      start_date: 'Start date must be a date (YYYY-MM-DD)',
      due_date: 'Due date must be a date (YYYY-MM-DD)',
      budget_cents: 'Budget cannot be negative',
      member_ids: 'member_ids must be a list of team member ids',
      'milestones.0.name': 'Milestone name is required',
      'milestones.0.percentage': 'Percentage must be a whole number from 0 to 100',
      'milestones.1.percentage': 'Percentage must be a whole number from 0 to 100',
    });
  });

  it('refuses milestones worth more than 100 % and more than 50 of them', async () => {
    const clientId = await createClient();
    const over = await call({
      action: 'create_project',
      client_id: clientId,
      name: 'Shop',
      milestones: [
        { name: 'A', percentage: 60 },
        { name: 'B', percentage: 41 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({
      milestones: 'The milestone percentages add up to more than 100',
    });
    const many = await call({
      action: 'create_project',
      client_id: clientId,
      name: 'Shop',
      milestones: Array.from({ length: 51 }, (_, i) => ({ name: `M${i}`, percentage: 0 })),
    });
    expect(many.body.fields).toEqual({ milestones: 'A project has at most 50 milestones' });
  });

  it('refuses a due date before the start', async () => {
    const { status, body } = await call({
      action: 'create_project',
      client_id: await createClient(),
      name: 'Shop',
      start_date: '2026-03-01',
      due_date: '2026-02-28',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ due_date: 'The due date cannot be before the start date' });
  });

  it('refuses a client or team members that do not exist, and stores nothing', async () => {
    const noClient = await call({ action: 'create_project', client_id: missingId, name: 'Shop' });
    expect(noClient.status).toBe(400);
    expect(noClient.body.fields).toEqual({ client_id: 'No such client' });
    const badClient = await call({ action: 'create_project', client_id: 'abc', name: 'Shop' });
    expect(badClient.body.fields).toEqual({ client_id: 'No such client' });
    const sam = await createMember('Sam');
    const noMember = await call({
      action: 'create_project',
      client_id: await createClient(),
      name: 'Shop',
      member_ids: [sam, missingId],
    });
    expect(noMember.status).toBe(400);
    expect(noMember.body.fields).toEqual({
      member_ids: 'Some of these team members do not exist',
    });
    expect(await kit.db.query('SELECT id FROM projects')).toEqual([]);
  });
});

describe('update_project', () => {
  it('changes only the fields sent and replaces the team when sent', async () => {
    const clientId = await createClient();
    const [sam, kim] = [await createMember('Sam'), await createMember('Kim')];
    const project = await createProject({
      client_id: clientId,
      name: 'Shop',
      description: 'A shop',
      member_ids: [sam],
      milestones: [{ name: 'Design', percentage: 50 }],
    });
    const { status, body } = await call({
      action: 'update_project',
      id: project.id,
      status: 'review',
      description: null,
      member_ids: [kim],
    });
    expect(status).toBe(200);
    expect(body.project).toMatchObject({
      name: 'Shop',
      description: null,
      status: 'review',
      members: [{ id: kim, name: 'Kim', role_title: null }],
      milestones: [{ id: project.milestones[0].id, name: 'Design' }],
    });
  });

  it('replaces the milestones, keeping those sent with their id', async () => {
    const project = await createProject({
      client_id: await createClient(),
      name: 'Shop',
      milestones: [
        { name: 'Design', percentage: 40, is_done: true },
        { name: 'Build', percentage: 60 },
      ],
    });
    const [design] = project.milestones;
    const { status, body } = await call({
      action: 'update_project',
      id: project.id,
      milestones: [
        { name: 'Launch', percentage: 20 },
        { id: design.id, name: 'Design & content', percentage: 30, is_done: true },
      ],
    });
    expect(status).toBe(200);
    expect(body.project.milestones).toEqual([
      {
        id: expect.any(String),
        position: 1,
        name: 'Launch',
        due_date: null,
        percentage: 20,
        is_done: false,
        completed_at: null,
      },
      {
        id: design.id,
        position: 2,
        name: 'Design & content',
        due_date: null,
        percentage: 30,
        is_done: true,
        completed_at: design.completed_at,
      },
    ]);
    expect(body.project.progress).toBe(60);
  });

  it("refuses a milestone id that is not the project's", async () => {
    const clientId = await createClient();
    const other = await createProject({
      client_id: clientId,
      name: 'Other',
      milestones: [{ name: 'X', percentage: 10 }],
    });
    const project = await createProject({ client_id: clientId, name: 'Shop' });
    const { status, body } = await call({
      action: 'update_project',
      id: project.id,
      milestones: [
        { name: 'New', percentage: 10 },
        { id: other.milestones[0].id, name: 'Stolen', percentage: 10 },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ 'milestones.1.id': 'No such milestone in this project' });
  });

  it('checks the dates against the stored ones', async () => {
    const project = await createProject({
      client_id: await createClient(),
      name: 'Shop',
      start_date: '2026-03-01',
    });
    const { status, body } = await call({
      action: 'update_project',
      id: project.id,
      due_date: '2026-01-01',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ due_date: 'The due date cannot be before the start date' });
  });

  it('moves a project to another client only while it has no money records', async () => {
    const [jane, sam] = [await createClient(), await createClient('Sam', 'sam@x.com', 'X')];
    const project = await createProject({ client_id: jane, name: 'Shop' });
    const moved = await call({ action: 'update_project', id: project.id, client_id: sam });
    expect(moved.body.project).toMatchObject({
      client_id: sam,
      clients: { name: 'Sam', company: 'X' },
    });
    await insertTestInvoice(kit.db, { clientId: sam, projectId: project.id, totalCents: 100 });
    const refused = await call({ action: 'update_project', id: project.id, client_id: jane });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This project has invoices or payments for its client; it cannot move to another client',
    );
    const unknown = await call({ action: 'update_project', id: project.id, client_id: missingId });
    expect(unknown.body.fields).toEqual({ client_id: 'No such client' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const action of ['get_project', 'update_project', 'delete_project']) {
      for (const id of [missingId, 'p1']) {
        const { status, body } = await call({ action, id });
        expect(status, action).toBe(404);
        expect(body.error).toBe('Project not found');
      }
    }
  });
});
