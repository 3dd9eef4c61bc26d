-- Site Management (issue 15, docs/site-management.md): the public site's pages (published,
-- place in the navigation, SEO per language), its redirects, and the maintenance mode (the
-- app_settings key `site.maintenance`, written by set_maintenance; absent means off).

CREATE TABLE site_pages (
  page text PRIMARY KEY,
  path text NOT NULL UNIQUE,
  published boolean NOT NULL DEFAULT true,
  in_nav boolean NOT NULL DEFAULT false,
  nav_order integer NOT NULL CHECK (nav_order >= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  -- The landing page is always there: a visitor must never find the site's root missing.
  CONSTRAINT site_pages_home_published CHECK (page <> 'home' OR published)
);

-- One row per page and language; the lengths are what search engines show in full.
CREATE TABLE site_page_seo (
  page text NOT NULL REFERENCES site_pages (page) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en', 'fr')),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 70),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 160),
  image_url text NULL CHECK (char_length(image_url) <= 2000),
  PRIMARY KEY (page, locale)
);

CREATE TABLE site_redirects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_path text NOT NULL UNIQUE CHECK (from_path LIKE '/%'),
  to_target text NOT NULL,
  permanent boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL
);

-- Today's public site: its navigation (home, services, estimator) and its tab titles.
INSERT INTO site_pages (page, path, published, in_nav, nav_order) VALUES
  ('home', '/', true, true, 1),
  ('services', '/services', true, true, 2),
  ('estimator', '/estimator', true, true, 3),
  ('get-started', '/get-started', true, false, 4),
  ('privacy', '/privacy', true, false, 5),
  ('terms', '/terms', true, false, 6);

INSERT INTO site_page_seo (page, locale, title, description) VALUES
  ('home', 'en', 'Atelier — Web design and development agency',
   'Atelier designs, builds and grows fast, beautiful websites and apps. Free 30-minute consultation, fixed-price proposals.'),
  ('home', 'fr', 'Atelier — Agence de conception et de développement web',
   'Atelier conçoit, développe et fait grandir des sites et des applications rapides et élégants. Consultation gratuite, devis au forfait.'),
  ('services', 'en', 'Services — Atelier',
   'Websites, web apps, e-commerce and ongoing care: everything you need to launch and grow online, with a clear scope and price.'),
  ('services', 'fr', 'Services — Atelier',
   'Sites, applications web, e-commerce et maintenance : tout ce qu’il faut pour vous lancer et grandir en ligne, avec un périmètre et un prix clairs.'),
  ('estimator', 'en', 'Project estimator — Atelier',
   'Estimate the budget and timeline of your website or app in a minute, then get a fixed-price proposal.'),
  ('estimator', 'fr', 'Estimateur de projet — Atelier',
   'Estimez en une minute le budget et le délai de votre site ou de votre application, puis recevez un devis au forfait.'),
  ('get-started', 'en', 'Get started — Atelier',
   'Tell us about your project and book a free 30-minute consultation. We answer within one business day.'),
  ('get-started', 'fr', 'Démarrer un projet — Atelier',
   'Parlez-nous de votre projet et réservez une consultation gratuite de 30 minutes. Nous répondons sous un jour ouvré.'),
  ('privacy', 'en', 'Privacy policy — Atelier',
   'What personal data Atelier collects on this site, why, how long it is kept and how to exercise your rights.'),
  ('privacy', 'fr', 'Politique de confidentialité — Atelier',
   'Les données personnelles qu’Atelier recueille sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.'),
  ('terms', 'en', 'Terms of service — Atelier',
   'The terms that apply to the use of this site and to the services Atelier provides.'),
  ('terms', 'fr', 'Conditions générales — Atelier',
   'Les conditions qui s’appliquent à l’utilisation de ce site et aux services fournis par Atelier.');
