import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice, insertTestPayment } from '../client-management/records-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('project-management', body, as);

const missingId = '00000000-0000-4000-8000-000000000000';

async function createClient(name = 'Jane Doe', email = 'jane@studio.com', company = 'Studio') {
  const { body } = await kit.call('client-management', {
    action: 'create_client',
    name,
    email,
    company,
  });
  return body.client.id as string;
}

async function createMember(name: string, roleTitle: string | null = null) {
  const { body } = await kit.call('team-management', {
    action: 'create_team_member',
    name,
    email: `${name.toLowerCase().replace(/\s/g, '.')}@agency.com`,
    role_title: roleTitle,
  });
  return body.member.id as string;
}

async function createProject(fields: Record<string, unknown>) {
  const { status, body } = await call({ action: 'create_project', ...fields });
  expect(status).toBe(200);
  return body.project;
}

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

describe('set_milestone_done', () => {
  it('ticks a milestone off and back, moving the progress', async () => {
    const project = await createProject({
      client_id: await createClient(),
      name: 'Shop',
      milestones: [
        { name: 'Design', percentage: 25 },
        { name: 'Build', percentage: 75 },
      ],
    });
    const build = project.milestones[1].id;
    const done = await call({
      action: 'set_milestone_done',
      project_id: project.id,
      milestone_id: build,
      is_done: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.project.progress).toBe(75);
    expect(done.body.project.milestones[1]).toMatchObject({
      is_done: true,
      completed_at: expect.any(String),
    });
    const undone = await call({
      action: 'set_milestone_done',
      project_id: project.id,
      milestone_id: build,
      is_done: false,
    });
    expect(undone.body.project.progress).toBe(0);
    expect(undone.body.project.milestones[1]).toMatchObject({ is_done: false, completed_at: null });
  });

  it('counts milestones when none has a percentage', async () => {
    const project = await createProject({
      client_id: await createClient(),
      name: 'Shop',
      milestones: [
        { name: 'A', percentage: 0, is_done: true },
        { name: 'B', percentage: 0 },
        { name: 'C', percentage: 0 },
      ],
    });
    expect(project.progress).toBe(33);
  });

  it("answers 404 for another project's milestone or an unknown project", async () => {
    const clientId = await createClient();
    const a = await createProject({
      client_id: clientId,
      name: 'A',
      milestones: [{ name: 'X', percentage: 10 }],
    });
    const b = await createProject({ client_id: clientId, name: 'B' });
    const foreign = await call({
      action: 'set_milestone_done',
      project_id: b.id,
      milestone_id: a.milestones[0].id,
      is_done: true,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Milestone not found');
    const noProject = await call({
      action: 'set_milestone_done',
      project_id: missingId,
      milestone_id: a.milestones[0].id,
      is_done: true,
    });
    expect(noProject.body.error).toBe('Project not found');
    const missing = await call({ action: 'set_milestone_done', project_id: b.id });
    expect(missing.body.fields).toEqual({
      milestone_id: 'milestone_id is required',
      is_done: 'is_done must be true or false',
    });
  });
});

describe('delete_project and get_project', () => {
  it('deletes a project without money records, its milestones with it', async () => {
    const project = await createProject({
      client_id: await createClient(),
      name: 'Shop',
      milestones: [{ name: 'X', percentage: 10 }],
    });
    expect((await call({ action: 'delete_project', id: project.id })).body).toEqual({
      success: true,
    });
    expect(await kit.db.query('SELECT id FROM project_milestones')).toEqual([]);
  });

  it('refuses to delete a project with an invoice or a payment', async () => {
    const clientId = await createClient();
    const invoiced = await createProject({ client_id: clientId, name: 'A' });
    await insertTestInvoice(kit.db, {
      clientId,
      projectId: invoiced.id,
      totalCents: 10,
      status: 'draft',
    });
    const paid = await createProject({ client_id: clientId, name: 'B' });
    await insertTestPayment(kit.db, { amountCents: 10, projectId: paid.id });
    for (const id of [invoiced.id, paid.id]) {
      const { status, body } = await call({ action: 'delete_project', id });
      expect(status).toBe(409);
      expect(body.error).toBe(
        'This project has invoices or payments; set it cancelled instead of deleting it',
      );
    }
  });

  it('answers what was invoiced and paid, with the invoices and payments', async () => {
    const clientId = await createClient();
    const project = await createProject({ client_id: clientId, name: 'Shop' });
    await insertTestInvoice(kit.db, {
      clientId,
      projectId: project.id,
      totalCents: 480_000,
      paidCents: 480_000,
      status: 'paid',
    });
    await insertTestInvoice(kit.db, {
      clientId,
      projectId: project.id,
      totalCents: 20_000,
      paidCents: 5_000,
    });
    await insertTestInvoice(kit.db, {
      clientId,
      projectId: project.id,
      totalCents: 999,
      status: 'draft',
    });
    await insertTestPayment(kit.db, { amountCents: 700, clientId, projectId: project.id });
    const { status, body } = await call({ action: 'get_project', id: project.id });
    expect(status).toBe(200);
    expect(body.project).toMatchObject({ invoiced_cents: 500_000, paid_cents: 485_000 });
    expect(body.invoices).toHaveLength(3);
    expect(body.payments).toHaveLength(1);
  });
});

describe('get_projects', () => {
  async function seed() {
    const jane = await createClient('Jane', 'jane@studio.com', 'Studio 50%');
    const sam = await createClient('Sam', 'sam@x.com', 'Xylo');
    await createProject({
      client_id: jane,
      name: 'Shop',
      status: 'in_progress',
      due_date: '2026-05-01',
    });
    await createProject({
      client_id: sam,
      name: 'blog_v2',
      status: 'planning',
      due_date: '2026-02-01',
    });
    await createProject({ client_id: sam, name: 'App', status: 'completed' });
    return { jane, sam };
  }
  const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

  it('lists the newest first, one page at a time, with the total', async () => {
    await seed();
    const first = await call({ action: 'get_projects', pageSize: 2 });
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['App', 'blog_v2']);
    expect(names((await call({ action: 'get_projects', pageSize: 2, page: 2 })).body)).toEqual([
      'Shop',
    ]);
  });

  it('searches the project and client names, taking % and _ literally', async () => {
    await seed();
    const search = async (text: string) =>
      names(
        (await call({ action: 'get_projects', search: text, sort: 'name', order: 'asc' })).body,
      );
    expect(await search('SHOP')).toEqual(['Shop']);
    expect(await search('xylo')).toEqual(['App', 'blog_v2']);
    expect(await search('50%')).toEqual(['Shop']);
    expect(await search('g_v')).toEqual(['blog_v2']);
    expect(await search('%')).toEqual(['Shop']);
  });

  it('filters by status and client, and sorts by due date, status or name', async () => {
    const { sam } = await seed();
    const open = await call({ action: 'get_projects', status: ['planning', 'in_progress'] });
    expect(names(open.body).sort()).toEqual(['Shop', 'blog_v2']);
    const done = await call({ action: 'get_projects', status: 'completed' });
    expect(names(done.body)).toEqual(['App']);
    const ofSam = await call({
      action: 'get_projects',
      client_id: sam,
      sort: 'name',
      order: 'asc',
    });
    expect(names(ofSam.body)).toEqual(['App', 'blog_v2']);
    expect(ofSam.body.total).toBe(2);
    const byDue = await call({ action: 'get_projects', sort: 'due_date', order: 'asc' });
    expect(names(byDue.body)).toEqual(['blog_v2', 'Shop', 'App']);
    const byDueDesc = await call({ action: 'get_projects', sort: 'due_date' });
    expect(names(byDueDesc.body)).toEqual(['Shop', 'blog_v2', 'App']);
    const byStatus = await call({ action: 'get_projects', sort: 'status', order: 'asc' });
    expect(names(byStatus.body)).toEqual(['blog_v2', 'Shop', 'App']);
  });

  it('refuses bad filters', async () => {
    const { status, body } = await call({
      action: 'get_projects',
      status: ['late'],
      client_id: 'x',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      status:
        'Status must be one of: planning, in_progress, review, completed, on_hold, cancelled, or a list of them',
      client_id: 'client_id must be a client id',
    });
  });
});

describe('who may call project-management', () => {
  it('answers 401 without a session and 403 to a client, for every action', async () => {
    const actions = [
      'get_projects',
      'get_project',
      'create_project',
      'update_project',
      'delete_project',
      'set_milestone_done',
    ];
    for (const action of actions) {
      expect((await call({ action, id: missingId }, 'anonymous')).status, action).toBe(401);
      expect((await call({ action, id: missingId }, 'client')).status, action).toBe(403);
    }
  });
});
