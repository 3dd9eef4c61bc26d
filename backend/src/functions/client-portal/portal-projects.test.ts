import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';
import { seedDeliverable, seedProject } from './portal-records-test-data.ts';

const kit = useFunctionKit({ truncate: [...PORTAL_TRUNCATE] });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
});

const projectAdmin = (body: Record<string, unknown>) => kit.call('project-management', body);

const adminNotices = () =>
  kit.db.query<{ title: string; message: string; action_url: string }>(
    'SELECT title, message, action_url FROM notifications WHERE user_id = $1',
    [kit.adminId],
  );

describe('client-portal get_projects', () => {
  it("lists the caller's projects with progress, next milestone and deliverables awaiting", async () => {
    const project = await seedProject(kit, a.id);
    await seedDeliverable(kit, project.id, { title: 'Waiting' });
    await seedDeliverable(kit, project.id, { title: 'Still a draft', submit: false });
    await seedProject(kit, b.id, 'Not yours');
    const { status, body } = await asA({ action: 'get_projects' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      projects: [
        {
          id: project.id,
          name: 'Shop redesign',
          status: 'in_progress',
          start_date: '2026-01-05',
          due_date: '2026-03-31',
          progress: 40,
          next_milestone: { id: project.milestones[1]?.id, name: 'Build', due_date: '2026-03-01' },
          deliverables_awaiting: 1,
        },
      ],
    });
  });

  it('answers 0 progress and no next milestone for a project without milestones', async () => {
    await projectAdmin({ action: 'create_project', client_id: a.id, name: 'Bare' });
    const { body } = await asA({ action: 'get_projects' });
    expect(body.projects[0]).toMatchObject({ progress: 0, next_milestone: null });
  });
});

describe('client-portal get_project', () => {
  it('answers the project with its milestones and the deliverables shown to the client', async () => {
    const project = await seedProject(kit, a.id);
    const shown = await seedDeliverable(kit, project.id);
    await seedDeliverable(kit, project.id, { title: 'Draft', submit: false });
    const { status, body } = await asA({ action: 'get_project', id: project.id });
    expect(status).toBe(200);
    expect(body.project).toMatchObject({ id: project.id, progress: 40, description: null });
    expect(body.project.milestones.map((m: { name: string }) => m.name)).toEqual([
      'Design',
      'Build',
    ]);
    expect(body.project.deliverables).toEqual([
      expect.objectContaining({ id: shown, status: 'awaiting_approval', client_comment: null }),
    ]);
  });

  it("answers 404 for another client's project exactly as for an unknown or malformed id", async () => {
    const theirs = await seedProject(kit, b.id);
    expectNotFound(await asA({ action: 'get_project', id: theirs.id }));
    expectNotFound(await asA({ action: 'get_project', id: randomUUID() }));
    expectNotFound(await asA({ action: 'get_project', id: 'not-an-id' }));
    const [own, unknown] = [
      await asA({ action: 'get_project', id: theirs.id }),
      await asA({ action: 'get_project', id: randomUUID() }),
    ];
    expect(own.body).toEqual(unknown.body);
  });
});

describe('client-portal approve_deliverable', () => {
  it('approves a deliverable waiting for the client and tells the admins', async () => {
    const project = await seedProject(kit, a.id);
    const id = await seedDeliverable(kit, project.id);
    const { status, body } = await asA({ action: 'approve_deliverable', id, comment: 'Lovely' });
    expect(status).toBe(200);
    expect(body.deliverable).toMatchObject({
      id,
      status: 'approved',
      client_comment: 'Lovely',
      responded_at: expect.any(String),
    });
    expect(await adminNotices()).toContainEqual({
      title: 'Client A approved Homepage mock-up',
      message: 'Lovely',
      action_url: `/admin/projects/${project.id}`,
    });
  });

  it('asks for changes with a comment, which is required', async () => {
    const project = await seedProject(kit, a.id);
    const id = await seedDeliverable(kit, project.id);
    const refused = await asA({ action: 'approve_deliverable', id, decision: 'changes' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ comment: 'Say what should change' });
    const { status, body } = await asA({
      action: 'approve_deliverable',
      id,
      decision: 'changes',
      comment: 'Bigger logo',
    });
    expect(status).toBe(200);
    expect(body.deliverable).toMatchObject({
      status: 'changes_requested',
      client_comment: 'Bigger logo',
    });
    expect(await adminNotices()).toContainEqual(
      expect.objectContaining({ title: 'Client A asked for changes on Homepage mock-up' }),
    );
  });

  it('answers 409 once answered, and the agency can submit it again', async () => {
    const project = await seedProject(kit, a.id);
    const id = await seedDeliverable(kit, project.id);
    await asA({ action: 'approve_deliverable', id, decision: 'changes', comment: 'Redo' });
    const again = await asA({ action: 'approve_deliverable', id });
    expect(again.status).toBe(409);
    expect(
      (await projectAdmin({ action: 'submit_deliverable', id })).body.deliverable,
    ).toMatchObject({
      status: 'awaiting_approval',
      client_comment: null,
    });
    expect((await asA({ action: 'approve_deliverable', id })).status).toBe(200);
    const approved = await asA({ action: 'approve_deliverable', id });
    expect(approved.status).toBe(409);
    expect(approved.body.error).toBe('You already approved this deliverable');
  });

  it("answers 404 for a draft, and for another client's deliverable, changing nothing", async () => {
    const draft = await seedDeliverable(kit, (await seedProject(kit, a.id)).id, { submit: false });
    const theirs = await seedDeliverable(kit, (await seedProject(kit, b.id)).id);
    expectNotFound(await asA({ action: 'approve_deliverable', id: draft }));
    expectNotFound(await asA({ action: 'approve_deliverable', id: theirs }));
    expectNotFound(await asA({ action: 'approve_deliverable', id: randomUUID() }));
    const rows = await kit.db.query<{ status: string }>(
      'SELECT status FROM project_deliverables WHERE id = ANY($1::uuid[]) ORDER BY status',
      [[draft, theirs]],
    );
    expect(rows.map((row) => row.status)).toEqual(['awaiting_approval', 'draft']);
    expect(await adminNotices()).toEqual([]);
  });
});

describe('project-management deliverables (admin)', () => {
  it('adds a draft, submits it: the client is notified and e-mailed', async () => {
    const project = await seedProject(kit, a.id);
    const added = await projectAdmin({
      action: 'add_deliverable',
      project_id: project.id,
      title: ' Logo ',
      description: 'Three options',
      milestone_id: project.milestones[0]?.id,
      file_path: `${a.id}/logo.pdf`,
    });
    expect(added.status).toBe(200);
    expect(added.body.deliverable).toMatchObject({
      title: 'Logo',
      status: 'draft',
      submitted_at: null,
      milestone_id: project.milestones[0]?.id,
      file_path: `${a.id}/logo.pdf`,
    });
    const id = added.body.deliverable.id;
    const submitted = await projectAdmin({ action: 'submit_deliverable', id });
    expect(submitted.body.deliverable).toMatchObject({ status: 'awaiting_approval' });
    const notices = await kit.db.query<{ title: string; action_url: string }>(
      'SELECT title, action_url FROM notifications WHERE user_id = $1',
      [a.userId],
    );
    expect(notices).toEqual([
      {
        title: 'Ready for your approval: Logo',
        action_url: `/client-portal/projects/${project.id}`,
      },
    ]);
    const mail = await kit.db.query<{ to_email: string; subject: string }>(
      'SELECT to_email, subject FROM email_outbox',
    );
    expect(mail).toEqual([{ to_email: a.email, subject: 'Ready for your approval: Logo' }]);
    expect((await projectAdmin({ action: 'submit_deliverable', id })).status).toBe(409);
    const detail = await projectAdmin({ action: 'get_project', id: project.id });
    expect(detail.body.deliverables).toEqual([expect.objectContaining({ id })]);
  });

  it('e-mails no one when the client turned e-mails off', async () => {
    await kit.db.query('UPDATE clients SET notify_email = false WHERE id = $1', [a.id]);
    await seedDeliverable(kit, (await seedProject(kit, a.id)).id);
    expect(await kit.db.query('SELECT id FROM email_outbox')).toEqual([]);
  });

  it("refuses another project's milestone and a file outside the client's folder", async () => {
    const project = await seedProject(kit, a.id);
    const other = await seedProject(kit, b.id);
    const base = { action: 'add_deliverable', project_id: project.id, title: 'Logo' };
    const milestone = await projectAdmin({ ...base, milestone_id: other.milestones[0]?.id });
    expect(milestone.status).toBe(400);
    expect(milestone.body.fields).toEqual({ milestone_id: 'No such milestone in this project' });
    for (const path of [`${b.id}/logo.pdf`, `${a.id}/../${b.id}/logo.pdf`, 'logo.pdf']) {
      const file = await projectAdmin({ ...base, file_path: path });
      expect(file.status, path).toBe(400);
      expect(Object.keys(file.body.fields)).toEqual(['file_path']);
    }
    expect((await projectAdmin({ ...base, project_id: randomUUID() })).status).toBe(404);
    expect((await projectAdmin({ action: 'submit_deliverable', id: randomUUID() })).status).toBe(
      404,
    );
  });
});

describe('a client account not linked to a client', () => {
  it.each([
    'get_projects',
    'get_project',
    'approve_deliverable',
    'get_proposals',
    'get_proposal',
    'respond_to_proposal',
    'get_invoices',
    'get_invoice',
  ])('%s answers 403 NOT_LINKED', async (action) => {
    const { status, body } = await kit.call(
      'client-portal',
      {
        action,
        id: randomUUID(),
        ...(action === 'respond_to_proposal' ? { decision: 'decline' } : {}),
      },
      'client',
    );
    expect(status).toBe(403);
    expect(body.code).toBe('NOT_LINKED');
  });
});
