import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PostedForm, PostedFormContext } from '../common/posted-form';
import LoginPage from '../features/auth/LoginPage';
import EstimatorPage from '../features/estimator/EstimatorPage';
import GetStartedPage from '../features/get-started/GetStartedPage';
import { LazyNewsletterSignup } from '../features/newsletter/LazyNewsletterSignup';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { answerFormPost, type FormPost } from './forms';

const calls = vi.hoisted(() => ({
  createLead: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
  subscribe: vi.fn(),
}));
vi.mock('../features/newsletter/api', async (original) => ({
  ...(await original<object>()),
  subscribeToNewsletter: calls.subscribe,
}));
vi.mock('@atelier/shared/api', async (original) => ({
  ...(await original<object>()),
  createLead: calls.createLead,
}));
vi.mock('@atelier/shared', async (original) => ({
  ...(await original<object>()),
  login: calls.login,
  logout: calls.logout,
}));

const GOOD_LEAD = {
  name: 'Jean Dupont',
  email: 'jean@example.com',
  phone: '',
  company: 'Dupont & Fils',
  projectType: 'corporate',
  budget: '10000',
  timeline: '',
  message: 'Un site pour notre atelier.',
  website: '',
};

const post = (url: string, fields: Record<string, string>, locale = 'en'): FormPost => ({
  url,
  locale,
  fields,
  referrer: 'http://shop.example/get-started',
  host: 'shop.example',
});

/** The draw function the render bundle passes: here it hands back what it was asked to draw. */
const draw = async (posted: PostedForm) => posted;

describe('answerFormPost', () => {
  beforeEach(() => {
    calls.createLead.mockReset();
    calls.login.mockReset();
    calls.logout.mockReset();
    calls.subscribe.mockReset();
  });

  it('draws the get-started form again with every value and the rules’ verdict, sending nothing', async () => {
    const answer = await answerFormPost(
      post('/get-started?lng=fr', { ...GOOD_LEAD, email: 'jean@', budget: '' }),
      draw,
    );
    expect(answer).toMatchObject({
      kind: 'drawn',
      status: 400,
      page: {
        form: 'lead',
        values: { name: 'Jean Dupont', email: 'jean@', company: 'Dupont & Fils' },
        errors: { email: { code: 'email' }, budget: { code: 'choose' } },
      },
    });
    expect(calls.createLead).not.toHaveBeenCalled();
  });

  it('sends a good lead as the browser does (estimate, campaign, language) and sees the thanks', async () => {
    calls.createLead.mockResolvedValue({ success: true, lead_id: 'x' });
    const answer = await answerFormPost(
      post(
        '/get-started?projectType=corporate&timeline=standard&estimate=14800-28500&weeks=8-11&from=estimator&utm_source=news&lng=fr',
        GOOD_LEAD,
        'fr',
      ),
      draw,
    );
    expect(answer).toEqual({ kind: 'see-other', location: '/get-started?sent=1&lng=fr' });
    expect(calls.createLead).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Jean Dupont',
        email: 'jean@example.com',
        company: 'Dupont & Fils',
        project_type: 'corporate',
        budget: 10000,
        notes: 'Un site pour notre atelier.',
        source: 'estimator',
        utm_source: 'news',
        language: 'fr',
        estimate_low: 14800,
        estimate_high: 28500,
        estimate_pace: 'standard',
      }),
      expect.objectContaining({ demoFallback: false }),
    );
  });

  it('gives a bot the thanks and sends nothing; draws the server’s refusals', async () => {
    expect(
      await answerFormPost(post('/get-started', { ...GOOD_LEAD, website: 'spam' }), draw),
    ).toEqual({ kind: 'see-other', location: '/get-started?sent=1' });
    expect(calls.createLead).not.toHaveBeenCalled();

    calls.createLead.mockResolvedValue({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'Invalid input',
      fields: { notes: 'Too long' },
    });
    expect(await answerFormPost(post('/get-started', GOOD_LEAD), draw)).toMatchObject({
      kind: 'drawn',
      status: 400,
      page: { serverErrors: { message: 'Too long' }, values: { name: 'Jean Dupont' } },
    });
    calls.createLead.mockResolvedValue({ success: false, code: 'RATE_LIMITED', error: 'Slow' });
    expect(await answerFormPost(post('/get-started', GOOD_LEAD), draw)).toMatchObject({
      status: 429,
      page: { failure: { key: 'errors.rateLimited' } },
    });
  });

  it('signs in: the messages, never the password drawn back, and a word that the portal needs JavaScript', async () => {
    expect(
      await answerFormPost(post('/auth/login', { email: 'nope', password: '' }), draw),
    ).toMatchObject({
      status: 400,
      page: {
        values: { email: 'nope' },
        errors: { email: { code: 'email' }, password: { code: 'required' } },
      },
    });
    calls.login.mockResolvedValue({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid email or password',
    });
    const refused = await answerFormPost(
      post('/auth/login', { email: 'a@example.com', password: 'wrong-password' }),
      draw,
    );
    expect(refused).toMatchObject({ status: 400, page: { failure: expect.anything() } });
    expect(JSON.stringify(refused)).not.toContain('wrong-password');
    calls.login.mockResolvedValue({ success: true, session: { token: 't', user: {} } });
    calls.logout.mockResolvedValue({ success: true });
    expect(
      await answerFormPost(
        post('/auth/login', { email: 'a@example.com', password: 'right' }),
        draw,
      ),
    ).toMatchObject({ status: 200, page: { failure: { key: 'auth.login.needsScript' } } });
    expect(calls.logout).toHaveBeenCalledWith('t', undefined);
  });

  it('answers the footer newsletter on any page: its message, or back to the page saying it is sent', async () => {
    const bad = await answerFormPost(
      post('/services?lng=fr', { form: 'newsletter', email: 'nope', website: '' }, 'fr'),
      draw,
    );
    expect(bad).toMatchObject({
      status: 400,
      page: {
        form: 'newsletter',
        values: { email: 'nope' },
        failure: { key: 'newsletter.invalidEmail' },
      },
    });
    expect(calls.subscribe).not.toHaveBeenCalled();
    calls.subscribe.mockResolvedValue({ success: true });
    expect(
      await answerFormPost(
        post('/get-started?lng=fr', { form: 'newsletter', email: 'a@example.com', website: '' }),
        draw,
      ),
    ).toEqual({ kind: 'see-other', location: '/get-started?lng=fr&newsletter=sent' });
    expect(calls.subscribe).toHaveBeenCalledWith('a@example.com', '', 'en');
    expect(calls.createLead).not.toHaveBeenCalled();
  });

  it('sends a form of any other page back to it, as before', async () => {
    expect(await answerFormPost(post('/services?x=1', {}), draw)).toEqual({
      kind: 'see-other',
      location: '/services?x=1',
    });
    // Never another site's address.
    expect(await answerFormPost(post('//evil.example/services', {}), draw)).toEqual({
      kind: 'see-other',
      location: '/services',
    });
  });
});

async function page(element: ReactElement, url: string, lng: 'en' | 'fr', posted?: PostedForm) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'public',
    resources: { [lng]: { public: lng === 'en' ? en : fr } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PostedFormContext.Provider value={posted ?? null}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </PostedFormContext.Provider>
    </I18nextProvider>,
  );
}

/** The input or textarea named `name`, as drawn. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the page drawn with what was sent', () => {
  it('keeps every value of the get-started form and puts the messages under the fields', async () => {
    const answer = await answerFormPost(
      post('/get-started?lng=fr', { ...GOOD_LEAD, email: 'jean@', budget: '' }, 'fr'),
      draw,
    );
    if (answer.kind !== 'drawn') throw new Error('drawn expected');
    const html = await page(<GetStartedPage />, '/get-started?lng=fr', 'fr', answer.page);
    expect(control(html, 'name')).toContain('value="Jean Dupont"');
    expect(control(html, 'email')).toContain('value="jean@"');
    expect(control(html, 'email')).toContain('aria-invalid="true"');
    expect(control(html, 'company')).toContain('value="Dupont &amp; Fils"');
    expect(html).toContain('>Un site pour notre atelier.</textarea>');
    expect(html).toContain(fr.validation.email);
    expect(html).toContain(fr.validation.choose);
    expect(html).not.toContain(fr.validation.required);
  });

  it('shows the thanks at the address a form sent without script lands on', async () => {
    const html = await page(<GetStartedPage />, '/get-started?sent=1', 'en');
    expect(html).toContain(en.getStarted.thanks.titleUnnamed);
    expect(html).toContain(en.getStarted.thanks.steps.callUnnamed);
    expect(html).not.toContain('name="email"');
  });

  it('draws the sign-in form with the address kept, never the password, and the alert', async () => {
    calls.login.mockResolvedValue({ success: true, session: { token: 't', user: {} } });
    calls.logout.mockResolvedValue({ success: true });
    const answer = await answerFormPost(
      post('/auth/login', { email: 'a@example.com', password: 'secret' }),
      draw,
    );
    if (answer.kind !== 'drawn') throw new Error('drawn expected');
    const html = await page(<LoginPage />, '/auth/login', 'en', answer.page);
    expect(control(html, 'email')).toContain('value="a@example.com"');
    expect(html).not.toContain('secret');
    expect(html).toContain(en.auth.login.needsScript);
  });

  it('draws the footer newsletter as a real form, then with its message, then its thanks', async () => {
    const empty = await page(<LazyNewsletterSignup />, '/services', 'en');
    expect(empty).toContain('<input type="hidden" name="form" value="newsletter"/>');
    expect(control(empty, 'email')).toContain('value=""');
    const answer = await answerFormPost(
      post('/services', { form: 'newsletter', email: 'nope', website: '' }),
      draw,
    );
    if (answer.kind !== 'drawn') throw new Error('drawn expected');
    const refused = await page(<LazyNewsletterSignup />, '/services', 'en', answer.page);
    expect(control(refused, 'email')).toContain('value="nope"');
    expect(control(refused, 'email')).toContain('aria-invalid="true"');
    expect(refused).toContain(en.newsletter.invalidEmail);
    const sent = await page(<LazyNewsletterSignup />, '/services?newsletter=sent', 'en');
    expect(sent).toContain(en.newsletter.checkInbox);
    expect(sent).not.toContain('<form');
  });

  it('draws the estimator as a GET form of its query, the estimate of the choices sent', async () => {
    const html = await page(
      <EstimatorPage />,
      '/estimator?projectType=ecommerce&size=large&features=auth&features=i18n&lng=fr',
      'fr',
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="#estimate-summary"');
    expect(html).toContain('<input type="hidden" name="lng" value="fr"/>');
    // Both features of the query, sent as a form sends them (one `features` per box).
    for (const feature of ['auth', 'i18n']) {
      expect(html).toMatch(
        new RegExp(`<input type="checkbox"[^>]*name="features" checked="" value="${feature}"`),
      );
    }
    expect(html).toContain(fr.estimator.showEstimate);
  });
});
