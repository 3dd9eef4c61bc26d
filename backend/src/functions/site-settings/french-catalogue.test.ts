import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  frenchContractTemplates,
  frenchMilestoneRule,
  frenchProjectTemplates,
  frenchRetainerRule,
} from '../../catalogue/catalogue-fr.ts';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['clients'] });

const FRENCH_CONTRACTS = frenchContractTemplates.map((template) => template.name);
const FRENCH_PROJECTS = frenchProjectTemplates.map((template) => template.name);
const FRENCH_RULES = [frenchMilestoneRule.name, frenchRetainerRule.name];

const saveLanguage = (language: 'en' | 'fr') =>
  kit.call('site-settings', { action: 'update_settings', default_language: language });

/** The names of what the admin's catalogue pages list. */
async function catalogue() {
  const projects = await kit.call('project-templates', { action: 'get_templates' });
  const contracts = await kit.call('contracts', { action: 'get_templates' });
  const rules = await kit.call('invoice-automation', { action: 'get_rules' });
  const names = (list: { name: string }[]) => list.map((item) => item.name);
  return {
    projects: names(projects.body.templates),
    contracts: names(contracts.body.templates),
    rules: names(rules.body.rules),
  };
}

let seededSettings: { key: string; value: unknown }[] = [];

beforeAll(async () => {
  seededSettings = await kit.db.query('SELECT key, value FROM app_settings');
});

beforeEach(async () => {
  await kit.db.exec('DELETE FROM app_settings');
  for (const { key, value } of seededSettings) {
    await kit.db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)', [
      key,
      JSON.stringify(value),
    ]);
  }
  await kit.db.query('DELETE FROM contract_templates WHERE name = ANY($1)', [FRENCH_CONTRACTS]);
  await kit.db.query('DELETE FROM project_templates WHERE name = ANY($1)', [FRENCH_PROJECTS]);
  await kit.db.query('DELETE FROM invoice_rules WHERE name = ANY($1)', [FRENCH_RULES]);
});

describe('an agency whose default language becomes French', () => {
  it('finds the starter templates and rules in French beside the English ones', async () => {
    const before = await catalogue();
    expect(before.projects).not.toContain(FRENCH_PROJECTS[0]);
    expect(before.projects.length).toBeGreaterThan(0);

    const saved = await saveLanguage('fr');
    expect(saved.status).toBe(200);
    const after = await catalogue();
    expect(after.projects).toEqual(
      expect.arrayContaining([...before.projects, ...FRENCH_PROJECTS]),
    );
    expect(after.contracts).toEqual(
      expect.arrayContaining([...before.contracts, ...FRENCH_CONTRACTS]),
    );
    expect(after.rules).toEqual(expect.arrayContaining([...before.rules, ...FRENCH_RULES]));
    // The retainer's amount is written in French for the agency's currency.
    const [retainer] = await kit.db.query<{ description: string }>(
      'SELECT description FROM invoice_rules WHERE name = $1',
      [frenchRetainerRule.name],
    );
    expect(retainer?.description).toMatch(/2\u202f500\s\$/);
  });

  it('gets nothing back that it deleted when it saves French again', async () => {
    await saveLanguage('fr');
    const [removed] = FRENCH_PROJECTS;
    const { rows } = await kit.call('project-templates', { action: 'get_templates' }).then((r) => ({
      rows: r.body.templates as { id: string; name: string }[],
    }));
    const template = rows.find((row) => row.name === removed);
    expect(template).toBeDefined();
    const deleted = await kit.call('project-templates', {
      action: 'delete_template',
      id: template?.id,
    });
    expect(deleted.status).toBe(200);

    await saveLanguage('fr');
    expect((await catalogue()).projects).not.toContain(removed);
  });

  it('adds nothing while the agency works in English', async () => {
    await saveLanguage('en');
    await kit.call('site-settings', { action: 'update_settings', name: 'Studio Nord' });
    const { projects, contracts, rules } = await catalogue();
    expect(projects.filter((name) => FRENCH_PROJECTS.includes(name))).toEqual([]);
    expect(contracts.filter((name) => FRENCH_CONTRACTS.includes(name))).toEqual([]);
    expect(rules.filter((name) => FRENCH_RULES.includes(name))).toEqual([]);
  });
});
