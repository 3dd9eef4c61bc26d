import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import contractsEn from '../contracts/locales/en.json';
import filesEn from '../files/locales/en.json';
import invoicesEn from '../invoices/locales/en.json';
import messagesEn from '../messages/locales/en.json';
import projectsEn from '../projects/locales/en.json';
import proposalsEn from '../proposals/locales/en.json';
import { LIST_WORDS, ListBody } from './ListBody';

const english = {
  ...en,
  contracts: contractsEn,
  files: filesEn,
  invoices: invoicesEn,
  messages: messagesEn,
  projects: projectsEn,
  proposals: proposalsEn,
};

async function render(element: ReactElement): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['portal'],
    defaultNS: 'portal',
    resources: { en: { portal: english } },
  });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const failure = { success: false as const, error: 'boom', code: 'INTERNAL' };
const failed = { failure, refetch: () => {} };
const loaded = { failure: null, refetch: () => {} };

describe("a portal list page's body", () => {
  it('draws the list when it has items, even after a failed refetch', async () => {
    const html = await render(
      <ListBody list="files" query={failed} items={['a', 'b']}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </ListBody>,
    );
    expect(html).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('says the list is empty in its own words', async () => {
    const html = await render(
      <ListBody list="files" query={loaded} items={[]}>
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain(filesEn.empty.title);
    expect(html).toContain(filesEn.empty.text);
  });

  it('shows the failure with its retry when nothing was loaded', async () => {
    const html = await render(
      <ListBody list="files" query={failed} items={undefined}>
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain(filesEn.loadFailed);
    expect(html).toContain(filesEn.retry);
  });

  it("shows the list's own loading line while loading", async () => {
    const html = await render(
      <ListBody list="projects" query={loaded} items={undefined}>
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain(projectsEn.loading);
    expect(html).toContain('role="status"');
  });

  it('names only keys the portal has', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { portal: english } } });
    for (const words of Object.values(LIST_WORDS)) {
      for (const key of Object.values(words)) {
        expect(i18n.exists(key, { ns: 'portal' }), key).toBe(true);
      }
    }
  });
});
