import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../storage/test-files.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE, storage: true });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  await kit.db.exec('TRUNCATE storage_objects');
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
});

async function insertProject(clientId: string, name = 'Website'): Promise<string> {
  const [row] = await kit.db.query<{ id: string }>(
    'INSERT INTO projects (client_id, name) VALUES ($1, $2) RETURNING id',
    [clientId, name],
  );
  if (!row) throw new Error('no project');
  return row.id;
}

describe('client-portal files', () => {
  it("lists the caller's folder: their uploads and the agency's, with project and a signed URL", async () => {
    const projectId = await insertProject(a.id);
    await kit.storage.put('client-files', `${a.id}/brief.pdf`, pdfBytes(), { ownerId: a.userId });
    await kit.storage.put('client-files', `${a.id}/mockup.png`, pngBytes(), {
      ownerId: kit.adminId,
    });
    const registered = await asA({
      action: 'register_file',
      path: `${a.id}/brief.pdf`,
      project_id: projectId,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.file).toMatchObject({
      path: `${a.id}/brief.pdf`,
      name: 'brief.pdf',
      size: pdfBytes().byteLength,
      type: 'application/pdf',
      uploaded_by: 'client',
      project: { id: projectId, name: 'Website' },
    });

    const listed = await asA({ action: 'get_files' });
    expect(listed.body.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'brief.pdf',
      'mockup.png',
    ]);
    const mockup = listed.body.files.find((f: { name: string }) => f.name === 'mockup.png');
    expect(mockup).toMatchObject({ uploaded_by: 'agency', project: null, type: 'image/png' });
    const expiresIn = (Date.parse(mockup.url_expires_at) - Date.now()) / 1000;
    expect(expiresIn).toBeGreaterThan(590);
    expect(expiresIn).toBeLessThanOrEqual(600);
    const byProject = await asA({ action: 'get_files', project_id: projectId });
    expect(byProject.body.files.map((f: { name: string }) => f.name)).toEqual(['brief.pdf']);

    const adminView = await kit.call('client-management', {
      action: 'get_client_files',
      client_id: a.id,
    });
    expect(adminView.body.files.map((f: { path: string }) => f.path).sort()).toEqual(
      listed.body.files.map((f: { path: string }) => f.path).sort(),
    );
  });

  it('each signed URL names its own object only', async () => {
    await kit.storage.put('client-files', `${a.id}/brief.pdf`, pdfBytes(), { ownerId: a.userId });
    const { body } = await asA({ action: 'get_files' });
    const url = new URL(body.files[0].url, 'http://localhost');
    expect(url.pathname).toBe(`/storage/v1/object/sign/client-files/${a.id}/brief.pdf`);
    const token = url.searchParams.get('token') ?? '';
    expect(token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.url).toBe(`client-files/${a.id}/brief.pdf`);
  });

  it("client A never sees or registers client B's files, even by guessing the path", async () => {
    const theirProject = await insertProject(b.id);
    await kit.storage.put('client-files', `${b.id}/secret.pdf`, pdfBytes(), { ownerId: b.userId });
    expect((await asA({ action: 'get_files' })).body.files).toEqual([]);
    for (const path of [`${b.id}/secret.pdf`, `${a.id}/missing.pdf`, 'secret.pdf']) {
      expectNotFound(await asA({ action: 'register_file', path }));
    }
    await kit.storage.put('client-files', `${a.id}/mine.pdf`, pdfBytes(), { ownerId: a.userId });
    expectNotFound(
      await asA({ action: 'register_file', path: `${a.id}/mine.pdf`, project_id: theirProject }),
    );
    expectNotFound(await asA({ action: 'get_files', project_id: theirProject }));
    expectNotFound(await asA({ action: 'get_files', project_id: randomUUID() }));
    const rows = await kit.db.query('SELECT 1 FROM portal_files');
    expect(rows).toHaveLength(0);
    expectNotFound(
      await kit.call('client-management', { action: 'get_client_files', client_id: randomUUID() }),
    );
  });
});
