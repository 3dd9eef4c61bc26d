import type { Contract, ContractAuditEntry } from '@atelier/shared';

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

/** A spreadsheet would run a cell starting like a formula; plain numbers are left alone. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

/** RFC 4180: quote a cell holding a comma, a quote or a line break, and double its quotes. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An entry's details as one line, `key: value; key: value` (nested values as JSON). */
export function detailsSummary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

type AuditSource = Pick<Contract, 'audit' | 'signatories'>;

function auditRow(entry: ContractAuditEntry, signerEmails: Map<string, string>): string[] {
  const signer = entry.signer_id ? (signerEmails.get(entry.signer_id) ?? entry.signer_id) : '';
  const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number], unknown> = {
    at: entry.at,
    event: entry.event,
    actor: entry.actor,
    signer,
    ip: entry.ip,
    user_agent: entry.user_agent,
    details: detailsSummary(entry.details),
  };
  return AUDIT_CSV_COLUMNS.map((column) => csvCell(cells[column]));
}

/** The header row, then every entry oldest first (the order the server keeps). */
export function auditToCsv(contract: AuditSource): string {
  const signerEmails = new Map(contract.signatories.map((signer) => [signer.id, signer.email]));
  const rows = [
    AUDIT_CSV_COLUMNS.join(','),
    ...contract.audit.map((entry) => auditRow(entry, signerEmails).join(',')),
  ];
  // CRLF line ends and a byte-order mark, so spreadsheet apps read accents right.
  return `\uFEFF${rows.join('\r\n')}\r\n`;
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
