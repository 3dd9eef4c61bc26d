import type { ContractAuditEntry, ContractSigner } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { auditCsvFileName, auditToCsv, detailsSummary } from './audit-csv';

const entry = (changes: Partial<ContractAuditEntry>): ContractAuditEntry => ({
  id: 1,
  signer_id: null,
  event: 'created',
  actor: 'admin ada@example.com',
  ip: '203.0.113.1',
  user_agent: 'Mozilla/5.0',
  details: {},
  at: '2026-11-25T10:00:00.000Z',
  ...changes,
});

const signer = { id: 's1', email: 'jane@studio.com' } as ContractSigner;

describe('detailsSummary', () => {
  it('writes each detail on one line, nested values as JSON, empty ones left out', () => {
    expect(detailsSummary({ to: 'jane@studio.com', reminder: 2, signers: ['a'], x: null })).toBe(
      'to: jane@studio.com; reminder: 2; signers: ["a"]',
    );
    expect(detailsSummary({})).toBe('');
  });
});

describe('auditToCsv', () => {
  it('has a header row, then one row per entry in order, the signer by e-mail', () => {
    const csv = auditToCsv({
      signatories: [signer],
      audit: [
        entry({ id: 1, event: 'created', details: { template_id: 't1' } }),
        entry({ id: 2, event: 'sent', ip: null, user_agent: 'UA, with comma' }),
        entry({ id: 3, event: 'viewed', signer_id: 's1', actor: 'jane@studio.com' }),
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'at,event,actor,signer,ip,user_agent,details',
      '2026-11-25T10:00:00.000Z,created,admin ada@example.com,,203.0.113.1,Mozilla/5.0,template_id: t1',
      '2026-11-25T10:00:00.000Z,sent,admin ada@example.com,,,"UA, with comma",',
      '2026-11-25T10:00:00.000Z,viewed,jane@studio.com,jane@studio.com,203.0.113.1,Mozilla/5.0,',
    ]);
  });

  it('defuses an actor or user agent crafted as a formula', () => {
    const csv = auditToCsv({ signatories: [], audit: [entry({ user_agent: '=cmd|calc' })] });
    expect(csv).toContain(",'=cmd|calc,");
  });
});

describe('auditCsvFileName', () => {
  it('names the file after the title and the contract', () => {
    expect(auditCsvFileName({ id: '1a2b3c4d-5e6f', title: 'Accord de Service — Été' })).toBe(
      'contract-audit-accord-de-service-ete-1a2b3c4d.csv',
    );
    expect(auditCsvFileName({ id: 'k1', title: '!!!' })).toBe('contract-audit-k1.csv');
  });
});
