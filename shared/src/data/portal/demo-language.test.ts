import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wordedForReader } from '../../demo/demo-language';
import { answerFromDemo } from '../../demo/demo-registry';
import { registerPortalDemoHandlers } from './demo';
import * as sample from './demo-sample';
import { FRENCH_PORTAL_WORDS } from './demo-sample-fr';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
});
beforeEach(() => registerPortalDemoHandlers());
afterEach(() => i18next.changeLanguage('en'));

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('client-portal', action, payload) as Record<string, unknown>;

/** The texts a reader reads in the sample: titles, names of things, descriptions, notes, bodies. */
const WORDED_FIELDS = new Set(['title', 'description', 'summary', 'notes', 'body', 'comment']);
const WORDED_NAMES = /^(projects?|milestones?|next_milestone)$/;

function sampleTexts(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown, key: string, parent: string) => {
    if (typeof value === 'string') {
      const isWords =
        WORDED_FIELDS.has(key) ||
        key === 'client_comment' ||
        (key === 'name' && WORDED_NAMES.test(parent));
      if (isWords && value) texts.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key, key);
    } else if (value && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) walk(item, inner, key);
    }
  };
  for (const [name, value] of Object.entries(sample)) {
    if (typeof value !== 'function') walk(value, name, name);
  }
  walk(sample.DEMO_PORTAL_PROJECTS, 'projects', 'projects');
  return [...texts];
}

describe('the portal demo for a French reader', () => {
  it('has a French twin for every text of the sample, with French typography', () => {
    const texts = sampleTexts();
    expect(texts).toContain('Homepage mock-up');
    for (const text of texts) {
      const french = FRENCH_PORTAL_WORDS.get(text);
      expect(french, text).toBeDefined();
      expect(french, text).not.toMatch(/[^\u202f][;!?]|'/u);
    }
  });

  it('answers projects, invoices and messages in French, names and files unchanged', async () => {
    await i18next.changeLanguage('fr');
    const projects = call('get_projects').projects as { name: string }[];
    expect(projects.map((p) => p.name)).toContain('Refonte du site web');
    const project = call('get_project', { id: 'demo-portal-project-1' }).project as {
      milestones: { name: string }[];
      deliverables: { title: string; client_comment: string | null }[];
    };
    expect(project.milestones.map((m) => m.name)).toContain('Mise en ligne');
    expect(project.deliverables.map((d) => d.title)).toContain('Maquette de la page d’accueil');
    const messages = call('get_messages').messages as { body: string; author_name?: string }[];
    expect(messages.map((m) => m.body)).toContain(
      'Oui, nous construirons la maquette autour d’elles.',
    );
    const invoices = call('get_invoices').invoices as { id: string }[];
    const invoice = call('get_invoice', { id: invoices[0]?.id }).invoice as {
      items: { description: string }[];
    };
    expect(invoice.items.length).toBeGreaterThan(0);
    for (const item of invoice.items) {
      expect(FRENCH_PORTAL_WORDS.has(item.description), item.description).toBe(false);
    }
    expect(
      wordedForReader({ name: 'Jane Cooper', file: 'style-guide.pdf' }, FRENCH_PORTAL_WORDS),
    ).toEqual({
      name: 'Jane Cooper',
      file: 'style-guide.pdf',
    });
  });

  it('leaves an English reader’s answers as the sample writes them', () => {
    const projects = call('get_projects').projects as { name: string }[];
    expect(projects.map((p) => p.name)).toContain('Website redesign');
  });
});
