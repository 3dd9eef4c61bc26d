import { registerDemoHandler } from '@atelier/shared';
import type { ApiFailure } from '../../api/result';
import type {
  ContractAnalytics,
  SignatureFilter,
  SignatureRow,
} from '../../contract/contract-insights';
import type { ContractTemplate, ContractTemplateType } from '../../contract/contract-templates';
import {
  CONTRACT_STATUSES,
  type Contract,
  type ContractSigner,
  type ContractStatus,
  type ContractSummary,
} from '../../contract/contracts';
import { buildDemoContract } from './demo-build';
import { CONTRACT_SEEDS } from './demo-seeds';
import { wordedContract } from './demo-seeds-fr';
import { TEMPLATE_SEEDS } from './demo-template-seeds';
import { wordedTemplate } from './demo-template-seeds-fr';

/**
 * `contracts` answered from built-in data when the server cannot answer: the seeded templates
 * and six sample contracts (demo-contract-seeds.ts, demo-contract-template-seeds.ts), dated relative to now. The signatures and
 * the figures are computed from those same contracts the way the server computes them
 * (backend/src/db/contract-insights.ts), so every view of the tab tells one story. Writes are
 * refused: a contract that reached no server must never look sent, reminded or cancelled.
 */
const FUNCTION = 'contracts';
const SEEDED_AT = '2026-01-01T00:00:00.000Z';
const HOUR_MS = 3_600_000;

export const DEMO_CONTRACTS_READ_ONLY: ApiFailure = {
  success: false,
  error: 'Not available in demo mode: contracts cannot be changed while the server is unreachable',
  code: 'DEMO_READ_ONLY',
};

/** The PDFs live on the server only; the demo has none to hand out. */
export const DEMO_CONTRACTS_NO_FILE: ApiFailure = {
  success: false,
  error: 'Not available in demo mode: contract PDFs are kept on the server',
  code: 'DEMO_READ_ONLY',
};

const WRITES = [
  'create_template',
  'update_template',
  'delete_template',
  'create_contract',
  'update_contract',
  'cancel_contract',
  'send_contract',
  'remind',
] as const;

/**
 * The seeded templates by name, in the reader's language (demo-template-seeds-fr.ts), their
 * usage counted from the demo contracts; fresh copies.
 */
export function demoContractTemplates(type?: ContractTemplateType): ContractTemplate[] {
  return TEMPLATE_SEEDS.map((seed, index) => ({
    ...wordedTemplate(seed),
    clauses: wordedTemplate(seed).clauses.map((item) => ({ ...item })),
    variables: wordedTemplate(seed).variables.map((item) => ({ ...item })),
    id: `demo-contract-template-${index + 1}`,
    usage_count: CONTRACT_SEEDS.filter((contract) => contract.template === seed.name).length,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  }))
    .filter((template) => type === undefined || template.type === type)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

/**
 * Every demo contract with its text and audit trail, in the reader's language
 * (demo-seeds-fr.ts), newest first (get_contracts' order).
 */
export function demoContracts(now = new Date()): Contract[] {
  const templates = demoContractTemplates();
  return CONTRACT_SEEDS.map((seed) => buildDemoContract(wordedContract(seed), templates, now)).sort(
    (a, b) => b.created_at.localeCompare(a.created_at),
  );
}

const isUnsettled = (signer: ContractSigner) =>
  signer.status !== 'signed' && signer.status !== 'declined';

/** Signing order, then e-mail: the order in which a sequential contract reaches its signers. */
const isAhead = (other: ContractSigner, signer: ContractSigner) =>
  other.position < signer.position ||
  (other.position === signer.position && other.email.toLowerCase() < signer.email.toLowerCase());

/** What `remind {id, signer_id}` would accept for this signer at `now`. */
function canRemind(contract: Contract, signer: ContractSigner, now: Date): boolean {
  if (contract.status !== 'sent' || !isUnsettled(signer)) return false;
  if (contract.expires_at !== null && Date.parse(contract.expires_at) <= now.getTime())
    return false;
  return (
    contract.signing_order === 'parallel' ||
    !contract.signatories.some((other) => isUnsettled(other) && isAhead(other, signer))
  );
}

const SIGNATURE_FILTER_TESTS: Record<
  SignatureFilter,
  (contract: Contract, signer: ContractSigner) => boolean
> = {
  waiting: (contract, signer) => contract.status === 'sent' && isUnsettled(signer),
  signed: (_contract, signer) => signer.status === 'signed',
  declined: (_contract, signer) => signer.status === 'declined',
  all: () => true,
};

/** The signers of every sent contract, newest sending first, then in signing order. */
export function demoSignatures(filter: SignatureFilter, now = new Date()): SignatureRow[] {
  const matches = SIGNATURE_FILTER_TESTS[filter];
  return demoContracts(now)
    .filter((contract) => contract.sent_at !== null)
    .sort((a, b) => (b.sent_at ?? '').localeCompare(a.sent_at ?? '') || a.id.localeCompare(b.id))
    .flatMap((contract) =>
      [...contract.signatories]
        .sort((a, b) => (isAhead(a, b) ? -1 : 1))
        .filter((signer) => matches(contract, signer))
        .map(
          (signer): SignatureRow => ({
            contract_id: contract.id,
            contract_title: contract.title,
            contract_status: contract.status,
            client_name: contract.client_name,
            signer_id: signer.id,
            name: signer.name,
            email: signer.email,
            role: signer.role,
            position: signer.position,
            status: signer.status,
            sent_at: signer.sent_at,
            viewed_at: signer.viewed_at,
            signed_at: signer.signed_at,
            declined_at: signer.declined_at,
            reminders_sent: signer.reminders_sent,
            last_reminded_at: signer.last_reminded_at,
            expires_at: contract.expires_at,
            can_remind: canRemind(contract, signer, now),
          }),
        ),
    );
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The middle value, or the mean of the two middle ones (SQL's percentile_cont(0.5)). */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** 'YYYY-MM' of the UTC month `offset` months from `now`'s. */
const monthKey = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/** The Analytics figures of the demo contracts, by the server's definitions. */
export function demoContractAnalytics(now = new Date()): ContractAnalytics {
  const contracts = demoContracts(now);
  const counts = Object.fromEntries(CONTRACT_STATUSES.map((status) => [status, 0])) as Record<
    ContractStatus,
    number
  >;
  for (const contract of contracts) counts[contract.status] += 1;
  const signed = contracts.filter((contract) => contract.status === 'signed');
  const hours = signed.flatMap((contract) =>
    contract.sent_at && contract.signed_at
      ? [(Date.parse(contract.signed_at) - Date.parse(contract.sent_at)) / HOUR_MS]
      : [],
  );
  const middle = median(hours);
  const values = new Map<string, number>();
  for (const contract of signed) {
    if (contract.value === null) continue;
    values.set(contract.currency, (values.get(contract.currency) ?? 0) + contract.value);
  }
  const outcomes = counts.signed + counts.declined + counts.expired;
  const inMonth = (at: string | null, month: string) => at?.startsWith(month) === true;
  return {
    counts,
    sent: contracts.filter((contract) => contract.sent_at !== null).length,
    signed: counts.signed,
    declined: counts.declined,
    expired: counts.expired,
    signing_rate: outcomes === 0 ? null : Math.round((counts.signed / outcomes) * 1000) / 1000,
    median_hours_to_sign: middle === null ? null : roundTenth(middle),
    average_hours_to_sign:
      hours.length === 0 ? null : roundTenth(hours.reduce((a, b) => a + b, 0) / hours.length),
    pending_signatures: contracts
      .filter((contract) => contract.status === 'sent')
      .reduce((sum, contract) => sum + contract.signatories.filter(isUnsettled).length, 0),
    signed_value: [...values.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, cents]) => ({ currency, cents })),
    by_month: [-5, -4, -3, -2, -1, 0].map((offset) => {
      const month = monthKey(now, offset);
      return {
        month,
        sent: contracts.filter((contract) => inMonth(contract.sent_at, month)).length,
        signed: contracts.filter((contract) => inMonth(contract.signed_at, month)).length,
      };
    }),
  };
}

/** A get_contracts row: the contract without its text, values and audit trail. */
function summaryOf({ body: _body, variables: _variables, audit: _audit, ...row }: Contract) {
  return row satisfies ContractSummary;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

const notFound: ApiFailure = { success: false, error: 'Contract not found', code: 'NOT_FOUND' };

export function registerContractsDemoHandlers(): void {
  registerDemoHandler(FUNCTION, 'get_templates', (payload) => ({
    success: true,
    templates: demoContractTemplates(text(payload.type) as ContractTemplateType | undefined),
  }));
  registerDemoHandler(FUNCTION, 'get_contracts', (payload) => {
    const status = text(payload.status);
    const clientId = text(payload.client_id);
    const page = whole(payload.page, 1);
    const pageSize = Math.min(100, whole(payload.pageSize, 25));
    const matching = demoContracts().filter(
      (contract) =>
        (status === undefined || contract.status === status) &&
        (clientId === undefined || contract.client_id === clientId),
    );
    return {
      success: true,
      contracts: matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
      total: matching.length,
      page,
      pageSize,
    };
  });
  registerDemoHandler(FUNCTION, 'get_contract', (payload) => {
    const contract = demoContracts().find((item) => item.id === payload.id);
    return contract ? { success: true, contract } : notFound;
  });
  registerDemoHandler(FUNCTION, 'get_signatures', (payload) => {
    const status = text(payload.status);
    const filter: SignatureFilter =
      status !== undefined && status in SIGNATURE_FILTER_TESTS
        ? (status as SignatureFilter)
        : 'waiting';
    return { success: true, signatures: demoSignatures(filter) };
  });
  registerDemoHandler(FUNCTION, 'get_analytics', () => ({
    success: true,
    analytics: demoContractAnalytics(),
  }));
  registerDemoHandler(FUNCTION, 'download', () => DEMO_CONTRACTS_NO_FILE);
  for (const action of WRITES) {
    registerDemoHandler(FUNCTION, action, () => DEMO_CONTRACTS_READ_ONLY);
  }
}
