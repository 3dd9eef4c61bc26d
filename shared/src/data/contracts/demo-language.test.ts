import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractTemplate,
  createContractTemplateInput,
  placeholdersOf,
} from '../../contract/contract-templates';
import { demoContracts, demoContractTemplates, demoSignatures } from './demo';
import { CONTRACT_SEEDS } from './demo-seeds';
import { FRENCH_CONTRACT_WORDS } from './demo-seeds-fr';
import { TEMPLATE_SEEDS } from './demo-template-seeds';
import { FRENCH_TEMPLATE_SEEDS } from './demo-template-seeds-fr';

const NOW = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
});
afterEach(() => i18next.changeLanguage('en'));

const variableKeys = (template: Pick<ContractTemplate, 'variables'>) =>
  template.variables.map((variable) => variable.key);

describe('demo contracts for a French reader', () => {
  it('have a French twin of each template, with the same variables, valid for create_template', () => {
    for (const seed of TEMPLATE_SEEDS) {
      const twin = FRENCH_TEMPLATE_SEEDS[seed.type];
      expect(twin, seed.name).toBeDefined();
      expect(variableKeys(twin ?? seed)).toEqual(variableKeys(seed));
      expect(createContractTemplateInput.safeParse(twin).success, twin?.name).toBe(true);
    }
    for (const seed of CONTRACT_SEEDS) {
      const words = FRENCH_CONTRACT_WORDS[seed.id];
      expect(words, seed.id).toBeDefined();
      expect(words?.roles).toHaveLength(seed.signers.length);
    }
  });

  it('list the templates in French, usage counted as in English', async () => {
    const english = demoContractTemplates();
    await i18next.changeLanguage('fr');
    const french = demoContractTemplates();
    expect(french.map((t) => t.name)).toContain('Contrat de prestation de services');
    expect(french.map((t) => t.name)).not.toContain('Service Agreement');
    const usage = (list: ContractTemplate[]) =>
      Object.fromEntries(list.map((t) => [t.id, t.usage_count]));
    expect(usage(french)).toEqual(usage(english));
  });

  it('write their text, titles, roles and amounts in French, every variable filled', async () => {
    await i18next.changeLanguage('fr');
    const contracts = demoContracts(NOW);
    expect(contracts).toHaveLength(CONTRACT_SEEDS.length);
    for (const contract of contracts) {
      const text = contract.body.map((clause) => `${clause.title} ${clause.body}`).join(' ');
      expect(placeholdersOf(text), contract.title).toEqual([]);
      expect(text, contract.title).not.toMatch(/\b(the|and|Agreement|Client shall)\b/);
    }
    const shop = contracts.find((c) => c.id === 'demo-contract-1');
    expect(shop?.title).toBe('Boutique en ligne — Contrat de prestation de services');
    expect(shop?.project_name).toBe('Boutique en ligne');
    expect(shop?.signatories.map((s) => s.role)).toEqual(['Gérante', 'Finances']);
    const shopText = shop?.body.map((clause) => clause.body).join(' ') ?? '';
    // Money and dates as French writes them: "24 000,00 €", "12 septembre 2026".
    expect(shopText).toMatch(/24\s000,00\s€/u);
    expect(shopText).toContain('50\u202f% à la signature');
    expect(shopText).toMatch(
      /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    expect(contracts.find((c) => c.status === 'declined')?.declined_reason).toContain('deux ans');
    expect(demoSignatures('all', NOW).map((row) => row.contract_title)).toContain(
      'Portail de suivi — Contrat de prestation de services',
    );
  });
});
