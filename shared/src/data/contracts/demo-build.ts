import { type ContractTemplate, fillPlaceholders } from '../../contract/contract-templates';
import type {
  Contract,
  ContractAuditEntry,
  ContractAuditEvent,
  ContractSigner,
  SignerStatus,
} from '../../contract/contracts';
import { demoAgencyName } from '../../demo/demo-agency';
import { demoLanguage } from '../../demo/demo-language';
import type { ContractSeed, SignerSeed } from './demo-seeds';
import { TEMPLATE_SEEDS } from './demo-template-seeds';

/**
 * One demo contract as get_contract answers it, from its seed at `now`: the text filled from
 * its template like the server fills it, the signers' states from their times, and an audit
 * trail derived from those same times, so the trail, the signatures and the figures agree.
 */

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;
/** The server's default: 30 days after sending. */
const EXPIRY_HOURS = 30 * DAY_HOURS;
const ADMIN = { actor: 'admin studio@atelier.example', ip: '198.51.100.7' };
const ADMIN_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const iso = (ms: number) => new Date(ms).toISOString();

/** A reminder's hours after the first e-mail: days 5, 7, 9, 11 and 13. */
export const reminderAfterHours = (reminder: number) => (5 + 2 * (reminder - 1)) * DAY_HOURS;

/**
 * 64 hex digits standing in for a PDF's SHA-256 (the demo has no PDF to hash): FNV-1a over the
 * text, eight rounds with different seeds, so each contract and document has its own value.
 */
export function demoDigest(text: string): string {
  let hex = '';
  for (let round = 0; round < 8; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (const char of `${round}:${text}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  return hex;
}

function signerStatus(seed: SignerSeed): SignerStatus {
  if (seed.signedAfter !== undefined) return 'signed';
  if (seed.declinedAfter !== undefined) return 'declined';
  if (seed.viewedAfter !== undefined) return 'viewed';
  return seed.sentAfter !== undefined ? 'sent' : 'pending';
}

function buildSigner(
  contractId: string,
  seed: SignerSeed,
  index: number,
  after: (hours: number | undefined) => string | null,
): ContractSigner {
  const reminders = seed.reminders ?? 0;
  const status = signerStatus(seed);
  return {
    id: `${contractId}-signer-${index + 1}`,
    name: seed.name,
    email: seed.email,
    role: seed.role,
    position: index + 1,
    status,
    signed: status === 'signed',
    sent_at: after(seed.sentAfter),
    viewed_at: after(seed.viewedAfter),
    signed_at: after(seed.signedAfter),
    declined_at: after(seed.declinedAfter),
    decline_reason: seed.declineReason ?? null,
    signature_type: status === 'signed' ? 'typed' : null,
    reminders_sent: reminders,
    last_reminded_at:
      reminders > 0 && seed.sentAfter !== undefined
        ? after(seed.sentAfter + reminderAfterHours(reminders))
        : null,
  };
}

type Event = Omit<ContractAuditEntry, 'id' | 'signer_id' | 'ip' | 'user_agent'> & {
  signer_id?: string;
  ip?: string | null;
  user_agent?: string | null;
};

/** Each signer's steps, with the signer's own IP and browser where they acted themselves. */
function signerEvents(seed: SignerSeed, signer: ContractSigner): Event[] {
  const own = {
    signer_id: signer.id,
    actor: signer.email,
    ip: seed.ip,
    user_agent: seed.userAgent,
  };
  const system = { signer_id: signer.id, actor: 'system' };
  const events: Event[] = [];
  type By = { actor: string; signer_id: string; ip?: string; user_agent?: string };
  const add = (event: ContractAuditEvent, at: string | null, by: By, details = {}) => {
    if (at !== null) events.push({ ...by, event, at, details });
  };
  add('email_delivered', signer.sent_at, system, { to: signer.email, delivery: 'queued' });
  add('link_opened', signer.viewed_at, own);
  add('viewed', signer.viewed_at, own);
  if (signer.sent_at !== null) {
    const first = Date.parse(signer.sent_at);
    for (let reminder = 1; reminder <= signer.reminders_sent; reminder += 1) {
      add('reminder_sent', iso(first + reminderAfterHours(reminder) * HOUR_MS), system, {
        to: signer.email,
        reminder,
      });
    }
  }
  add('signed', signer.signed_at, own, { signature_type: 'typed' });
  add('declined', signer.declined_at, own, { reason: signer.decline_reason });
  return events;
}

function auditTrail(contract: Contract, seeds: readonly SignerSeed[]): ContractAuditEntry[] {
  const admin = { actor: ADMIN.actor, ip: ADMIN.ip, user_agent: ADMIN_AGENT };
  const events: Event[] = [
    {
      ...admin,
      event: 'created',
      at: contract.created_at,
      details: { template_id: contract.template_id },
    },
  ];
  if (contract.sent_at !== null) {
    events.push({
      ...admin,
      event: 'sent',
      at: contract.sent_at,
      details: {
        original_sha256: contract.original_sha256,
        expires_at: contract.expires_at,
        signing_order: contract.signing_order,
        signers: contract.signatories.length,
      },
    });
  }
  contract.signatories.forEach((signer, index) => {
    const seed = seeds[index];
    if (seed) events.push(...signerEvents(seed, signer));
  });
  if (contract.status === 'signed' && contract.signed_at !== null) {
    const details = { final_sha256: contract.final_sha256 };
    events.push({ actor: 'system', event: 'completed', at: contract.signed_at, details });
  }
  if (contract.status === 'expired' && contract.expires_at !== null) {
    events.push({ actor: 'system', event: 'expired', at: contract.expires_at, details: {} });
  }
  return events
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((event, index) => ({
      ip: null,
      user_agent: null,
      signer_id: null,
      ...event,
      id: index + 1,
    }));
}

/** Money and dates as the contract's reader writes them: "€24,000.00", "24 000,00 €". */
const locale = () => (demoLanguage() === 'fr' ? 'fr-FR' : 'en-US');
const moneyText = (cents: number, currency: string) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(cents / 100);
const dayText = (at: string) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

export function buildDemoContract(
  seed: ContractSeed,
  templates: readonly ContractTemplate[],
  now: Date,
): Contract {
  const at = (hoursAgo: number) => iso(now.getTime() - hoursAgo * HOUR_MS);
  const sentMs =
    seed.sentHoursAgo === undefined ? null : now.getTime() - seed.sentHoursAgo * HOUR_MS;
  const after = (hours: number | undefined) =>
    hours === undefined || sentMs === null ? null : iso(sentMs + hours * HOUR_MS);
  const signatories = seed.signers.map((signer, index) =>
    buildSigner(seed.id, signer, index, after),
  );
  // By type: the seed names its template in English, the reader may see it in French.
  const type = TEMPLATE_SEEDS.find((item) => item.name === seed.template)?.type;
  const template = templates.find((item) => item.type === type);
  const created_at = at(seed.createdHoursAgo);
  const variables: Record<string, string> = {
    ...Object.fromEntries(
      (template?.variables ?? []).flatMap((v) => (v.default ? [[v.key, v.default]] : [])),
    ),
    ...seed.variables,
    'client.name': seed.client.name,
    'client.company': seed.client.company,
    'client.email': seed.client.email,
    ...(seed.project ? { 'project.name': seed.project.name } : {}),
    'contract.title': seed.title,
    ...(seed.value === null ? {} : { 'contract.value': moneyText(seed.value, seed.currency) }),
    today: dayText(created_at),
    'agency.name': demoAgencyName(),
  };
  const fill = (text: string) => fillPlaceholders(text, variables).text;
  const signedTimes = signatories.flatMap((signer) => (signer.signed_at ? [signer.signed_at] : []));
  const isSigned = seed.status === 'signed';
  const contract: Contract = {
    id: seed.id,
    title: seed.title,
    client_id: seed.client.id,
    client_name: seed.client.name,
    project_id: seed.project?.id ?? null,
    project_name: seed.project?.name ?? null,
    template_id: template?.id ?? null,
    proposal_id: null,
    value: seed.value,
    currency: seed.currency,
    status: seed.status,
    signing_order: seed.signingOrder,
    expires_at: sentMs === null ? null : iso(sentMs + EXPIRY_HOURS * HOUR_MS),
    sent_at: sentMs === null ? null : iso(sentMs),
    signed_at: isSigned ? ([...signedTimes].sort().at(-1) ?? null) : null,
    cancelled_at: null,
    declined_reason: signatories.find((signer) => signer.decline_reason)?.decline_reason ?? null,
    original_sha256: sentMs === null ? null : demoDigest(`${seed.id}/original`),
    final_sha256: isSigned ? demoDigest(`${seed.id}/final`) : null,
    created_at,
    updated_at: created_at,
    signatories,
    body: (template?.clauses ?? []).map((item) => ({
      title: fill(item.title),
      body: fill(item.body),
    })),
    variables,
    audit: [],
  };
  contract.audit = auditTrail(contract, seed.signers);
  contract.updated_at = contract.audit.at(-1)?.at ?? created_at;
  return contract;
}
