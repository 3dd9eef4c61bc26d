import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import publicEn from '../../locales/en.json';
import publicFr from '../../locales/fr.json';
import { serverPageOf } from '../../server/server-pages';
import BookPage from './BookPage';
import { BOOKING_NAMESPACE } from './booking-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The page's first HTML, as the server renders it: no effect has run, no zone is known. */
async function firstHtml(language: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      [language]: {
        public: language === 'en' ? publicEn : publicFr,
        [BOOKING_NAMESPACE]: { booking: language === 'en' ? en : fr },
      },
    },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/book']}>
        <BookPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the /book page’s first HTML', () => {
  it('is the page itself with the times loading and the form, in English and French', async () => {
    const english = await firstHtml('en');
    expect(english).toContain('Book your free call</h1>');
    expect(english).toContain('Loading the open times…');
    expect(english).toContain('Book the call</button>');
    const french = await firstHtml('fr');
    expect(french).toContain('Réservez votre appel gratuit</h1>');
    expect(french).toContain('Chargement des créneaux libres…');
  });

  it('is rendered on the server with its own title; the manage link is the browser’s', () => {
    expect(serverPageOf('/book')?.title).toBe('book');
    expect(serverPageOf('/book/manage')).toBeUndefined();
  });
});
