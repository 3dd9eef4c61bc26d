import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { LeadForm } from './LeadForm';

/** The link the estimator's "Start your project" gives for $14,800–$28,500 at Standard pace. */
const FROM_ESTIMATOR = new URLSearchParams(
  'projectType=corporate&size=large&design=custom&timeline=standard&features=i18n' +
    '&estimate=14800-28500&weeks=8-11&from=estimator',
);

async function translator(lng: 'en' | 'fr', responseTime?: string) {
  const i18n = createInstance();
  const bundle = structuredClone(lng === 'en' ? en : fr);
  if (responseTime) bundle.contact.responseTime = responseTime;
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'public',
    resources: { [lng]: { public: bundle } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

async function renderForm(lng: 'en' | 'fr', params = FROM_ESTIMATOR): Promise<string> {
  const i18n = await translator(lng);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LeadForm params={params} onSent={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // Intl puts (narrow) no-break and thin spaces in figures and ranges: compare plain spaces,
  // and ranges without the spaces around their dash.
  return html.replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/ ?– ?/g, '–');
}

/** The label of the selected option of the select named `name`, if any. */
const selectedOption = (html: string, name: string): string | null => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(html)?.[1];
  return /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(select ?? '')?.[1] ?? null;
};

describe('the get-started form from the estimator', () => {
  it('shows the estimate exactly, with its pace, in English', async () => {
    const html = await renderForm('en');
    expect(html).toContain('Your estimate: $14,800–$28,500, Standard pace');
  });

  it('shows the estimate exactly, with its pace, in French', async () => {
    const html = await renderForm('fr');
    expect(html).toContain('Votre estimation : 14 800–28 500 $US, rythme Standard');
  });

  it('preselects no wrong budget range and no start for a Standard estimate', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const html = await renderForm(lng);
      expect(selectedOption(html, 'projectType')).not.toBeNull();
      expect(selectedOption(html, 'budget')).toMatch(/^Choose…|Choisir…$/);
      expect(selectedOption(html, 'timeline')).toMatch(/^Choose…|Choisir…$/);
    }
  });

  it('preselects the one range that holds an estimate inside it', async () => {
    const params = new URLSearchParams(
      'projectType=corporate&size=small&design=standard&timeline=rush' +
        '&estimate=12000-24000&weeks=3-4&from=estimator',
    );
    const html = await renderForm('en', params);
    expect(selectedOption(html, 'budget')).toBe('$10,000–$25,000');
    expect(selectedOption(html, 'timeline')).toBe('As soon as possible');
  });
});

describe('the promised answer time', () => {
  it('is the Content field contact.responseTime wherever the page promises it', async () => {
    for (const [lng, words] of [
      ['en', 'one business day'],
      ['fr', 'un jour ouvré'],
    ] as const) {
      const t = (await translator(lng)).getFixedT(lng, 'public');
      expect(t('contact.responseTime')).toBe(words);
      for (const key of ['getStarted.lead', 'getStarted.aside.reply.title', 'cta.text']) {
        expect(t(key)).toContain(words);
      }
      expect(t('getStarted.thanks.steps.read')).toContain(words);
    }
    const edited = (await translator('en', 'two hours')).getFixedT('en', 'public');
    expect(edited('getStarted.lead')).toContain('reply within two hours with');
    expect(edited('getStarted.aside.reply.title')).toBe('A reply within two hours');
  });
});
