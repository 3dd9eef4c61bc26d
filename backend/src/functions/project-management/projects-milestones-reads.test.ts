import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice, insertTestPayment } from '../client-management/records-test-data.ts';
import { missingId, projectCalls } from './projects-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });
const { call, createClient, createProject } = projectCalls(kit);

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
