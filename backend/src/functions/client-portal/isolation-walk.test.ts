import { beforeEach, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../storage/test-files.ts';
import { sampleOf } from '../../test/bad-input.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sentContract } from '../e-signature/e-signature-test-data.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';
import { clientPortal } from './index.ts';
import {
  seedDeliverable,
  seedInvoice,
  seedProject,
  seedProposal,
} from './portal-records-test-data.ts';

/**
 * The isolation rule of the portal, walked over every `client-portal` action at once (issue
 * 14): client A calls each action with each of client B's record ids (and B's file path) in
 * every id field, and must get no 2xx, no word of B's records, and no change to them. The
 * per-action tests say what each answers; this one fails if any action added later leaks. The
 * storage URLs are walked in `storage/http/access.test.ts`.
 */

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'contract_templates', 'rate_limit_hits'],
  storage: true,
});

/** Fields a client names a record or an object with. */
const REFERENCE_FIELDS = ['id', 'project_id', 'path', 'attachment_path'] as const;

type Seeded = {
  /** B's record ids and file path: each goes into every reference field. */
  references: string[];
  /** What must never appear in an answer to A. */
  secrets: string[];
};

let a: PortalTestClient;
let b: PortalTestClient;

async function seedClientB(): Promise<Seeded> {
  const asB = portalCaller(kit, b);
  const project = await seedProject(kit, b.id, 'B secret project');
  const deliverable = await seedDeliverable(kit, project.id, { title: 'B secret deliverable' });
  const proposal = await seedProposal(kit, b.id, { title: 'B secret proposal' });
  const invoice = await seedInvoice(kit, b.id, { projectId: project.id });
  const contract = await sentContract(kit, { signers: [{ name: b.name, email: b.email }] });
  await kit.db.query('UPDATE contracts SET client_id = $2 WHERE id = $1', [contract.id, b.id]);
  const sent = await asB({ action: 'send_message', body: 'B secret message' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const path = `${b.id}/b-secret.pdf`;
  await kit.storage.put('client-files', path, pdfBytes(), { ownerId: b.userId });
  const file = await asB({ action: 'register_file', path, project_id: project.id });
  expect(file.status, JSON.stringify(file.body)).toBe(200);
  const ids = [
    b.id,
    project.id,
    ...project.milestones.map((milestone) => milestone.id),
    deliverable,
    proposal,
    invoice,
    contract.id,
    sent.body.message.id as string,
  ];
  return {
    references: [...ids, path],
    secrets: [...ids, b.name, b.email, 'B secret', 'b-secret.pdf'],
  };
}

/** B's records as they stand: the walk must leave every one of them as it found it. */
async function stateOfB() {
  return await kit.db.query(
    `SELECT (SELECT json_agg(d.status ORDER BY d.id) FROM project_deliverables d
             JOIN projects p ON p.id = d.project_id WHERE p.client_id = $1) AS deliverables,
            (SELECT json_agg(status ORDER BY id) FROM proposals WHERE client_id = $1) AS proposals,
            (SELECT json_agg(status || ':' || amount_paid_cents ORDER BY id) FROM invoices
             WHERE client_id = $1) AS invoices,
            (SELECT count(*) FROM contract_audit k JOIN contracts c ON c.id = k.contract_id
             WHERE c.client_id = $1) AS audit,
            (SELECT count(*) FROM portal_messages WHERE client_id = $1) AS messages,
            (SELECT count(*) FROM portal_files WHERE client_id = $1) AS files,
            (SELECT count(*) FROM payments WHERE client_id = $1) AS payments`,
    [b.id],
  );
}

beforeEach(async () => {
  await kit.db.exec('TRUNCATE storage_objects');
  ({ a, b } = await seedPortalClients(kit));
});

describe('client A against client B, over every client-portal action', () => {
  it('no action answers A with B’s records, names them, or changes them', async () => {
    const { references, secrets } = await seedClientB();
    const before = await stateOfB();
    const asA = portalCaller(kit, a);
    const leaks: string[] = [];
    const check = (what: string, status: number, body: unknown, sent: string | null) => {
      const text = JSON.stringify(body);
      const named = secrets.filter((secret) => secret !== sent && text.includes(secret));
      if (named.length > 0) leaks.push(`${what} named ${named.join(', ')}: ${text.slice(0, 200)}`);
      if (sent !== null && status >= 200 && status < 300) leaks.push(`${what} answered ${status}`);
    };

    let calls = 0;
    for (const [action, definition] of clientPortal.actions) {
      const sample = definition.input
        ? (sampleOf(definition.input) as Record<string, unknown>)
        : {};
      const own = await asA({ ...sample, action });
      check(action, own.status, own.body, null);
      const fields = REFERENCE_FIELDS.filter((field) => field in sample);
      for (const field of fields) {
        for (const reference of references) {
          const answer = await asA({ ...sample, action, [field]: reference });
          check(`${action} {${field}: ${reference}}`, answer.status, answer.body, reference);
          calls += 1;
        }
      }
    }

    expect(leaks).toEqual([]);
    // The walk reached the actions that take an id (not only the lists).
    expect(calls).toBeGreaterThan(references.length * 8);
    expect(await stateOfB()).toEqual(before);
  });
});
