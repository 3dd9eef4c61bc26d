import type { Contract, ContractAuditEntry } from '@atelier/shared';
import { toCsv } from '@atelier/shared/kit';

/**
 * The audit trail of one contract as CSV, built in the browser from what the details dialog
 * already holds. Columns and events use the contract's own names (`sent`, `reminder_sent`),
 * so a spreadsheet or a lawyer's tool reads the same file whatever the admin's language.
 */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'event',
  'actor',
  'signer',
  'ip',
  'user_agent',
  'details',
] as const;

/** An entry's details as one line, `key: value; key: value` (nested values as JSON). */
export function detailsSummary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

type AuditSource = Pick<Contract, 'audit' | 'signatories'>;

function auditRow(
  entry: ContractAuditEntry,
  signerEmails: Map<string, string>,
): Record<(typeof AUDIT_CSV_COLUMNS)[number], unknown> {
  const signer = entry.signer_id ? (signerEmails.get(entry.signer_id) ?? entry.signer_id) : '';
  return {
    at: entry.at,
    event: entry.event,
    actor: entry.actor,
    signer,
    ip: entry.ip,
    user_agent: entry.user_agent,
    details: detailsSummary(entry.details),
  };
}

/** The header row, then every entry oldest first (the order the server keeps), as the kit's CSV. */
export function auditToCsv(contract: AuditSource): string {
  const signerEmails = new Map(contract.signatories.map((signer) => [signer.id, signer.email]));
  return toCsv(
    AUDIT_CSV_COLUMNS,
    contract.audit.map((entry) => auditRow(entry, signerEmails)),
  );
}

/** `contract-audit-service-agreement-1a2b3c4d.csv`: readable, and one per contract. */
export function auditCsvFileName(contract: Pick<Contract, 'id' | 'title'>): string {
  const slug = contract.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const id = contract.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8);
  return `contract-audit-${slug ? `${slug}-` : ''}${id}.csv`;
}
