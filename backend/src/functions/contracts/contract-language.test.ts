import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls } from './contracts-test-data.ts';
import { longDate, money } from './fill-contract.ts';

const kit = useFunctionKit({ truncate: ['clients'] });
const { ok, createClient } = contractCalls(kit);

/** Intl's French spaces: narrow no-break between thousands, no-break before the currency. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('contract variables in the contract’s language', () => {
  it('write amounts and days in English or French', () => {
    expect(money(1_260_000, 'USD')).toBe('$12,600.00');
    expect(longDate('2026-11-28')).toBe('November 28, 2026');
    expect(money(1_260_000, 'USD', 'fr')).toBe(`12${NNBSP}600,00${NBSP}$US`);
    expect(money(1_260_000, 'EUR', 'fr')).toBe(`12${NNBSP}600,00${NBSP}€`);
    expect(longDate('2026-11-28', 'fr')).toBe('28 novembre 2026');
    expect(longDate('2026-03-05', 'fr')).toBe('5 mars 2026');
  });

  it('fill a French client’s contract with French money and dates, an English one’s in English', async () => {
    const clauses = [{ title: 'Honoraires', body: 'Le {{today}}, pour {{contract.value}}.' }];
    const { template } = await ok({
      action: 'create_template',
      name: 'Modèle de test',
      type: 'custom',
      clauses,
    });
    const french = await createClient('marie@atelier-paris.fr');
    await kit.db.query(`UPDATE clients SET language = 'fr' WHERE id = $1`, [french]);
    const english = await createClient('jane@studio.com');
    for (const [clientId, expected] of [
      // The agency's today, written as the language writes a day.
      [french, new RegExp(`^Le \\d{1,2} [a-zéû]+ \\d{4}, pour 12${NNBSP}600,00${NBSP}\\$US\\.$`)],
      [english, /^Le [A-Z][a-z]+ \d{1,2}, \d{4}, pour \$12,600\.00\.$/],
    ] as const) {
      const { contract } = await ok({
        action: 'create_contract',
        template_id: template.id,
        client_id: clientId,
        value: 1_260_000,
        signers: [{ name: 'Jane Doe', email: 'jane@studio.com' }],
      });
      const body = contract.body[0].body as string;
      expect(body).toMatch(expected);
    }
  });
});
