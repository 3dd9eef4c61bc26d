import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import {
  demoClients,
  demoInvoices,
  demoLeads,
  demoProjects,
  demoProposals,
  demoTeam,
} from './demo-data.ts';
import { seedDemoData } from './demo-seed.ts';
import { demoWords, frenchDemoWords } from './demo-words-fr.ts';

const database = useTestDatabase({ migrate: true });
const now = new Date();

const setAgencyLanguage = (language: 'en' | 'fr') =>
  database.db.query(
    `INSERT INTO app_settings (key, value) VALUES ('agency.default_language', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(language)],
  );

beforeEach(() =>
  database.db.exec(
    `TRUNCATE leads, clients, team_members, invoice_number_sequences, calendar_events,
       page_views CASCADE;
     DELETE FROM app_settings WHERE key IN ('seed.demo', 'agency.default_language');`,
  ),
);
afterEach(() =>
  database.db.query(`DELETE FROM app_settings WHERE key = 'agency.default_language'`),
);

/** Every text of the sample records that a reader sees (names of people and firms aside). */
function sampleTexts(): string[] {
  const texts = [
    ...demoTeam.map((member) => member.role_title),
    ...demoLeads.map((lead) => lead.notes),
    ...demoClients.map((client) => client.notes),
    ...demoProposals.flatMap((p) => [p.title, p.summary, ...p.items.map((i) => i.description)]),
    ...demoProjects.flatMap((p) => [p.name, p.description, ...p.milestones.map((m) => m.name)]),
    ...demoInvoices.flatMap((invoice) => [
      invoice.notes,
      ...invoice.items.map((item) => item.description),
      ...invoice.payments.map((payment) => payment.description),
    ]),
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}

const column = async (sql: string) =>
  (await database.db.query<{ text: string }>(sql)).map((row) => row.text).sort();

describe('the words of the sample records', () => {
  it('each have a French twin written with French typography, and no twin is left over', () => {
    const texts = sampleTexts();
    for (const text of texts) {
      const french = frenchDemoWords.get(text);
      expect(french, text).toBeDefined();
      expect(french, text).not.toMatch(/'/);
      expect(french, text).not.toMatch(/[^\u202f][:;!?%»]|«[^\u202f]/u);
    }
    expect([...frenchDemoWords.keys()].filter((key) => !texts.includes(key))).toEqual([]);
    expect(() => demoWords('Not a sample text', 'fr')).toThrow(/no French twin/);
    expect(demoWords('Not a sample text', 'en')).toBe('Not a sample text');
  });
});

describe('the demo seed in the agency’s language', () => {
  it('writes a French agency’s records in French', async () => {
    await setAgencyLanguage('fr');
    await seedDemoData(database.db, { now });

    expect(await column('SELECT role_title AS text FROM team_members')).toContain(
      'Directrice de création',
    );
    const projects = await column('SELECT name AS text FROM projects');
    expect(projects).toEqual(demoProjects.map((p) => demoWords(p.name, 'fr')).sort());
    expect(projects).toContain('Boutique en ligne Northwind');
    expect(await column('SELECT name AS text FROM project_milestones')).toContain(
      'Lancement et formation',
    );
    expect(await column('SELECT title AS text FROM proposals')).toContain(
      'Refonte du site Bluepeak',
    );
    expect(await column('SELECT description AS text FROM invoice_items')).toContain(
      'Acompte\u202f: cadrage et design (30\u202f%)',
    );
    expect(await column('SELECT description AS text FROM payments')).toContain('Solde');
    expect(await column('SELECT notes AS text FROM invoices WHERE notes IS NOT NULL')).toContain(
      'Relance envoyée.',
    );
    expect(await column('SELECT notes AS text FROM clients WHERE notes IS NOT NULL')).toContain(
      'Revue de sécurité obligatoire avant chaque mise en production.',
    );
    // No English sample text anywhere a French reader looks (bar words the same in both).
    const english = new Set(sampleTexts().filter((text) => demoWords(text, 'fr') !== text));
    const written = await column(
      `SELECT name AS text FROM projects UNION ALL SELECT description FROM projects
       UNION ALL SELECT title FROM proposals UNION ALL SELECT summary FROM proposals
       UNION ALL SELECT description FROM proposal_items UNION ALL SELECT description FROM invoice_items
       UNION ALL SELECT description FROM payments UNION ALL SELECT notes FROM leads
       UNION ALL SELECT notes FROM clients UNION ALL SELECT name FROM project_milestones
       UNION ALL SELECT role_title FROM team_members`,
    );
    expect(written.filter((text) => english.has(text))).toEqual([]);
  });

  it('keeps an English agency’s records in English, but a French client’s documents in French', async () => {
    await seedDemoData(database.db, { now });
    expect(await column('SELECT role_title AS text FROM team_members')).toContain(
      'Creative director',
    );
    expect(await column('SELECT title AS text FROM proposals')).toContain('Bluepeak site redesign');
    const rows = await database.db.query<{ company: string; language: string; name: string }>(
      `SELECT c.company, c.language, p.name FROM projects p JOIN clients c ON c.id = p.client_id`,
    );
    for (const row of rows) {
      const project = demoProjects.find(
        (p) => demoWords(p.name, row.language as 'en' | 'fr') === row.name,
      );
      expect(project, `${row.company}: ${row.name}`).toBeDefined();
    }
    // Fable & Co reads French (demo-data.ts): its project is named in French.
    expect(rows.find((row) => row.company === 'Fable & Co')?.name).toBe(
      'Site bilingue de Fable & Co',
    );
    expect(rows.find((row) => row.company === 'Northwind Coffee')?.name).toBe(
      'Northwind online shop',
    );
  });
});
